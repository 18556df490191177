import type { HorarioDisponible, Sector } from './schemas.ts';

/**
 * Day parts (rango) of the reservation form and the choices the form makes by itself after loading the
 * availability (spec 02 §4 Reservation flow, §5 Reservations). Pure: the web shows them, the API stores `rango`.
 */

export const RANGO_MANANA = 1;
export const RANGO_MEDIODIA = 2;
export const RANGO_TARDE = 3;
export const RANGO_NOCHE = 4;
export type Rango = 1 | 2 | 3 | 4;

/** The four buttons, in screen order. */
export const RANGOS: readonly Rango[] = [RANGO_MANANA, RANGO_MEDIODIA, RANGO_TARDE, RANGO_NOCHE];

/** When the chosen day part has no slots, the first of these that has some is chosen. */
export const RANGO_AUTO_ORDER: readonly Rango[] = [RANGO_NOCHE, RANGO_MEDIODIA, RANGO_TARDE, RANGO_MANANA];

/** Day-part hour bounds (spec 02 §9): morning from 6, midday from 12, afternoon from 15, night from 20. */
export const RANGO_HOUR_BOUNDS = { manana: 6, mediodia: 12, tarde: 15, noche: 20 } as const;

/** The day part of a wall-clock hour (0..23): night runs from 20 to before 6. */
export function getRangoOfHour(hour: number): Rango {
  if (hour >= RANGO_HOUR_BOUNDS.manana && hour < RANGO_HOUR_BOUNDS.mediodia) return RANGO_MANANA;
  if (hour >= RANGO_HOUR_BOUNDS.mediodia && hour < RANGO_HOUR_BOUNDS.tarde) return RANGO_MEDIODIA;
  if (hour >= RANGO_HOUR_BOUNDS.tarde && hour < RANGO_HOUR_BOUNDS.noche) return RANGO_TARDE;
  return RANGO_NOCHE;
}

/**
 * 'HH:mm' of a slot's `hora` (ISO 8601 with the merchant's offset): read from the text, so it is the
 * merchant's wall-clock time whatever zone the browser is in.
 */
export function getHoraLocal(hora: string): string {
  return hora.slice(11, 16);
}

/** 'YYYY-MM-DD' of a slot's `hora`, in the merchant's calendar. */
export function getFechaLocal(hora: string): string {
  return hora.slice(0, 10);
}

export function getRangoOfHora(hora: string): Rango {
  return getRangoOfHour(Number(hora.slice(11, 13)));
}

/** The slots a day-part shows: enabled ones only. */
export function listHorariosOfRango(horarios: readonly HorarioDisponible[], rango: number): HorarioDisponible[] {
  return horarios.filter((h) => !h.disabled && getRangoOfHora(h.hora) === rango);
}

/** The day parts with at least one enabled slot, in screen order: only these buttons show. */
export function listRangosConHorarios(horarios: readonly HorarioDisponible[]): Rango[] {
  const present = new Set<number>();
  for (const h of horarios) if (!h.disabled) present.add(getRangoOfHora(h.hora));
  return RANGOS.filter((r) => present.has(r));
}

/**
 * The day part after loading slots: the current one if it has slots, else the first with slots in the order
 * night, midday, afternoon, morning; the current one stays when none has slots.
 */
export function pickRango(horarios: readonly HorarioDisponible[], current: number | null | undefined): number | null {
  const withSlots = listRangosConHorarios(horarios);
  if (current != null && withSlots.includes(current as Rango)) return current;
  return RANGO_AUTO_ORDER.find((r) => withSlots.includes(r)) ?? current ?? null;
}

/** Remaining places of a sector at a slot (0 when the slot does not list it). */
export function getCantidadDisponible(horario: HorarioDisponible, sectorId: number): number {
  for (const s of horario.sectores) if (s.reservaSectorId === sectorId) return s.cantidad;
  return 0;
}

/** The slot is enabled and the sector has room there for the party. */
export function doesHorarioFitSector(horario: HorarioDisponible, sectorId: number, cantidad: number): boolean {
  return !horario.disabled && getCantidadDisponible(horario, sectorId) >= Math.max(1, cantidad);
}

/** The slots of a day part where the sector has room for the party: the time-slot buttons. */
export function listHorariosDeSector(
  horarios: readonly HorarioDisponible[],
  rango: number,
  sectorId: number,
  cantidad: number,
): HorarioDisponible[] {
  return listHorariosOfRango(horarios, rango).filter((h) => doesHorarioFitSector(h, sectorId, cantidad));
}

/** A sector has availability in a day part when some enabled slot of it has room for the party ('sin lugar' otherwise). */
export function isSectorDisponible(
  horarios: readonly HorarioDisponible[],
  rango: number,
  sectorId: number,
  cantidad: number,
): boolean {
  return listHorariosOfRango(horarios, rango).some((h) => doesHorarioFitSector(h, sectorId, cantidad));
}

/**
 * The sector after loading slots or choosing one: the current one while it has availability, else (when
 * `autoSelect`) the first sector with availability; null when none has.
 */
export function pickSector(
  horarios: readonly HorarioDisponible[],
  sectores: readonly Sector[],
  rango: number,
  cantidad: number,
  current: number | null | undefined,
  autoSelect = true,
): number | null {
  if (current != null && isSectorDisponible(horarios, rango, current, cantidad)) return current;
  if (!autoSelect) return null;
  return sectores.find((s) => isSectorDisponible(horarios, rango, s.id, cantidad))?.id ?? null;
}

/** The chosen time stays only while it still fits the sector (and the party); else it is cleared. */
export function keepHoraIfFits(
  horarios: readonly HorarioDisponible[],
  hora: string | null | undefined,
  sectorId: number | null | undefined,
  cantidad: number,
): string | null {
  if (!hora || sectorId == null) return null;
  const instant = Date.parse(hora);
  const horario = horarios.find((h) => Date.parse(h.hora) === instant);
  return horario && doesHorarioFitSector(horario, sectorId, cantidad) ? hora : null;
}
