import { toZonedParts } from './time-zone.ts';

/**
 * Calendar dates ('YYYY-MM-DD') and wall-clock times of a merchant's time zone, turned into instants and back
 * without ever reading the process's TZ. Dates are handled as plain day numbers (UTC arithmetic), which has no
 * zone at all.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses 'YYYY-MM-DD'; null when it is not a real calendar date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** The date `days` days after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Fecha inválida: ${isoDate}`);
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * MS_PER_DAY);
  return formatIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** 0 = Sunday ... 6 = Saturday, of a 'YYYY-MM-DD' date. */
export function getWeekdayOfIsoDate(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Fecha inválida: ${isoDate}`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The merchant's calendar date ('YYYY-MM-DD') at an instant. */
export function getZonedIsoDate(instant: Date, timeZone: string): string {
  const p = toZonedParts(instant, timeZone);
  return formatIsoDate(p);
}

/** Minutes the zone is ahead of UTC at an instant (-180 for Buenos Aires). */
export function getZoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const wholeMinute = Math.floor(instantMs / MS_PER_MINUTE) * MS_PER_MINUTE;
  const p = toZonedParts(new Date(wholeMinute), timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wallAsUtc - wholeMinute) / MS_PER_MINUTE);
}

/**
 * The instant of a wall-clock time in the merchant's zone: `minuteOfDay` minutes after midnight of `isoDate`
 * (1440 or more runs into the following days). In a DST gap the later offset wins, as clocks do.
 */
export function toZonedInstant(isoDate: string, minuteOfDay: number, timeZone: string): number {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Fecha inválida: ${isoDate}`);
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const firstGuess = wallAsUtc - getZoneOffsetMinutes(wallAsUtc, timeZone) * MS_PER_MINUTE;
  const offset = getZoneOffsetMinutes(firstGuess, timeZone);
  return wallAsUtc - offset * MS_PER_MINUTE;
}

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * ISO 8601 with the merchant's offset ('2026-11-21T20:30:00-03:00'): characters 11 to 16 are the wall-clock
 * time the customer sees, whatever zone the reader is in.
 */
export function formatZonedIso(instantMs: number, offsetMinutes: number): string {
  const wall = new Date(instantMs + offsetMinutes * MS_PER_MINUTE);
  return (
    `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}` +
    `T${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:00${formatOffset(offsetMinutes)}`
  );
}

/** The same, computing the zone's offset at that instant. */
export function formatInstantInZone(instantMs: number, timeZone: string): string {
  return formatZonedIso(instantMs, getZoneOffsetMinutes(instantMs, timeZone));
}

/** 'HH:mm' of a time written as 'HH:mm', in minutes after midnight. */
export function parseHhMm(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
