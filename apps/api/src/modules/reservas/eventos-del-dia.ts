import { z } from 'zod';
import { parseIsoDate } from '@vidriera/domain/zoned-time';
import type { EventoDelDia } from '@vidriera/domain/schemas/reserva';
import type { Db } from '../../db/client.ts';
import type { ComercioRow } from '../comercios/queries.ts';

export const fechaParamSchema = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, 'La fecha debe tener el formato AAAA-MM-DD');

/**
 * A business's published events of a day (its calendar), for the reservation form's banner. There is no
 * events table yet (the events issue adds it): until then a business has no events and the answer is empty.
 * The events issue replaces this body with its query; the route and its contract stay.
 */
export async function listEventosDelDia(_db: Db, _comercio: ComercioRow, _fecha: string): Promise<EventoDelDia[]> {
  return [];
}
