import type { FranjaServicio, HorarioDisponible, Sector, Servicio } from './schemas.ts';
import {
  formatZonedIso,
  getWeekdayOfIsoDate,
  getZoneOffsetMinutes,
  parseHhMm,
  toZonedInstant,
} from '../common/zoned-time.ts';

/**
 * Which slots of a day can be booked, and how many places each sector has left (spec 02 §5, slot availability
 * and overlap). The API answers getHorariosDisponibles with it and re-checks every booking with it; the web
 * reads its answer. Pure and fast: a busy day (200 reservations, 3 sectors, 60 slots) takes well under 1 ms.
 */

/** A service as the merchant configures it: time windows by weekday, slot interval and the average durations. */
export interface ServicioReservas extends Servicio {
  franjas: readonly FranjaServicio[];
  /** Minutes between two slots of a window. */
  intervaloMinutos: number;
}

export interface SectorReservas extends Sector {
  /** People the sector seats at once. */
  capacidad: number;
}

/** An existing reservation that holds places: from `inicio` to `fin` (epoch ms) in its sector. */
export interface ReservaOcupante {
  inicio: number;
  fin: number;
  cantidad: number;
  sectorId: number;
}

/** A slot before its places are counted. */
export interface Turno {
  /** Epoch ms. */
  inicio: number;
  /** ISO 8601 with the merchant's offset. */
  hora: string;
  servicio: ServicioReservas;
}

/**
 * Reservations in these estados hold places until their `fin`: received (0), confirmed (1) and fulfilled (5),
 * which the back office marks when the party arrives (a walk-in is recorded fulfilled): a party at its table
 * still seats there (docs/decisions/011-reservation-back-office.md).
 */
export const ESTADOS_QUE_OCUPAN: readonly number[] = [0, 1, 5];

/** The shortest interval honoured between slots (guards against a zero or negative setting). */
const MIN_INTERVALO_MINUTOS = 5;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Minutes a party keeps its places: up to 2 people, 3 to 5, or more than 5. */
export function getMinutosComprometidos(
  servicio: Pick<Servicio, 'duracionPromHasta2P' | 'duracionProm2a5P' | 'duracionPromMas5P'>,
  cantidad: number,
): number {
  if (cantidad <= 2) return servicio.duracionPromHasta2P;
  if (cantidad <= 5) return servicio.duracionProm2a5P;
  return servicio.duracionPromMas5P;
}

/**
 * The slots of a merchant's day, in time order. A window belongs to its weekday even when it runs past
 * midnight (a 20:00 to 01:00 window lists 00:30 on the evening's day, as the night day part does). Where two
 * services offer the same instant, the first listed service keeps it.
 */
export function listTurnos(fecha: string, servicios: readonly ServicioReservas[], timeZone: string): Turno[] {
  const weekday = getWeekdayOfIsoDate(fecha);
  const steadyOffset = getSteadyOffset(fecha, timeZone);
  const midnightAsUtc = Date.parse(`${fecha}T00:00:00Z`);
  const turnos: Turno[] = [];
  const seen = new Set<number>();
  for (const servicio of servicios) {
    const step = Math.max(MIN_INTERVALO_MINUTOS, Math.floor(servicio.intervaloMinutos));
    for (const franja of servicio.franjas) {
      if (franja.dia !== weekday) continue;
      const desde = parseHhMm(franja.desde);
      let hasta = parseHhMm(franja.hasta);
      if (hasta < desde) hasta += 1440;
      for (let minute = desde; minute <= hasta; minute += step) {
        const inicio =
          steadyOffset === null
            ? toZonedInstant(fecha, minute, timeZone)
            : midnightAsUtc + (minute - steadyOffset) * MS_PER_MINUTE;
        if (seen.has(inicio)) continue;
        seen.add(inicio);
        const offset = steadyOffset ?? getZoneOffsetMinutes(inicio, timeZone);
        turnos.push({ inicio, hora: formatZonedIso(inicio, offset), servicio });
      }
    }
  }
  turnos.sort((a, b) => a.inicio - b.inicio);
  return turnos;
}

const steadyOffsets = new Map<string, number | null>();

/**
 * The zone's offset when it is the same from the day before to two days after `fecha` (no DST change near:
 * every slot, past midnight included, takes it), else null. Remembered per zone and day: asking the zone costs
 * more than all the rest of a day's computation.
 */
