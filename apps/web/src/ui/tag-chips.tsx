import './visually-hidden.css';
import tagChipsCss from './tag-chips.module.css';

export interface TagChipsProps {
  tags: readonly string[];
  /** The pressed chip, or null when none is. */
  selected: string | null;
  onToggle: (tag: string) => void;
  label: string;
}

/** A row of toggle chips; at most one is pressed. */
export function TagChips({ tags, selected, onToggle, label }: TagChipsProps) {
  return (
    <fieldset className={tagChipsCss.tagChips}>
      <legend className="visually-hidden">{label}</legend>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className={tagChipsCss.tagChip}
          aria-pressed={selected === tag}
          onClick={() => onToggle(tag)}
        >
          {tag}
        </button>
      ))}
    </fieldset>
  );
}
