import { computeOcupacionDeTurnos, type OcupacionDia } from '@vidriera/domain/reservas';
import type { Db } from '../../db/client.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { loadDay } from './availability.ts';
import { selectReservaConfig } from './queries.ts';

/**
 * GET merchant/reservas/{configRestoId}/ocupacion/{fecha}: for each of the day's slots, the people seated in
 * each active sector at its start, counted from the same inputs as the customers' availability (bookings and
 * walk-ins holding places). A closed day has no slots.
 */
export async function getOcupacionDia(db: Db, comercio: ComercioRow, fecha: string): Promise<OcupacionDia> {
  const config = await selectReservaConfig(db, comercio.id);
  const day = await loadDay(db, comercio, config, fecha);
  return {
    fecha,
    cerrado: config.diasCerrados.includes(fecha),
    sectores: config.sectores.map((s) => ({ id: s.id, descripcion: s.descripcion, capacidad: s.capacidad })),
    turnos: computeOcupacionDeTurnos(day.turnos, config.sectores, day.ocupantes),
  };
}
