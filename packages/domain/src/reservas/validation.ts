import { getCantidadDisponible } from './day-parts.ts';
import { CANTIDAD_PERSONAS_MAX } from './reservas.ts';
import {
  formatSectorSinDisponibilidad,
  MSG_CANTIDAD_MAXIMA,
  MSG_CANTIDAD_MAYOR_A_CERO,
  MSG_FECHA_ANTERIOR,
  MSG_HORARIO_NO_DISPONIBLE,
  MSG_SECTOR_SIN_DISPONIBILIDAD,
  MSG_SELECCIONE_CANTIDAD,
  MSG_SELECCIONE_FECHA_HORA,
  MSG_SELECCIONE_SECTOR,
  MSG_SIN_LUGAR_PARA_CANTIDAD,
} from './messages.ts';
import type { HorarioDisponible, Sector } from './schemas.ts';

/**
 * The reservation checks of spec 02 §5, in their order, with their exact messages (messages.ts). The web runs
 * findReservaError when Reservar is pressed (first message in an alert); the API runs the same function
 * before booking (after findReservaFieldError, see there).
 */

export type ReservaErrorCode =
  | 'horario-no-disponible'
  | 'sector-sin-disponibilidad-para-cantidad'
  | 'sin-fecha-hora'
  | 'fecha-anterior'
  | 'cantidad-no-positiva'
  | 'sin-cantidad'
  | 'cantidad-maxima'
  | 'sin-sector'
  | 'sector-no-disponible'
  | 'sin-lugar-para-cantidad';

export interface ReservaError {
  code: ReservaErrorCode;
  message: string;
}

/** What the checks read of the reservation being made. */
export interface ReservaDraft {
  /** ISO 8601; the chosen slot's `hora`. */
  fechaHora?: string | null;
  cantidad?: number | null;
  sectorId?: number | null;
}

const fail = (code: ReservaErrorCode, message: string): ReservaError => ({ code, message });

function findHorario(horarios: readonly HorarioDisponible[], fechaHora: string | null | undefined) {
  if (!fechaHora) return undefined;
  const instant = Date.parse(fechaHora);
  if (Number.isNaN(instant)) return undefined;
  return horarios.find((h) => Date.parse(h.hora) === instant);
}

const hasCantidad = (cantidad: number | null | undefined): cantidad is number =>
  typeof cantidad === 'number' && Number.isFinite(cantidad);

/**
 * Checks 1 to 5 of the spec's list (date and time given and not past, party size, sector chosen), which need
 * no availability. A party above the stepper's 99 is refused here too (the form never sends one).
 */
export function findReservaFieldError(draft: ReservaDraft, now: Date): ReservaError | null {
  const instant = draft.fechaHora ? Date.parse(draft.fechaHora) : Number.NaN;
  if (Number.isNaN(instant)) return fail('sin-fecha-hora', MSG_SELECCIONE_FECHA_HORA);
  if (instant < now.getTime()) return fail('fecha-anterior', MSG_FECHA_ANTERIOR);
  if (hasCantidad(draft.cantidad) && draft.cantidad <= 0) {
    return fail('cantidad-no-positiva', MSG_CANTIDAD_MAYOR_A_CERO);
  }
  if (!hasCantidad(draft.cantidad)) return fail('sin-cantidad', MSG_SELECCIONE_CANTIDAD);
  if (draft.cantidad > CANTIDAD_PERSONAS_MAX) return fail('cantidad-maxima', MSG_CANTIDAD_MAXIMA);
  if (!draft.sectorId) return fail('sin-sector', MSG_SELECCIONE_SECTOR);
  return null;
}

/**
 * Checks 1 to 7 against the loaded slots: the fields, then the sector offered at that slot (6), then room for
 * the party in it (7).
 */
export function validateReserva(
  draft: ReservaDraft,
  horarios: readonly HorarioDisponible[],
  now: Date,
): ReservaError | null {
  const fieldError = findReservaFieldError(draft, now);
  if (fieldError) return fieldError;
  const horario = findHorario(horarios, draft.fechaHora);
  const sectorId = draft.sectorId as number;
  const cantidad = draft.cantidad as number;
  if (!horario?.sectores.some((s) => s.reservaSectorId === sectorId && s.cantidad > 0)) {
    return fail('sector-no-disponible', MSG_SECTOR_SIN_DISPONIBILIDAD);
  }
  if (horario.disabled || getCantidadDisponible(horario, sectorId) < cantidad) {
    return fail('sin-lugar-para-cantidad', MSG_SIN_LUGAR_PARA_CANTIDAD);
  }
  return null;
}

/**
 * The checks that come before the list: the chosen time is one of the enabled slots, and the chosen sector
 * (when it is one of the merchant's) has room for the party there.
 */
export function findReservaSelectionError(
  draft: ReservaDraft,
  horarios: readonly HorarioDisponible[],
  sectores: readonly Sector[],
): ReservaError | null {
  const horario = findHorario(horarios, draft.fechaHora);
  if (!horario || horario.disabled) return fail('horario-no-disponible', MSG_HORARIO_NO_DISPONIBLE);
  const sector = sectores.find((s) => s.id === draft.sectorId);
  const cantidad = hasCantidad(draft.cantidad) ? draft.cantidad : 0;
  if (sector && getCantidadDisponible(horario, sector.id) < cantidad) {
    return fail('sector-sin-disponibilidad-para-cantidad', formatSectorSinDisponibilidad(sector.descripcion, cantidad));
  }
  return null;
}

/**
 * Every check in the spec's order: the selection (listed slot, sector with room), then 1 to 7. Null when the
 * reservation can be made.
 */
export function findReservaError(
  draft: ReservaDraft,
  horarios: readonly HorarioDisponible[],
  sectores: readonly Sector[],
  now: Date,
): ReservaError | null {
  return findReservaSelectionError(draft, horarios, sectores) ?? validateReserva(draft, horarios, now);
}
