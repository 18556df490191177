import { and, eq } from 'drizzle-orm';
import {
  getFechaEvento,
  type Cartelera,
  type CarteleraDia,
  type Evento,
  type EventoLink,
  getCarteleraRango,
  MSG_EVENTO_NO_ENCONTRADO,
} from '@vidriera/domain/eventos';
import { parseIdText, getZonedIsoDate, parseIsoDate } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { eventoFechas, eventos } from '../../db/schema.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectByCarpeta, selectById } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { isPublicEvento, selectEventoFechas, selectVariantesActivas, toEvento, toInstantRange } from './queries.ts';

/**
 * The events board (spec 02 §2 Events and tickets): a business's published events from today through one year
 * ahead in its time zone, grouped by calendar day, with the header the board shows and the payment methods it
 * offers for tickets. One shape answers the whole board, one day and one event.
 */

const MSG_FECHA_INVALIDA = 'La fecha no es válida';

/** The business a path names, by id ('12') or by carpeta, when the site shows it; else a 404. */
export async function resolveComercio(db: Db, site: SiteRow, idOrCarpeta: string): Promise<ComercioRow> {
  const id = parseIdText(idOrCarpeta);
  const byId = id === null ? undefined : await selectById(db, site, id);
  const comercio = byId ?? (await selectByCarpeta(db, site, idOrCarpeta));
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return comercio;
}

/**
 * GET eventos/link/{eventoId}: the business of a published, not annulled event, when the site shows that business
 * and it allows events; anything else (an event of another site's business included) is the same 404.
 */
export async function resolveEventoLink(db: Db, site: SiteRow, eventoId: number): Promise<EventoLink> {
  const [evento] = await db
    .select({ comercioId: eventos.comercioId })
    .from(eventos)
    .where(and(eq(eventos.id, eventoId), isPublicEvento))
    .limit(1);
  const comercio = evento ? await selectById(db, site, evento.comercioId) : undefined;
  if (!comercio?.permiteEventos) throw notFound(MSG_EVENTO_NO_ENCONTRADO);
  return { eventoId, configRestoId: comercio.id, carpeta: comercio.carpeta };
}

function toHeader(comercio: ComercioRow): Omit<Cartelera, 'dias'> {
  return {
    configRestoId: comercio.id,
    carpeta: comercio.carpeta,
    nombreComercio: comercio.nombreComercio,
    descrCorta: comercio.descrCorta,
    domicilio: comercio.domicilio,
    califProm: comercio.califProm,
    logoUrl: comercio.logoUrl,
    timeZone: comercio.timeZone,
    permiteEventos: comercio.permiteEventos,
    pTransferencia: comercio.pTransferencia,
    pTransferencia_Alias: comercio.pTransferenciaAlias,
    pTransferencia_Telefono: comercio.pTransferenciaTelefono,
    pMercadoPago: comercio.pMercadoPago,
    mp_Online: comercio.mpOnline,
  };
}

/** Events grouped by their calendar day in the merchant's zone, days in order (the events come sorted by time). */
export function groupByDia(eventosList: Evento[], timeZone: string): CarteleraDia[] {
  const dias: CarteleraDia[] = [];
  for (const evento of eventosList) {
    const fecha = getFechaEvento(evento.fechaHora, timeZone);
    const last = dias.at(-1);
    if (last?.fecha === fecha) last.eventos.push(evento);
    else dias.push({ fecha, eventos: [evento] });
  }
  return dias;
}

export interface CarteleraFilter {
  /** Only this day ('YYYY-MM-DD', within the board's range). */
  fecha?: string;
  eventoId?: number;
  eventoFechaId?: number;
}

/**
 * The board of a business, optionally narrowed to one day, one event or one of its dates. A business that does
 * not allow events answers its header with no days (the board then says 'No hay eventos en la cartelera...').
 */
export async function getCartelera(
  db: Db,
  comercio: ComercioRow,
  now: Date,
  filter: CarteleraFilter = {},
): Promise<Cartelera> {
  const header = toHeader(comercio);
  if (!comercio.permiteEventos) return { ...header, dias: [] };
  const rango = getCarteleraRango(getZonedIsoDate(now, comercio.timeZone));
  if (filter.fecha !== undefined) {
    if (!parseIsoDate(filter.fecha)) throw badRequest(MSG_FECHA_INVALIDA);
    if (filter.fecha < rango.desde || filter.fecha > rango.hasta) return { ...header, dias: [] };
  }
  const range = toInstantRange(filter.fecha ?? rango.desde, filter.fecha ?? rango.hasta, comercio.timeZone);
  const rows = await selectEventoFechas(
    db,
    comercio.id,
    range,
    and(
      filter.eventoId !== undefined ? eq(eventos.id, filter.eventoId) : undefined,
      filter.eventoFechaId !== undefined ? eq(eventoFechas.id, filter.eventoFechaId) : undefined,
    ),
  );
  const variantes = await selectVariantesActivas(
    db,
    rows.map((r) => r.evento.id),
  );
  const list = rows.map((r) => toEvento(comercio, r.evento, r.fecha, variantes.get(r.evento.id) ?? []));
  return { ...header, dias: groupByDia(list, comercio.timeZone) };
}

/**
 * GET eventos/evento/{carpeta}/{eventoId}[/{dateOrDateId}]: one event's upcoming dates (or the one named by a
 * 'YYYY-MM-DD' date or a date id). An event that is not the business's, not published or annulled is a 404; one
 * with no dates left answers no days ('No hay entradas disponibles').
 */
export async function getEventoCartelera(
  db: Db,
  comercio: ComercioRow,
  now: Date,
  eventoId: number,
  fechaOFechaId?: string,
): Promise<Cartelera> {
  const [evento] = await db
    .select({ id: eventos.id })
    .from(eventos)
    .where(and(eq(eventos.id, eventoId), eq(eventos.comercioId, comercio.id), isPublicEvento))
    .limit(1);
  if (!evento || !comercio.permiteEventos) throw notFound(MSG_EVENTO_NO_ENCONTRADO);
  if (fechaOFechaId === undefined) return getCartelera(db, comercio, now, { eventoId });
  if (/^\d+$/.test(fechaOFechaId)) {
    // A number past the ids is the id of no date.
    return getCartelera(db, comercio, now, { eventoId, eventoFechaId: parseIdText(fechaOFechaId) ?? 0 });
  }
  return getCartelera(db, comercio, now, { eventoId, fecha: fechaOFechaId });
}
