import { listTurnos, type ReservaOcupante, type ServicioReservas } from './availability.ts';
import { ESTADO_CONFIRMADA, ESTADO_RECIBIDA } from './reservas.ts';
import { addDaysToIsoDate } from '../common/zoned-time.ts';

/**
 * The back office's reservation rules: walk-ins (parties that arrive without a booking), what a change of a
 * sector's capacity leaves over capacity, and the actions the book offers for each estado. Pure: the API
 * enforces them and the web shows them.
 */

// ---------------------------------------------------------------------------------------------------------------
// Where a reservation came from

export const ORIGENES_RESERVA = ['web', 'walk-in'] as const;
export type OrigenReserva = (typeof ORIGENES_RESERVA)[number];
/** Booked by a customer (the reservation form). */
export const ORIGEN_WEB: OrigenReserva = 'web';
/** Recorded by the staff when the party arrived without a booking. */
export const ORIGEN_WALK_IN: OrigenReserva = 'walk-in';

// ---------------------------------------------------------------------------------------------------------------
// Walk-ins

/** A walk-in is recorded when the party is there: at most this many minutes ahead of the clock... */
export const WALK_IN_MAX_ADELANTO_MINUTOS = 15;
/** ...and at most this many hours late (the staff note it after the rush). */
export const WALK_IN_MAX_ATRASO_HORAS = 12;

export const MSG_WALK_IN_FUTURO = 'La llegada no puede ser en el futuro: registrala cuando el cliente esté en el local';
export const MSG_WALK_IN_ANTIGUO = `La llegada no puede ser de hace más de ${WALK_IN_MAX_ATRASO_HORAS} horas`;
export const MSG_WALK_IN_NOMBRE = 'Indicá el nombre de quien llegó';
export const MSG_SIN_SERVICIOS = 'El comercio no tiene servicios de reserva activos';
export const MSG_SECTOR_INEXISTENTE = 'El sector no existe o está dado de baja';

const MS_PER_MINUTE = 60_000;

/** Null when a walk-in may be recorded at `instant` (epoch ms), else the reason. */
export function findWalkInTimeError(instant: number, now: Date): string | null {
  const nowMs = now.getTime();
  if (instant > nowMs + WALK_IN_MAX_ADELANTO_MINUTOS * MS_PER_MINUTE) return MSG_WALK_IN_FUTURO;
  if (instant < nowMs - WALK_IN_MAX_ATRASO_HORAS * 60 * MS_PER_MINUTE) return MSG_WALK_IN_ANTIGUO;
  return null;
}

/**
 * The service whose durations a walk-in at `instant` takes: the one of the slot nearest to it, on the
 * merchant's day `fecha` or the evening before (a window past midnight belongs to the day it started);
 * outside every window, the first active service. Null when the business has no service.
 */
export function pickServicioDeIngreso(
  instant: number,
  fecha: string,
  servicios: readonly ServicioReservas[],
  timeZone: string,
): ServicioReservas | null {
  let best: { servicio: ServicioReservas; distance: number } | null = null;
  for (const day of [addDaysToIsoDate(fecha, -1), fecha]) {
    for (const turno of listTurnos(day, servicios, timeZone)) {
      const distance = Math.abs(turno.inicio - instant);
      if (!best || distance < best.distance) best = { servicio: turno.servicio, distance };
    }
  }
  return best?.servicio ?? servicios[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Capacity changes

/**
 * The reservations seated at some instant when their sector holds more people than `capacidad`: those a lower
 * capacity leaves over it. The change is saved anyway (the bookings were made in good faith); the answer lists
 * them so the business can call them. Occupancy only rises where a reservation starts, so checking each start is
 * enough. O(n²) over one sector's future bookings.
 */
export function findReservasSobreCapacidad<T extends ReservaOcupante & { id: number }>(
  reservas: readonly T[],
  capacidad: number,
): T[] {
  const over = new Set<number>();
  for (const at of reservas) {
    const seated = reservas.filter((r) => r.inicio <= at.inicio && r.fin > at.inicio);
    const total = seated.reduce((sum, r) => sum + r.cantidad, 0);
    if (total > capacidad) for (const r of seated) over.add(r.id);
  }
  return reservas.filter((r) => over.has(r.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The book's actions

export type AccionReserva = 'confirmar' | 'cancelar' | 'cumplida' | 'ausente';

/**
 * The actions the book offers for a reservation in `estado`: a received one can be confirmed; a current one
 * (received or confirmed) cancelled with a reason, marked arrived (fulfilled) or absent. The API applies the
 * same state machine (reservas.ts canMoveReserva).
 */
export function listAccionesReserva(estado: number): AccionReserva[] {
  if (estado === ESTADO_RECIBIDA) return ['confirmar', 'cumplida', 'ausente', 'cancelar'];
  if (estado === ESTADO_CONFIRMADA) return ['cumplida', 'ausente', 'cancelar'];
  return [];
}
