import {
  computeHorariosDisponibles,
  getOcupacionRange,
  listTurnos,
  type ReservaOcupante,
  type Turno,
  MSG_SELECCIONE_FECHA_HORA,
  type HorarioDisponible,
  type HorariosDisponibles,
} from '@vidriera/domain/reservas';
import { getIsoDateInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { type ReservaConfig, selectOcupantes, selectReservaConfig } from './queries.ts';
import { resolveComercioConReservas } from './service.ts';

/** The merchant's calendar day a request names, or the spec's 'Seleccione una fecha y hora' (400). */
export function requireFecha(fechaHora: string | null | undefined, comercio: Pick<ComercioRow, 'timeZone'>): string {
  const fecha = fechaHora ? getIsoDateInZone(fechaHora, comercio.timeZone) : null;
  if (!fecha) throw badRequest(MSG_SELECCIONE_FECHA_HORA);
  return fecha;
}

/** Everything a day's availability is computed from, read from the database. */
export interface DayInputs {
  comercio: ComercioRow;
  config: ReservaConfig;
  fecha: string;
  turnos: readonly Turno[];
  ocupantes: readonly ReservaOcupante[];
}

/** The day's slots and the reservations holding places in them (estado 0 or 1), as `db` sees them now. */
export async function loadDay(
  db: Db,
  comercio: ComercioRow,
  config: ReservaConfig,
  fecha: string,
  options: { turnos?: readonly Turno[]; sectorId?: number } = {},
): Promise<DayInputs> {
  const isClosed = config.diasCerrados.includes(fecha);
  const turnos = isClosed ? [] : (options.turnos ?? listTurnos(fecha, config.servicios, comercio.timeZone));
  const range = getOcupacionRange(turnos, config.servicios);
  const ocupantes = range ? await selectOcupantes(db, comercio.id, range, options.sectorId) : [];
  return { comercio, config, fecha, turnos, ocupantes };
}

/** The inputs of POST reservas/getHorariosDisponibles: the business (visible, taking reservations) and its day. */
export async function loadHorariosInputs(
  db: Db,
  site: SiteRow,
  configRestoId: number,
  fechaHora: string,
): Promise<DayInputs> {
  const comercio = await resolveComercioConReservas(db, site, configRestoId);
  const fecha = requireFecha(fechaHora, comercio);
  return loadDay(db, comercio, await selectReservaConfig(db, comercio.id), fecha);
}

/** The day's slots with each sector's places left for the party, at `now`. */
export function computeDay(day: DayInputs, cantidadPersonas: number, now: Date): HorarioDisponible[] {
  return computeHorariosDisponibles({
    fecha: day.fecha,
    cantidadPersonas,
    servicios: day.config.servicios,
    sectores: day.config.sectores,
    diasCerrados: day.config.diasCerrados,
    reservas: day.ocupantes,
    now,
    timeZone: day.comercio.timeZone,
    turnos: day.turnos,
  });
}

/** POST reservas/getHorariosDisponibles's answer: the slots, the business's sectors and its services. */
export function toHorariosDisponibles(day: DayInputs, cantidadPersonas: number, now: Date): HorariosDisponibles {
  return {
    horarios: computeDay(day, cantidadPersonas, now),
    sectores: day.config.sectores.map((s) => ({ id: s.id, descripcion: s.descripcion })),
    servicios: day.config.servicios.map((s) => ({
      id: s.id,
      duracionPromHasta2P: s.duracionPromHasta2P,
      duracionProm2a5P: s.duracionProm2a5P,
      duracionPromMas5P: s.duracionPromMas5P,
      anticipacionMinimaMinutos: s.anticipacionMinimaMinutos,
      minutosDeTolerancia: s.minutosDeTolerancia,
    })),
  };
}
