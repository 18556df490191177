import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { toPesos } from '@vidriera/domain/pedidos';
import type { Evento, EventoVariante } from '@vidriera/domain/eventos';
import { addDaysToIsoDate, formatInstantInZone, toZonedInstant } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { type comercios, eventoFechas, eventos, eventoVariantes } from '../../db/schema.ts';

/** Centavos to the pesos the API shows (re-exported for the module's other files). */
export { toPesos };

export type EventoRow = typeof eventos.$inferSelect;
export type EventoFechaRow = typeof eventoFechas.$inferSelect;
export type EventoVarianteRow = typeof eventoVariantes.$inferSelect;

/** The instants of a range of the merchant's calendar days: from `desde` 00:00 to the end of `hasta`. */
export function toInstantRange(desde: string, hasta: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(toZonedInstant(desde, 0, timeZone)),
    to: new Date(toZonedInstant(addDaysToIsoDate(hasta, 1), 0, timeZone)),
  };
}

/** An event customers may see and book: published and not annulled. */
export const isPublicEvento = and(eq(eventos.publicado, true), eq(eventos.anulado, false)) as SQL;

/** An event on the public board: a public event, and the date not annulled. */
export const isPublicEventoFecha = and(isPublicEvento, eq(eventoFechas.anulada, false)) as SQL;

/**
 * A business's public event dates between two instants (the date's time within [from, to)), in time order, each
 * with its event. `extra` narrows them (one event, one date id).
 */
export async function selectEventoFechas(
  db: Db,
  comercioId: number,
  range: { from: Date; to: Date },
  extra?: SQL,
): Promise<Array<{ evento: EventoRow; fecha: EventoFechaRow }>> {
  return db
    .select({ evento: eventos, fecha: eventoFechas })
    .from(eventoFechas)
    .innerJoin(eventos, eq(eventos.id, eventoFechas.eventoId))
    .where(
      and(
        eq(eventos.comercioId, comercioId),
        isPublicEventoFecha,
        gte(eventoFechas.fechaHora, range.from),
        lt(eventoFechas.fechaHora, range.to),
        extra,
      ),
    )
    .orderBy(asc(eventoFechas.fechaHora), asc(eventos.id), asc(eventoFechas.id));
}

/** The variants still offered of some events (annulled ones left out), by event, in their order. */
export async function selectVariantesActivas(db: Db, eventoIds: number[]): Promise<Map<number, EventoVarianteRow[]>> {
  const byEvento = new Map<number, EventoVarianteRow[]>();
  if (eventoIds.length === 0) return byEvento;
  const rows = await db
    .select()
    .from(eventoVariantes)
    .where(and(inArray(eventoVariantes.eventoId, [...new Set(eventoIds)]), eq(eventoVariantes.anulado, false)))
    .orderBy(asc(eventoVariantes.orden), asc(eventoVariantes.id));
  for (const row of rows) byEvento.set(row.eventoId, [...(byEvento.get(row.eventoId) ?? []), row]);
  return byEvento;
}

export function toEventoVariante(row: EventoVarianteRow): EventoVariante {
  return {
    id: row.id,
    titulo: row.titulo,
    importe: toPesos(row.importe),
    soloOnline: row.soloOnline,
    horaHasta: row.horaHasta,
    anulado: row.anulado,
  };
}

/** Places left on a date; null without a limit. */
export function getDisponibles(fecha: Pick<EventoFechaRow, 'capacidad' | 'vendidos'>): number | null {
  return fecha.capacidad === null ? null : Math.max(0, fecha.capacidad - fecha.vendidos);
}

/** One date of an event as the board shows it. */
export function toEvento(
  comercio: Pick<typeof comercios.$inferSelect, 'carpeta' | 'timeZone'>,
  evento: EventoRow,
  fecha: EventoFechaRow,
  variantes: EventoVarianteRow[],
): Evento {
  const disponibles = getDisponibles(fecha);
  return {
    id: evento.id,
    configRestoId: evento.comercioId,
    titulo: evento.titulo,
    descripcion: evento.descripcion,
    fechaHora: formatInstantInZone(fecha.fechaHora.getTime(), comercio.timeZone),
    urlFoto: evento.urlFoto,
    publicado: evento.publicado,
    anulado: evento.anulado || fecha.anulada,
    tpEvento: evento.tpEvento,
    importe: toPesos(evento.importe),
    agotado: disponibles === 0,
    eventoFechaId: fecha.id,
    variantes: variantes.map(toEventoVariante),
    disponibles,
    capacidad: fecha.capacidad,
    carpeta: comercio.carpeta,
  };
}
