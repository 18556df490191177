import { useId } from 'react';
import { Icon } from './icons.tsx';
import './search-box.css';
import './visually-hidden.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
}

/**
 * A search field with a visible icon, a screen-reader label and a clear button once there is text. Place it in a
 * <search> landmark together with any filters that go with it.
 */
export function SearchBox({ value, onChange, label, placeholder, clearLabel }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={20} className="search-box-icon" />
      <input
        id={id}
        className="search-box-input"
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {value && (
        <button type="button" className="search-box-clear" aria-label={clearLabel} onClick={() => onChange('')}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
