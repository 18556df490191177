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

/**
 * The years a date the platform accepts may fall in: every booking, event, order day and report is in it, and no
 * computation near the limits of Date or of the databases' timestamps (year 9999 + 1 day) is ever reached.
 */
export const MIN_SUPPORTED_YEAR = 2000;
export const MAX_SUPPORTED_YEAR = 2199;

/** Parses 'YYYY-MM-DD'; null when it is not a real calendar date or falls outside the supported years. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < MIN_SUPPORTED_YEAR || year > MAX_SUPPORTED_YEAR) return null;
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

/**
 * The months as dates are written in es-AR, lower case. A list, not Intl.DateTimeFormat: a page's first Intl
 * object costs 30-60 ms of main thread (the locale data loads), and every screen imports this module.
 */
const NOMBRES_MES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The name of a month (1 to 12) as dates are written: lower case, 'enero' ... 'septiembre' ... 'diciembre'. */
export function getNombreMes(month: number): string {
  const nombre = NOMBRES_MES[month - 1];
  if (nombre === undefined) throw new RangeError(`Mes inválido: ${month}`);
  return nombre;
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
 * (1440 or more runs into the following days). As clocks (and Temporal's 'compatible') do: a time that happens
 * twice when clocks go back is its first occurrence; one skipped when they go forward is read with the offset
 * before the change (so it lands after the gap).
 */
export function toZonedInstant(isoDate: string, minuteOfDay: number, timeZone: string): number {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Fecha inválida: ${isoDate}`);
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const offsetBefore = getZoneOffsetMinutes(wallAsUtc - MS_PER_DAY, timeZone);
  const offsetAfter = getZoneOffsetMinutes(wallAsUtc + MS_PER_DAY, timeZone);
  const candidates = [wallAsUtc - offsetBefore * MS_PER_MINUTE, wallAsUtc - offsetAfter * MS_PER_MINUTE]
    .filter((instant) => wallAsUtc - getZoneOffsetMinutes(instant, timeZone) * MS_PER_MINUTE === instant)
    .sort((a, b) => a - b);
  return candidates[0] ?? wallAsUtc - offsetBefore * MS_PER_MINUTE;
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

const ISO_OFFSET = /(?:([+-])(\d{2}):?(\d{2})|Z)$/;

/** Minutes later (or earlier) than an ISO 8601 instant, written with the same offset it had (UTC without one). */
export function shiftIsoKeepingOffset(iso: string, minutes: number): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new RangeError(`Fecha y hora inválida: ${iso}`);
  const match = ISO_OFFSET.exec(iso);
  const offset = match?.[1] != null ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return formatZonedIso(instant + minutes * MS_PER_MINUTE, offset);
}

const HAS_OFFSET = /(?:[+-]\d{2}:?\d{2}|Z)$/i;

/**
 * The merchant's calendar day a request names: 'YYYY-MM-DD' as written; a date-time with an offset (or Z) is
 * the day at that instant in the merchant's zone; one without an offset is taken as wall-clock, so its date
 * part. Null when it is not a date.
 */
export function getIsoDateInZone(text: string, timeZone: string): string | null {
  const trimmed = text.trim();
  const datePart = trimmed.slice(0, 10);
  if (!parseIsoDate(datePart)) return null;
  if (trimmed.length === 10) return datePart;
  if (trimmed[10] !== 'T' && trimmed[10] !== ' ') return null;
  if (!HAS_OFFSET.test(trimmed)) return Number.isNaN(Date.parse(`${datePart}T${trimmed.slice(11)}Z`)) ? null : datePart;
  const instant = Date.parse(trimmed.replace(' ', 'T'));
  if (Number.isNaN(instant)) return null;
  // The instant's day in the zone may cross a year limit (9999-12-31T23:59:59Z): checked again.
  const zoned = getZonedIsoDate(new Date(instant), timeZone);
  return parseIsoDate(zoned) ? zoned : null;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00(?:\.0+)?)?$/;

/**
 * The instant of a wall-clock date and time in the merchant's zone, written as a form's datetime-local value
 * ('YYYY-MM-DDTHH:mm'): what a merchant types means their own clock, whatever zone the browser or server is in.
 * Null when it is not a real date and time.
 */
export function parseLocalDateTimeInZone(text: string, timeZone: string): number | null {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (!parseIsoDate(match[1]!) || hour > 23 || minute > 59) return null;
  return toZonedInstant(match[1]!, hour * 60 + minute, timeZone);
}

/** The wall-clock reading 'YYYY-MM-DDTHH:mm' of an instant in the merchant's zone (a datetime-local value). */
export function formatLocalDateTimeInZone(instantMs: number, timeZone: string): string {
  return formatInstantInZone(instantMs, timeZone).slice(0, 16);
}

/** 'dd/MM/yyyy HH:mm' of an instant in the merchant's zone (lists of the back office, check-in answers). */
export function formatFechaHoraCorta(instantMs: number, timeZone: string): string {
  const local = formatLocalDateTimeInZone(instantMs, timeZone);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

/**
 * The instant of a weekday's wall-clock time in the zone that lies nearest to `instant` (at most three and a half
 * days away, before or after; a tie takes the earlier). `weekday` as getWeekdayOfIsoDate counts, 0 = Sunday.
 * Demos and the end-to-end suite lay their week around "the Saturday 21:00 nearest to now".
 */
export function getNearestWeekdayTime(instant: Date, weekday: number, minuteOfDay: number, timeZone: string): Date {
  const today = getZonedIsoDate(instant, timeZone);
  const thisWeek = addDaysToIsoDate(today, weekday - getWeekdayOfIsoDate(today));
  const candidates = [-7, 0, 7].map((days) => toZonedInstant(addDaysToIsoDate(thisWeek, days), minuteOfDay, timeZone));
  const distance = (candidate: number) => Math.abs(candidate - instant.getTime());
  return new Date(candidates.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best)));
}
