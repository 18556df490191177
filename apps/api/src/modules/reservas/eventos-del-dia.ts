import { formatInstantInZone } from '@vidriera/domain/common';
import type { EventoDelDia } from '@vidriera/domain/reservas';
import type { Db } from '../../db/client.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { selectEventoFechas, toInstantRange } from '../eventos/public.ts';

/**
 * A business's published events of a day (its calendar day in its time zone), for the reservation form's
 * banner: every date of a published, not annulled event on that day, in time order. Nothing when the business
 * does not allow events.
 */
export async function listEventosDelDia(db: Db, comercio: ComercioRow, fecha: string): Promise<EventoDelDia[]> {
  if (!comercio.permiteEventos) return [];
  const rows = await selectEventoFechas(db, comercio.id, toInstantRange(fecha, fecha, comercio.timeZone));
  return rows.map(({ evento, fecha: f }) => ({
    id: evento.id,
    titulo: evento.titulo,
    fechaHora: formatInstantInZone(f.fechaHora.getTime(), comercio.timeZone),
    tpEvento: evento.tpEvento,
  }));
}
