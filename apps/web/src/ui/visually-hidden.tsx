import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for screen readers only (a label or a prefix that the layout makes obvious to sighted users). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
