import type { ReservaComercio } from '@vidriera/domain/reservas';
import { addDaysToIsoDate, formatInstantInZone, toZonedInstant } from '@vidriera/domain/common';

/** The wall-clock time of an ISO 8601 instant written with the merchant's offset ('21:30'). */
export const horaDe = (iso: string) => iso.slice(11, 16);

/** Estados that no longer count (cancelled, absent): shown muted, left out of the totals. */
export const isReservaCerrada = (estado: number) => estado === 3 || estado === 4 || estado === 6;

/** The reservations of one time of the book, in the sectors' order. */
export interface GrupoHorario {
  hora: string;
  reservas: ReservaComercio[];
  personas: number;
}

/**
 * The day's reservations grouped by their time, each group in the order of the business's sectors (then by
 * arrival in the book); closed ones (cancelled, absent) last in their group.
 */
export function groupByHorario(reservas: readonly ReservaComercio[], sectorOrder: readonly number[]): GrupoHorario[] {
  const rank = (r: ReservaComercio) => {
    const i = sectorOrder.indexOf(r.sectorId);
    return (isReservaCerrada(r.estado) ? 1000 : 0) + (i < 0 ? 999 : i);
  };
  const groups = new Map<string, ReservaComercio[]>();
  for (const r of [...reservas].sort((a, b) => a.fechaHora.localeCompare(b.fechaHora) || a.id - b.id)) {
    const hora = horaDe(r.fechaHora);
    groups.set(hora, [...(groups.get(hora) ?? []), r]);
  }
  return [...groups].map(([hora, list]) => ({
    hora,
    reservas: list.sort((a, b) => rank(a) - rank(b) || a.id - b.id),
    personas: list.filter((r) => !isReservaCerrada(r.estado)).reduce((sum, r) => sum + r.cantidad, 0),
  }));
}

/** How many reservations still count (not cancelled nor absent) and their people. */
export function countVigentes(reservas: readonly ReservaComercio[]): { reservas: number; personas: number } {
  const open = reservas.filter((r) => !isReservaCerrada(r.estado));
  return { reservas: open.length, personas: open.reduce((sum, r) => sum + r.cantidad, 0) };
}

const weekday = new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'sábado, 21 de noviembre' for 'YYYY-MM-DD' (a calendar day: read in UTC, whatever the browser's zone). */
export function formatDia(fecha: string): string {
  const date = new Date(`${fecha}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? fecha : weekday.format(date);
}

/** 'DD/MM' of an ISO 8601 instant written with the merchant's offset. */
export const diaMesDe = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * The instant a walk-in typed as 'HH:mm' on the book's day means, with the merchant's offset: before 6:00 it is
 * the night after the day (the book runs 6:00 to 6:00). Null for an empty or malformed time (the server then
 * takes now).
 */
export function toLlegadaIso(fecha: string, hhmm: string, timeZone: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const day = minutes < 6 * 60 ? addDaysToIsoDate(fecha, 1) : fecha;
  return formatInstantInZone(toZonedInstant(day, minutes, timeZone), timeZone);
}
