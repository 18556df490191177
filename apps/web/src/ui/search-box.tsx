import { useId } from 'react';
import { cx } from './cx.ts';
import { Icon } from './icons.tsx';
import searchBoxCss from './search-box.module.css';
import './visually-hidden.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** A class of the screen's own module for how the box sits in it (the directory's width on a wide screen). */
  className?: string;
}

/**
 * A search field with a visible icon, a screen-reader label and a clear button once there is text. Place it in a
 * <search> landmark together with any filters that go with it.
 */
export function SearchBox({ value, onChange, label, placeholder, clearLabel, className }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={cx(searchBoxCss.searchBox, className)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={20} className={searchBoxCss.searchBoxIcon} />
      <input
        id={id}
        className={searchBoxCss.searchBoxInput}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {value && (
        <button
          type="button"
          className={searchBoxCss.searchBoxClear}
          aria-label={clearLabel}
          onClick={() => onChange('')}
        >
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
