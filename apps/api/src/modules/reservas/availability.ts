import {
  computeHorariosDisponibles,
  getOcupacionRange,
  listTurnos,
  type Turno,
} from '@vidriera/domain/reservas-availability';
import { MSG_SELECCIONE_FECHA_HORA } from '@vidriera/domain/reservas-validation';
import type { HorarioDisponible, HorariosDisponibles, HorariosRequest } from '@vidriera/domain/schemas/reserva';
import { getIsoDateInZone } from '@vidriera/domain/zoned-time';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/queries.ts';
import type { SiteRow } from '../sites/service.ts';
import { type ReservaConfig, selectOcupantes, selectReservaConfig } from './queries.ts';
import { resolveComercioConReservas } from './service.ts';

/** The merchant's calendar day a request names, or the spec's 'Seleccione una fecha y hora' (400). */
export function requireFecha(fechaHora: string | null | undefined, comercio: Pick<ComercioRow, 'timeZone'>): string {
  const fecha = fechaHora ? getIsoDateInZone(fechaHora, comercio.timeZone) : null;
  if (!fecha) throw badRequest(MSG_SELECCIONE_FECHA_HORA);
  return fecha;
}

/** The day's slots with the places left, counting the reservations `db` sees now (estado 0 or 1). */
export async function computeDay(
  db: Db,
  comercio: ComercioRow,
  config: ReservaConfig,
  fecha: string,
  cantidadPersonas: number,
  now: Date,
  options: { turnos?: readonly Turno[]; sectorId?: number } = {},
): Promise<HorarioDisponible[]> {
  if (config.diasCerrados.includes(fecha)) return [];
  const turnos = options.turnos ?? listTurnos(fecha, config.servicios, comercio.timeZone);
  const range = getOcupacionRange(turnos, config.servicios);
  const ocupantes = range ? await selectOcupantes(db, comercio.id, range, options.sectorId) : [];
  return computeHorariosDisponibles({
    fecha,
    cantidadPersonas,
    servicios: config.servicios,
    sectores: config.sectores,
    diasCerrados: config.diasCerrados,
    reservas: ocupantes,
    now,
    timeZone: comercio.timeZone,
    turnos,
  });
}

/** POST reservas/getHorariosDisponibles: the day's slots, the business's sectors and its services. */
export async function getHorariosDisponibles(
  db: Db,
  site: SiteRow,
  input: HorariosRequest,
  now: Date,
): Promise<HorariosDisponibles> {
  const comercio = await resolveComercioConReservas(db, site, input.configRestoId);
  const fecha = requireFecha(input.fechaHora, comercio);
  const config = await selectReservaConfig(db, comercio.id);
  const horarios = await computeDay(db, comercio, config, fecha, input.cantidadPersonas, now);
  return {
    horarios,
    sectores: config.sectores.map((s) => ({ id: s.id, descripcion: s.descripcion })),
    servicios: config.servicios.map((s) => ({
      id: s.id,
      duracionPromHasta2P: s.duracionPromHasta2P,
      duracionProm2a5P: s.duracionProm2a5P,
      duracionPromMas5P: s.duracionPromMas5P,
      anticipacionMinimaMinutos: s.anticipacionMinimaMinutos,
      minutosDeTolerancia: s.minutosDeTolerancia,
    })),
  };
}
