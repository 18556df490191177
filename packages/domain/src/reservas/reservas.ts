import { parseDraft, serializeDraft } from '../common/drafts.ts';
import { formatInstantInZone, parseHhMm, shiftIsoKeepingOffset, toZonedInstant } from '../common/zoned-time.ts';

/**
 * Table reservations (spec 02 §4 and §9): estados and their moves, the party-size stepper, the pending draft,
 * the form's defaults and the event → reservation link. The other rules live beside this file:
 * day-parts.ts (day parts, auto-selection of day part, sector and time), availability.ts
 * (slots and remaining places), validation.ts (the checks, in order), messages.ts (their messages) and
 * schemas.ts (the API contracts).
 */

/** Party size bounds of the form and the API. */
export const CANTIDAD_PERSONAS_MIN = 1;
export const CANTIDAD_PERSONAS_MAX = 99;

// ---------------------------------------------------------------------------------------------------------------
// Estados

export const ESTADO_RECIBIDA = 0;
export const ESTADO_CONFIRMADA = 1;
export const ESTADO_CANCELADA_CLIENTE = 3;
export const ESTADO_CANCELADA = 4;
export const ESTADO_CUMPLIDA = 5;
export const ESTADO_AUSENTE = 6;
export type EstadoReserva = 0 | 1 | 3 | 4 | 5 | 6;

/** Below 2 a reservation is current (received or confirmed). */
export function isReservaVigente(estado: number): boolean {
  return estado < 2;
}

/** The customer may cancel (Anular Reserva) only a received or confirmed reservation. */
export function canClienteCancelar(estado: number): boolean {
  return estado === ESTADO_RECIBIDA || estado === ESTADO_CONFIRMADA;
}

/**
 * Allowed moves. Received → confirmed; a current reservation can be cancelled by the client (3) or the
 * merchant (4), or closed as fulfilled (5) or absent (6) even if the merchant never confirmed it. 3..6 are final.
 */
const MOVES: Readonly<Record<number, readonly number[]>> = {
  [ESTADO_RECIBIDA]: [ESTADO_CONFIRMADA, ESTADO_CANCELADA_CLIENTE, ESTADO_CANCELADA, ESTADO_CUMPLIDA, ESTADO_AUSENTE],
  [ESTADO_CONFIRMADA]: [ESTADO_CANCELADA_CLIENTE, ESTADO_CANCELADA, ESTADO_CUMPLIDA, ESTADO_AUSENTE],
};

export function canMoveReserva(from: number, to: number): boolean {
  return MOVES[from]?.includes(to) ?? false;
}

/** The customer's cancel of a reservation no longer received or confirmed (409). */
export const MSG_NO_SE_PUEDE_ANULAR =
  'La reserva ya no se puede anular: solo se anulan reservas recibidas o confirmadas';

/** Why a move is refused (409), for the API's answer. */
export function describeForbiddenMove(from: number, to: number): string {
  return `No se puede pasar una reserva ${getEstadoReservaLabel(from).toLowerCase()} a ${getEstadoReservaLabel(to).toLowerCase()}`;
}

const MOTIVO_CANCELACION = /Cancelado:\s*([^\]]*)\]/;

/** The merchant's cancellation reason, stored in the observation as '[Cancelado: motivo]'. */
export function formatObservacionCancelada(observacion: string, motivo: string): string {
  const tag = `[Cancelado: ${motivo.replace(/\]/g, ')').trim()}]`;
  return observacion.trim() ? `${observacion.trim()} ${tag}` : tag;
}

/** The reason read back from the observation (text between 'Cancelado:' and ']'); null without one. */
export function getMotivoCancelacion(observacion: string | null | undefined): string | null {
  const match = MOTIVO_CANCELACION.exec(observacion ?? '');
  return match ? (match[1] ?? '').trim() || null : null;
}

/** The observation as the customer wrote it, without the merchant's cancellation tag. */
export function getObservacionCliente(observacion: string | null | undefined): string {
  return (observacion ?? '').replace(/\s*\[Cancelado:[^\]]*\]/, '').trim();
}

const ESTADO_LABELS: Readonly<Record<number, string>> = {
  [ESTADO_RECIBIDA]: 'Reserva Recibida',
  [ESTADO_CONFIRMADA]: 'Reserva Confirmada',
  [ESTADO_CANCELADA_CLIENTE]: 'Cancelada por el cliente',
  [ESTADO_CANCELADA]: 'Cancelada',
  [ESTADO_CUMPLIDA]: 'Cumplida',
  [ESTADO_AUSENTE]: 'Ausente',
};

export function getEstadoReservaLabel(estado: number): string {
  return ESTADO_LABELS[estado] ?? 'Desconocido';
}

/** The status line of a card: a merchant's cancellation shows its reason. */
export function describeEstadoReserva(estado: number, observacion?: string | null): string {
  const label = getEstadoReservaLabel(estado);
  if (estado !== ESTADO_CANCELADA) return label;
  const motivo = getMotivoCancelacion(observacion);
  return motivo ? `${label}: ${motivo}` : label;
}

