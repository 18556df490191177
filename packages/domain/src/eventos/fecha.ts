import { parseIdText } from '../common/ids.ts';
import { toTitleSlug } from '../common/slug.ts';
import { toZonedParts } from '../common/time-zone.ts';
import { formatIsoDate, getIsoDateInZone, parseIsoDate, parseLocalDateTimeInZone } from '../common/zoned-time.ts';

/**
 * Dates of events (spec 01 §9, spec 02 §5): the weekday named with the 6-hour shift, so a show at 01:30 on
 * Saturday reads 'Viernes (noche)', the instant of a date as the merchant writes it in the back office, and the
 * event deep link evento/?t={title}&e={eventId}&f={dateOrDateId}. Everything is computed in the merchant's zone,
 * never the reader's.
 */

export const DIAS_SEMANA = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
/** The weekday of an event is the one of its time shifted back this many hours. */
export const EVENTO_DIA_SHIFT_HORAS = 6;
export const SUFIJO_NOCHE = ' (noche)';

const MS_PER_HOUR = 3_600_000;

function toInstant(fechaHora: string | number): number {
  const instant = typeof fechaHora === 'number' ? fechaHora : Date.parse(fechaHora);
  if (Number.isNaN(instant)) throw new RangeError(`Fecha y hora inválida: ${String(fechaHora)}`);
  return instant;
}

/**
 * The weekday of an event: of its time shifted back 6 hours in the merchant's zone, with ' (noche)' when the
 * shift lands on the previous day (Saturday 01:30 → 'Viernes (noche)'; Saturday 06:00 → 'Sábado').
 */
export function getDiaEvento(fechaHora: string | number, timeZone: string): string {
  const instant = toInstant(fechaHora);
  const real = toZonedParts(new Date(instant), timeZone);
  const shifted = toZonedParts(new Date(instant - EVENTO_DIA_SHIFT_HORAS * MS_PER_HOUR), timeZone);
  const sameDay = real.year === shifted.year && real.month === shifted.month && real.day === shifted.day;
  const nombre = DIAS_SEMANA[shifted.weekday] ?? '';
  return sameDay ? nombre : `${nombre}${SUFIJO_NOCHE}`;
}

/** The calendar date ('YYYY-MM-DD') the shifted weekday belongs to: the night an after-midnight show is part of. */
export function getJornadaEvento(fechaHora: string | number, timeZone: string): string {
  const shifted = toZonedParts(new Date(toInstant(fechaHora) - EVENTO_DIA_SHIFT_HORAS * MS_PER_HOUR), timeZone);
  return formatIsoDate(shifted);
}

/**
 * Whether an event date belongs to another night than `now`'s: both read with the 6-hour shift in the merchant's
 * zone, so a show at 01:00 is part of the evening before, and so is a scan at 02:00 (the door of that night).
 */
export function isOtraJornadaEvento(fechaHora: string | number, now: Date, timeZone: string): boolean {
  return getJornadaEvento(fechaHora, timeZone) !== getJornadaEvento(now.getTime(), timeZone);
}

/** The merchant's calendar date of an event ('YYYY-MM-DD'), the board's day. */
export function getFechaEvento(fechaHora: string, timeZone: string): string {
  const fecha = getIsoDateInZone(fechaHora, timeZone);
  if (!fecha) throw new RangeError(`Fecha y hora inválida: ${fechaHora}`);
  return fecha;
}

/** 'dd/MM' and 'HH:mm' as written in an ISO 8601 date-time with the merchant's offset (characters 5..16). */
export function formatFechaCortaEvento(fechaHora: string): string {
  return `${fechaHora.slice(8, 10)}/${fechaHora.slice(5, 7)}`;
}

export function formatHoraEvento(fechaHora: string): string {
  return fechaHora.slice(11, 16);
}

const HAS_OFFSET = /(?:[+-]\d{2}:?\d{2}|Z)$/i;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[+-]\d{2}:?\d{2}|Z)$/i;

/**
 * The instant of an event date as the merchant wrote it: their wall clock ('YYYY-MM-DDTHH:mm', read in their
 * zone) or an ISO 8601 instant with its offset. Null when it is neither.
 */
export function parseEventoFechaHora(text: string, timeZone: string): number | null {
  const value = text.trim();
  if (HAS_OFFSET.test(value)) {
    if (!ISO_WITH_OFFSET.test(value)) return null;
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? null : instant;
  }
  return parseLocalDateTimeInZone(value, timeZone);
}

// ---------------------------------------------------------------------------------------------------------------
// Deep link: evento/?t=title&e=eventId&f=dateOrDateId

/** The hash path of an event's deep link, its title as a slug (the link says what it is when shared). */
export function toEventoDeepLink(evento: { titulo: string; id: number; fecha: string | number }): string {
  const params = new URLSearchParams({ t: toTitleSlug(evento.titulo), e: String(evento.id), f: String(evento.fecha) });
  return `/evento/?${params.toString()}`;
}

export type EventoDeepLinkFecha = { fecha: string } | { eventoFechaId: number } | null;

/** The deep link's `f`: a 'YYYY-MM-DD' date, or the id of one of the event's dates; null when neither. */
export function parseEventoDeepLinkFecha(f: string | null | undefined): EventoDeepLinkFecha {
  const value = (f ?? '').trim();
  if (parseIsoDate(value)) return { fecha: value };
  const eventoFechaId = parseIdText(value);
  return eventoFechaId === null ? null : { eventoFechaId };
}

/** The deep link's parameters read from its query string; null when the event id is missing or not a number. */
export function parseEventoDeepLink(query: string): { eventoId: number; fecha: EventoDeepLinkFecha } | null {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const e = params.get('e') ?? '';
  const eventoId = parseIdText(e);
  if (eventoId === null) return null;
  return { eventoId, fecha: parseEventoDeepLinkFecha(params.get('f')) };
}
