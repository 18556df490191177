import type { ReactNode } from 'react';

/** What the reservation's date input needs, whether the calendar has loaded or not. */
export interface DateInputProps {
  id: string;
  /** The chosen day, YYYY-MM-DD. */
  value: string;
  /** The first and last day that can be chosen, YYYY-MM-DD. */
  min: string;
  max: string;
  /** Focus the input when it appears (the customer tapped the field before the calendar had loaded). */
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/** What the calendar input is handed besides: its texts, its icon and how a typed date is read. */
export interface CalendarDateInputProps extends DateInputProps {
  placeholder: string;
  icon: ReactNode;
  ariaLabels: Record<string, string>;
  parseDate: (text: string) => string | null;
}