function getSteadyOffset(fecha: string, timeZone: string): number | null {
  const key = `${timeZone}|${fecha}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const midnight = Date.parse(`${fecha}T00:00:00Z`);
  const before = getZoneOffsetMinutes(midnight - MS_PER_DAY, timeZone);
  const middle = getZoneOffsetMinutes(midnight + MS_PER_DAY / 2, timeZone);
  const after = getZoneOffsetMinutes(midnight + 2 * MS_PER_DAY, timeZone);
  const steady = before === middle && middle === after ? before : null;
  if (steadyOffsets.size >= 4096) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}

/** The longest time any party can hold places in these services, in minutes. */
export function getMaxMinutosComprometidos(servicios: readonly Servicio[]): number {
  let max = 0;
  for (const s of servicios) max = Math.max(max, s.duracionPromHasta2P, s.duracionProm2a5P, s.duracionPromMas5P);
  return max;
}

/**
 * The instants whose reservations can touch this day's slots: reservations with `inicio` before `hasta` and
 * `fin` after `desde` (epoch ms). Null when the day has no slots.
 */
export function getOcupacionRange(
  turnos: readonly Turno[],
  servicios: readonly Servicio[],
): { desde: number; hasta: number } | null {
  const first = turnos[0];
  const last = turnos[turnos.length - 1];
  if (!first || !last) return null;
  return { desde: first.inicio, hasta: last.inicio + getMaxMinutosComprometidos(servicios) * MS_PER_MINUTE };
}

/** First index of a sorted array whose value is >= target. */
function lowerBound(sorted: Float64Array, length: number, target: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Each sector's occupancy at every instant where it can change or is asked for (see computeHorariosDisponibles). */
interface Occupancy {
  /** The instants, sorted, without repeats. */
  points: Float64Array;
  count: number;
  /** Row length per sector in `occupancy`. */
  stride: number;
  /** People seated in sector `si` from points[i] until the next point: occupancy[si * stride + i]. */
  occupancy: Int32Array;
}

/**
 * The sectors' occupancy is a step function that only rises where a reservation starts, so it is counted (prefix
 * sums of +cantidad at each start, -cantidad at each end) at the slot instants and reservation starts only.
 */
function buildOccupancy(
  turnos: readonly Turno[],
  sectores: readonly SectorReservas[],
  reservas: readonly ReservaOcupante[],
): Occupancy {
  // Every instant where some sector's occupancy can change or is asked for, sorted and without repeats.
  const raw = new Float64Array(turnos.length + reservas.length);
  let n = 0;
  for (const t of turnos) raw[n++] = t.inicio;
  for (const r of reservas) raw[n++] = r.inicio;
  raw.sort();
  const points = new Float64Array(raw.length);
  let count = 0;
  for (let i = 0; i < raw.length; i++) {
    const v = raw[i] as number;
    if (count === 0 || points[count - 1] !== v) points[count++] = v;
  }

  const sectorIndex = new Map<number, number>();
  sectores.forEach((s, i) => {
    sectorIndex.set(s.id, i);
  });
  const stride = count + 1;
  const occupancy = new Int32Array(sectores.length * stride);
  for (const r of reservas) {
    const si = sectorIndex.get(r.sectorId);
    if (si === undefined || r.fin <= r.inicio) continue;
    const base = si * stride;
    const start = base + lowerBound(points, count, r.inicio);
    const end = base + lowerBound(points, count, r.fin);
    occupancy[start] = (occupancy[start] as number) + r.cantidad;
    occupancy[end] = (occupancy[end] as number) - r.cantidad;
  }
  for (let si = 0; si < sectores.length; si++) {
    const base = si * stride;
    for (let i = 1; i < count; i++) {
      occupancy[base + i] = (occupancy[base + i] as number) + (occupancy[base + i - 1] as number);
    }
  }
  return { points, count, stride, occupancy };
}

export interface DisponibilidadInput {
  /** The merchant's calendar day, 'YYYY-MM-DD'. */
  fecha: string;
  cantidadPersonas: number;
  servicios: readonly ServicioReservas[];
  sectores: readonly SectorReservas[];
  /** Days without reservations, 'YYYY-MM-DD'. */
  diasCerrados: readonly string[];
  /** Reservations holding places (ESTADOS_QUE_OCUPAN) that may touch the day. */
  reservas: readonly ReservaOcupante[];
  now: Date;
  timeZone: string;
  /** The day's slots when the caller already listed them. */
  turnos?: readonly Turno[];
}

/**
 * The day's slots with each sector's remaining places for the party. A slot is enabled only when it has a
 * service, starts later than now plus the service's anticipacionMinimaMinutos, and some sector has room for
 * the party during all the minutes the party would hold it (no overlapping slot lacks capacity).
 *
 * How: a slot's remaining places are the capacity minus the highest occupancy (buildOccupancy) inside
 * [slot, slot + the party's committed minutes). O((slots + reservations) × sectors) plus a sort.
 */
export function computeHorariosDisponibles(input: DisponibilidadInput): HorarioDisponible[] {
  if (input.diasCerrados.includes(input.fecha)) return [];
  const turnos = input.turnos ?? listTurnos(input.fecha, input.servicios, input.timeZone);
  if (turnos.length === 0) return [];

  const { sectores, cantidadPersonas } = input;
  const party = Math.max(1, cantidadPersonas);
  const nowMs = input.now.getTime();
  const { points, count, stride, occupancy } = buildOccupancy(turnos, sectores, input.reservas);

  const horarios: HorarioDisponible[] = new Array(turnos.length);
  for (let ti = 0; ti < turnos.length; ti++) {
    const turno = turnos[ti] as Turno;
    const servicio = turno.servicio;
    const from = lowerBound(points, count, turno.inicio);
    const held = getMinutosComprometidos(servicio, party) * MS_PER_MINUTE;
    const to = Math.max(from + 1, lowerBound(points, count, turno.inicio + held));
    let fits = false;
    const horarioSectores = new Array(sectores.length);
    for (let si = 0; si < sectores.length; si++) {
      const sector = sectores[si] as SectorReservas;
      const base = si * stride;
      let peak = 0;
      for (let i = from; i < to; i++) {
        const o = occupancy[base + i] as number;
        if (o > peak) peak = o;
      }
      const cantidad = Math.max(0, sector.capacidad - peak);
      if (cantidad >= party) fits = true;
      horarioSectores[si] = { reservaSectorId: sector.id, cantidad };
    }
    const isInTime = turno.inicio > nowMs + servicio.anticipacionMinimaMinutos * MS_PER_MINUTE;
    horarios[ti] = {
      hora: turno.hora,
      servicioId: servicio.id,
      disabled: !(isInTime && fits),
      sectores: horarioSectores,
    };
  }
  return horarios;
}

/** The minutes a new reservation will hold its places, from the service of its slot. */
export function getReservaOcupacion(
  inicio: number,
  cantidad: number,
  servicio: Pick<Servicio, 'duracionPromHasta2P' | 'duracionProm2a5P' | 'duracionPromMas5P'>,
): { inicio: number; fin: number } {
  return { inicio, fin: inicio + getMinutosComprometidos(servicio, cantidad) * MS_PER_MINUTE };
}

/** People seated in a sector at a slot's start, beside its capacity. */
export interface OcupacionSector {
  reservaSectorId: number;
  capacidad: number;
  ocupados: number;
}

/** A slot of the day with each sector's occupancy at its start. */
export interface OcupacionTurno {
  hora: string;
  servicioId: number;
  sectores: OcupacionSector[];
}

/**
 * The back office's book: for each slot, the people seated in each sector at its start (reservations holding
 * places whose [inicio, fin) contains it), counted like the availability above.
 */
export function computeOcupacionDeTurnos(
  turnos: readonly Turno[],
  sectores: readonly SectorReservas[],
  reservas: readonly ReservaOcupante[],
): OcupacionTurno[] {
  const { points, count, stride, occupancy } = buildOccupancy(turnos, sectores, reservas);
  return turnos.map((turno) => {
    const at = lowerBound(points, count, turno.inicio);
    return {
      hora: turno.hora,
      servicioId: turno.servicio.id,
      sectores: sectores.map((sector, si) => ({
        reservaSectorId: sector.id,
        capacidad: sector.capacidad,
        ocupados: occupancy[si * stride + at] as number,
      })),
    };
  });
}
