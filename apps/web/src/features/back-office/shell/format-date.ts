import { DEFAULT_TIME_ZONE } from '@vidriera/domain/common';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the back office shows it: day and time in the given zone (the business's, else Buenos Aires). */
export function formatDateTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-AR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
    formatters.set(timeZone, formatter);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
