import type { ReactNode } from 'react';

// The small drawings of a list row's buttons (remove, move up/down). The buttons carry the labels; the drawings
// are hidden from screen readers.

function RowIconFrame({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
    >
      {children}
    </svg>
  );
}

/** ✕: takes a row out of the list. */
export function RemoveIcon() {
  return (
    <RowIconFrame>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </RowIconFrame>
  );
}

/** A chevron up or down: moves a row one place. */
export function MoveArrowIcon({ up }: { up: boolean }) {
  return (
    <RowIconFrame>
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} strokeLinecap="round" strokeLinejoin="round" />
    </RowIconFrame>
  );
}
