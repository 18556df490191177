import { getDiaEvento, getFechaEvento, toEventoDeepLink, type Evento, DIAS_SEMANA } from '@vidriera/domain/eventos';
import {
  addDaysToIsoDate,
  getNombreMes,
  getWeekdayOfIsoDate,
  getZonedIsoDate,
  parseIsoDate,
} from '@vidriera/domain/common';
import { esCartelera } from '../../i18n/es-cartelera.ts';

// Dates are read in the merchant's zone (the board's timeZone), never the browser's: the domain does the
// arithmetic; this file only words it for the board.

/** 'Sábado 21 de noviembre' of a 'YYYY-MM-DD' date, with 'Hoy' or 'Mañana' in front for those days. */
export function formatDiaCartelera(
  fecha: string,
  now: Date,
  timeZone: string,
): { titulo: string; relativo: string | null } {
  const date = parseIsoDate(fecha);
  if (!date) return { titulo: fecha, relativo: null };
  const mes = getNombreMes(date.month);
  const titulo = `${DIAS_SEMANA[getWeekdayOfIsoDate(fecha)]} ${date.day} de ${mes}`;
  const hoy = getZonedIsoDate(now, timeZone);
  if (fecha === hoy) return { titulo, relativo: esCartelera.hoy };
  if (fecha === addDaysToIsoDate(hoy, 1)) return { titulo, relativo: esCartelera.manana };
  return { titulo, relativo: null };
}

/** The weekday an event is named by (6-hour shift: a 01:30 show reads 'Viernes (noche)'). */
export function getDiaDelEvento(evento: Pick<Evento, 'fechaHora'>, timeZone: string): string {
  return getDiaEvento(evento.fechaHora, timeZone);
}

/** The 'YYYY-MM-DD' an event date goes by in links (compratickets, the single event, the deep link). */
export function getFechaLink(evento: Pick<Evento, 'fechaHora'>, timeZone: string): string {
  return getFechaEvento(evento.fechaHora, timeZone);
}

/**
 * The address shared for an event: its deep link evento/?t=&e=&f=, nothing more. On a portal the deep link screen
 * asks the server which of the site's businesses holds the event (GET eventos/link/{eventoId}).
 */
export function getEventoShareUrl(evento: Evento, timeZone: string): string {
  const path = toEventoDeepLink({ titulo: evento.titulo, id: evento.id, fecha: getFechaLink(evento, timeZone) });
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

/** The single event's board path (cartelera/{carpeta}/{eventoId}/{fecha}). */
export function getEventoPath(evento: Evento, timeZone: string): string {
  return `/cartelera/${encodeURIComponent(evento.carpeta)}/${evento.id}/${getFechaLink(evento, timeZone)}`;
}
