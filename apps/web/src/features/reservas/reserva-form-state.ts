import {
  createReservaDefaults,
  getHoraDefault,
  isReservaPendienteTooSoon,
  type ReservaPendiente,
  getFechaLocal,
  getRangoOfHora,
  keepHoraIfFits,
  pickRango,
  pickSector,
  type HorariosDisponibles,
} from '@vidriera/domain/reservas';
import { getZonedIsoDate } from '@vidriera/domain/common';

/**
 * What the reservation form holds. `hora` is the chosen slot's ISO `hora` (the proposed 07:30 until the
 * availability loads), null when none is chosen.
 */
export interface ReservaFormState {
  fecha: string;
  /** Null while the party-size input is empty (it is required). */
  cantidad: number | null;
  rango: number | null;
  sectorId: number | null;
  hora: string | null;
  observacion: string;
  /**
   * From an event link: the event (the reservation is its local entry), its title, and the day the link proposed;
   * on another day the reservation is a plain one (see getEventoDeReserva).
   */
  eventoId: number | null;
  eventoTitulo: string | null;
  eventoFecha: string | null;
  /** The sector last chosen without room: its hint shows until another choice is made. */
  sectorSinLugarId: number | null;
}

/**
 * The form's start: the pending draft of this business when there is one (an event link or a return from the
 * detail screen), else today in the merchant's calendar, party of 2, night and 07:30 (spec 02 §4). That time is
 * a proposal, as an event link's is: once the availability loads it stays chosen only if it is a slot of the day
 * part on screen with room in the sector (applyAvailability), so with the night on screen the customer picks a
 * time. A date before today moves to today.
 */
export function createInitialState(
  draft: ReservaPendiente | null,
  configRestoId: number,
  timeZone: string,
  now: Date,
): ReservaFormState {
  const today = getZonedIsoDate(now, timeZone);
  const defaults = createReservaDefaults(today);
  const base: ReservaFormState = {
    fecha: defaults.fecha,
    cantidad: defaults.cantidad,
    rango: defaults.rango,
    sectorId: null,
    hora: getHoraDefault(defaults.fecha, timeZone),
    observacion: '',
    eventoId: null,
    eventoTitulo: null,
    eventoFecha: null,
    sectorSinLugarId: null,
  };
  if (!draft || draft.configRestoId !== configRestoId) return base;
  const fecha = getFechaLocal(draft.fechaHora);
  return {
    ...base,
    // ISO dates compare as text; a draft for a day already past starts today.
    fecha: [fecha, today].sort()[1] ?? today,
    cantidad: draft.cantidad > 0 ? draft.cantidad : base.cantidad,
    rango: draft.rango || getRangoOfHora(draft.fechaHora),
    sectorId: draft.sectorId ?? null,
    // An event link proposes a time; whether it is a slot is known once the availability loads.
    hora: draft.fechaHora.length > 10 ? draft.fechaHora : null,
    observacion: draft.observacion ?? '',
    eventoId: draft.eventoId ?? null,
    eventoTitulo: draft.eventoTitulo ?? null,
    eventoFecha: draft.eventoId ? fecha : null,
  };
}

/** The event the reservation is the entry to: the link's, while the form is on the day the link proposed. */
export function getEventoDeReserva(state: ReservaFormState): { eventoId: number | null; eventoTitulo: string | null } {
  return state.eventoId !== null && state.fecha === state.eventoFecha
    ? { eventoId: state.eventoId, eventoTitulo: state.eventoTitulo }
    : { eventoId: null, eventoTitulo: null };
}

/** Spec: on load, a draft less than 2 hours ahead is discarded. */
export function shouldDiscardDraft(draft: ReservaPendiente | null, now: Date): boolean {
  return draft !== null && isReservaPendienteTooSoon(draft, now);
}

/** The chosen time belongs to the day part on screen, or it is not shown as chosen. */
function keepHoraInRango(hora: string | null, rango: number | null): string | null {
  return hora && rango !== null && getRangoOfHora(hora) === rango ? hora : null;
}

/**
 * After the availability loads: the day part is kept if it has slots, else auto-selected (night, midday,
 * afternoon, morning); the first sector with room is chosen if none is; the time stays only if it still fits.
 */
export function applyAvailability(state: ReservaFormState, data: HorariosDisponibles): ReservaFormState {
  const cantidad = state.cantidad ?? 0;
  const rango = pickRango(data.horarios, state.rango);
  const sectorId =
    rango === null ? null : pickSector(data.horarios, data.sectores, rango, cantidad, state.sectorId, true);
  const hora = keepHoraInRango(keepHoraIfFits(data.horarios, state.hora, sectorId, cantidad), rango);
  return { ...state, rango, sectorId, hora };
}

export function chooseRango(state: ReservaFormState, data: HorariosDisponibles, rango: number): ReservaFormState {
  const cantidad = state.cantidad ?? 0;
  const sectorId = pickSector(data.horarios, data.sectores, rango, cantidad, state.sectorId, true);
  const hora = keepHoraInRango(keepHoraIfFits(data.horarios, state.hora, sectorId, cantidad), rango);
  return { ...state, rango, sectorId, hora, sectorSinLugarId: null };
}

/** Spec: a sector without availability is cleared again; the time is cleared if it no longer fits the sector. */
export function chooseSector(state: ReservaFormState, data: HorariosDisponibles, sectorId: number): ReservaFormState {
  const cantidad = state.cantidad ?? 0;
  const rango = state.rango ?? 0;
  const chosen = pickSector(data.horarios, data.sectores, rango, cantidad, sectorId, false);
  const hora = keepHoraIfFits(data.horarios, state.hora, chosen, cantidad);
  return { ...state, sectorId: chosen, hora, sectorSinLugarId: chosen === null ? sectorId : null };
}

/** Spec: changing the date clears the chosen time (the availability is fetched again for the new day). */
export function chooseFecha(state: ReservaFormState, fecha: string): ReservaFormState {
  return { ...state, fecha, hora: null, sectorSinLugarId: null };
}
