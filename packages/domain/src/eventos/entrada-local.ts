import { getJornadaEvento } from './fecha.ts';
import { isEventoDeReserva } from '../reservas/reservas.ts';
import { IMPORTE_POR_PERSONA_LOCAL } from './tickets.ts';

/**
 * Local event entry (spec 02 §3, §9): the entry to an event held at the venue that a customer books as a table
 * reservation (event types 0, 1 and above 4 lead to a reservation, §4). Its price per person is fixed at 3000
 * pesos, whatever the event's own `importe`; its other fields repeat the event (id, titulo, eventoFechaId,
 * fechaHora) and the reservation (cantidad, sector, configResto). A reservation made from an event link carries
 * its entry: its `importe` is the entry's total, and it names the event's date it is for, the one of the same
 * night (6-hour shift, as the board names days) as the reserved time. See docs/decisions/027-local-event-entry.md.
 */

export { IMPORTE_POR_PERSONA_LOCAL };

/** The event named by a reservation is not a reservation-type event of that business that is on the board. */
export const MSG_EVENTO_NO_VALIDO = 'El evento no es válido';
/** The event has no date on the night of the reserved time. */
export const MSG_EVENTO_OTRA_FECHA = 'El evento no es en la fecha de la reserva';

/** Whether an event's entry is booked as a reservation (a local entry) rather than bought as tickets. */
export function isEventoConEntradaLocal(tpEvento: number): boolean {
  return isEventoDeReserva(tpEvento);
}

/** Pesos of a local entry for a party: 3000 per person. */
export function getImporteEntradaLocal(cantidad: number): number {
  return IMPORTE_POR_PERSONA_LOCAL * Math.max(0, Math.trunc(cantidad));
}

/**
 * The event date a reservation at `reservaFechaHora` is the entry to: the first (in time order) of the night the
 * reservation belongs to, both read with the 6-hour shift in the merchant's zone (a table at 23:30 is for the
 * show at 00:30). Null when the event has no date that night.
 */
export function findFechaEntradaLocal<T extends { fechaHora: string | number }>(
  fechas: readonly T[],
  reservaFechaHora: string | number,
  timeZone: string,
): T | null {
  const jornada = getJornadaEvento(reservaFechaHora, timeZone);
  const toMs = (f: string | number) => (typeof f === 'number' ? f : Date.parse(f));
  const sameNight = fechas.filter((f) => getJornadaEvento(f.fechaHora, timeZone) === jornada);
  sameNight.sort((a, b) => toMs(a.fechaHora) - toMs(b.fechaHora));
  return sameNight[0] ?? null;
}