// ---------------------------------------------------------------------------------------------------------------
// Party size stepper

export const CANTIDAD_DEFAULT = 2;
/** What the stepper falls back to when the value typed is above the maximum. */
export const CANTIDAD_AL_EXCEDER = 10;

/** Below 1 becomes 1; above 99 becomes 10 (spec 02 §5). Fractions are cut. */
export function clampCantidadPersonas(value: number): number {
  if (!Number.isFinite(value) || value < CANTIDAD_PERSONAS_MIN) return CANTIDAD_PERSONAS_MIN;
  if (value > CANTIDAD_PERSONAS_MAX) return CANTIDAD_AL_EXCEDER;
  return Math.trunc(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Pending reservation (local draft) and the form's defaults

export const RESERVA_PENDIENTE_KEY = 'reservapendiente';
export const RESERVA_PENDIENTE_TTL_MINUTES = 30;
/** A draft for a time closer than this is dropped when the form loads. */
export const RESERVA_MIN_HORAS_ANTICIPACION = 2;

export const RANGO_DEFAULT = 4;
export const HORA_DEFAULT = '07:30';

/** The reservation being built, as the form keeps it between screens. */
export interface ReservaPendiente {
  /** 0 until saved. */
  id?: number;
  /** ISO 8601 of the chosen slot (or the date with the default time before one is chosen). */
  fechaHora: string;
  cantidad: number;
  sectorId: number | null;
  sector?: { id: number; descripcion: string } | null;
  observacion: string;
  rango: number;
  seleccionoHorario: boolean;
  configRestoId: number;
  carpeta?: string;
  minutosDeTolerancia?: number;
  /** From an event link: the event the reservation is the local entry to (eventos/entrada-local.ts), and its title. */
  eventoId?: number | null;
  eventoTitulo?: string | null;
}

export function serializeReservaPendiente(reserva: ReservaPendiente, now: Date): string {
  return serializeDraft('reserva', reserva, now);
}

/** The stored draft, or null when unreadable or older than 30 minutes. */
export function parseReservaPendiente(raw: string | null | undefined, now: Date): ReservaPendiente | null {
  const reserva = parseDraft(raw, 'reserva', now, RESERVA_PENDIENTE_TTL_MINUTES);
  if (!reserva || typeof reserva.fechaHora !== 'string' || typeof reserva.cantidad !== 'number') return null;
  return reserva as unknown as ReservaPendiente;
}

/** On load, a draft less than 2 hours ahead (or unreadable in time) is discarded. */
export function isReservaPendienteTooSoon(reserva: Pick<ReservaPendiente, 'fechaHora'>, now: Date): boolean {
  const instant = Date.parse(reserva.fechaHora);
  return Number.isNaN(instant) || instant - now.getTime() < RESERVA_MIN_HORAS_ANTICIPACION * 3_600_000;
}

/** The form's starting values: today, party of 2, night, 07:30. */
export function createReservaDefaults(today: string): {
  fecha: string;
  cantidad: number;
  rango: number;
  hora: string;
} {
  return { fecha: today, cantidad: CANTIDAD_DEFAULT, rango: RANGO_DEFAULT, hora: HORA_DEFAULT };
}

/**
 * The form's starting time: 07:30 of that day in the merchant's zone, as a slot's ISO `hora` is written. Like the
 * time an event link proposes, it is a proposal: it stays chosen only when the availability lists it as a slot of
 * the day part on screen with room in the sector; otherwise the form asks for a time.
 */
export function getHoraDefault(fecha: string, timeZone: string): string {
  return formatInstantInZone(toZonedInstant(fecha, parseHhMm(HORA_DEFAULT), timeZone), timeZone);
}

// ---------------------------------------------------------------------------------------------------------------
// Event → reservation link

export const EVENTO_RESERVA_CONFIRM = 'Recomendamos reservar para un rato antes del evento';
export const EVENTO_RESERVA_MINUTOS_ANTES = 30;
export const EVENTO_RESERVA_CANTIDAD = 2;

/** Event types 0, 1 and above 4 lead to a reservation; the others to a ticket purchase. */
export function isEventoDeReserva(tpEvento: number): boolean {
  return tpEvento === 0 || tpEvento === 1 || tpEvento > 4;
}

export function formatNotaEvento(titulo: string): string {
  return `Reservado desde link. Para ${titulo}`;
}

/**
 * The reservation an event link starts: 30 minutes before the event, for 2, with the note. The event's
 * `fechaHora` keeps its offset, so the result is in the merchant's wall-clock time too.
 */
export function createReservaFromEvento(evento: { id: number; titulo: string; fechaHora: string }): {
  fechaHora: string;
  cantidad: number;
  observacion: string;
  eventoId: number;
} {
  return {
    fechaHora: shiftIsoKeepingOffset(evento.fechaHora, -EVENTO_RESERVA_MINUTOS_ANTES),
    cantidad: EVENTO_RESERVA_CANTIDAD,
    observacion: formatNotaEvento(evento.titulo),
    eventoId: evento.id,
  };
}
