import { parseIsoDate } from '@vidriera/domain/common';

/** Spec 02 §9: the calendar's years reach ±10 years from today, or ±500 when the input is bounded. */
export const CALENDAR_YEARS = 10;
export const CALENDAR_YEARS_BOUNDED = 500;

function addYears(isoDate: string, years: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  // 29 February of a year that has none falls back to the 28th.
  const target = `${String(date.year + years).padStart(4, '0')}-${isoDate.slice(5)}`;
  return parseIsoDate(target) ? target : `${target.slice(0, 8)}28`;
}

/** The first and last day the calendar offers: the given bounds, else today's years either side. */
export function getCalendarRange(
  today: string,
  min?: string | null,
  max?: string | null,
): { min: string; max: string } {
  const years = min || max ? CALENDAR_YEARS_BOUNDED : CALENDAR_YEARS;
  return { min: min ?? addYears(today, -years), max: max ?? addYears(today, years) };
}

/** What the date input accepts typed: year-month-day, and the day/month/year Argentines write. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseIsoDate(value) ? value : null;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!dmy) return null;
  const iso = `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : null;
}
