import { getRangoOfHour, RANGOS, type Rango } from '../reservas/day-parts.ts';
import { addDaysToIsoDate, getZonedIsoDate, toZonedInstant } from '../common/zoned-time.ts';

/**
 * The merchant's numbers (decision 035): the periods a dashboard covers and the pure sums the API does after its
 * SQL. Days are the merchant's calendar days: 'hoy' is today in the business's zone, '7d' and '30d' end today and
 * start 6 and 29 days before.
 */

export const PERIODOS = ['hoy', '7d', '30d'] as const;
export type Periodo = (typeof PERIODOS)[number];

export const MSG_PERIODO_INVALIDO = 'El período debe ser hoy, 7d o 30d';

const DIAS_DE_PERIODO: Record<Periodo, number> = { hoy: 1, '7d': 7, '30d': 30 };

export interface RangoPeriodo {
  /** First and last day ('YYYY-MM-DD', both included) in the merchant's calendar. */
  desde: string;
  hasta: string;
  /** Every day of the period, oldest first. */
  dias: string[];
  /** Instants (ms) of the first day's midnight and of the midnight after the last day, in the merchant's zone. */
  inicio: number;
  fin: number;
}

/** The days a period covers at `now` in the merchant's zone, with the instants that bound them. */
export function getRangoPeriodo(periodo: Periodo, now: Date, timeZone: string): RangoPeriodo {
  const hasta = getZonedIsoDate(now, timeZone);
  const n = DIAS_DE_PERIODO[periodo];
  const desde = addDaysToIsoDate(hasta, -(n - 1));
  const dias = Array.from({ length: n }, (_, i) => addDaysToIsoDate(desde, i));
  return {
    desde,
    hasta,
    dias,
    inicio: toZonedInstant(desde, 0, timeZone),
    fin: toZonedInstant(addDaysToIsoDate(hasta, 1), 0, timeZone),
  };
}

/** One row per day of the period (days without orders at zero), from the SQL's rows of the days that had some. */
export function fillDias<T extends { fecha: string }>(
  dias: readonly string[],
  rows: readonly T[],
  empty: (fecha: string) => T,
): T[] {
  const byDay = new Map(rows.map((r) => [r.fecha, r]));
  return dias.map((fecha) => byDay.get(fecha) ?? empty(fecha));
}

/** One row per hour 0..23 (hours without orders at zero). */
export function fillHoras<T extends { hora: number }>(rows: readonly T[], empty: (hora: number) => T): T[] {
  const byHour = new Map(rows.map((r) => [r.hora, r]));
  return Array.from({ length: 24 }, (_, hora) => byHour.get(hora) ?? empty(hora));
}

export const NOMBRE_RANGO: Record<Rango, string> = { 1: 'Mañana', 2: 'Mediodía', 3: 'Tarde', 4: 'Noche' };

export interface ReservasPorHora {
  /** Wall-clock hour (0..23) of the reservation in the merchant's zone. */
  hora: number;
  reservas: number;
  personas: number;
}

export interface ReservasPorFranja {
  rango: Rango;
  nombre: string;
  reservas: number;
  personas: number;
}

/** Reservations by day part (morning from 6, midday from 12, afternoon from 15, night from 20 to 6), in form order. */
export function groupReservasPorFranja(rows: readonly ReservasPorHora[]): ReservasPorFranja[] {
  const totals = new Map<Rango, ReservasPorFranja>(
    RANGOS.map((rango) => [rango, { rango, nombre: NOMBRE_RANGO[rango], reservas: 0, personas: 0 }]),
  );
  for (const row of rows) {
    const franja = totals.get(getRangoOfHour(row.hora));
    if (!franja) continue;
    franja.reservas += row.reservas;
    franja.personas += row.personas;
  }
  return RANGOS.map((rango) => totals.get(rango) as ReservasPorFranja);
}

/**
 * Share (0..1, 3 decimals) of the reservations whose time came that were no-shows: absent over absent plus
 * fulfilled. Null when none was settled either way (no rate rather than a 0% nobody earned).
 */
export function getTasaAusencia(cumplidas: number, ausentes: number): number | null {
  const total = cumplidas + ausentes;
  if (total === 0) return null;
  return Math.round((ausentes / total) * 1000) / 1000;
}

/** Average ticket in whole centavos (rounded half up); 0 without orders. */
export function getTicketPromedio(importe: number, pedidos: number): number {
  return pedidos === 0 ? 0 : Math.round(importe / pedidos);
}

/** Average minutes with one decimal, or null when nothing was measured. */
export function roundMinutos(minutos: number | null | undefined): number | null {
  if (minutos === null || minutos === undefined || !Number.isFinite(minutos)) return null;
  return Math.round(minutos * 10) / 10;
}

/** A share 0..1 with 3 decimals, or null when the whole is 0. */
export function getProporcion(parte: number, total: number): number | null {
  return total === 0 ? null : Math.round((parte / total) * 1000) / 1000;
}
