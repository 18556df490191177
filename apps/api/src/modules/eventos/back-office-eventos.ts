/**
 * The events back office: a business's events with every date and variant (unpublished and annulled included),
 * and their changes. Each change runs in one transaction with its audit entry; a date's capacity is changed
 * holding the date row FOR UPDATE, the lock every sale takes, so it can never drop below the places sold.
 */
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import {
  type EventoAdmin,
  type EventoAdminInputData,
  type EventoFechaAdmin,
  type EventoFechaInputData,
  type EventosAdmin,
  type EventoVarianteInputData,
  formatCapacidadMenorQueVendidas,
  MSG_EVENTO_ADMIN_NO_ENCONTRADO,
  MSG_FECHA_ADMIN_NO_ENCONTRADA,
  MSG_FECHA_HORA_EVENTO,
  MSG_FECHA_PASADA,
  MSG_VARIANTE_ADMIN_NO_ENCONTRADA,
  parseEventoFechaHora,
} from '@vidriera/domain/eventos';
import { toCentavos, toPesos } from '@vidriera/domain/pedidos';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { eventoFechas, eventos, eventoVariantes } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { type EditorContext, inEditorTransaction } from '../carta/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import {
  type EventoFechaRow,
  type EventoRow,
  type EventoVarianteRow,
  getDisponibles,
  toEventoVariante,
} from './queries.ts';

export type EventosContext = EditorContext;

function toFechaAdmin(fecha: EventoFechaRow, timeZone: string): EventoFechaAdmin {
  return {
    id: fecha.id,
    fechaHora: formatInstantInZone(fecha.fechaHora.getTime(), timeZone),
    capacidad: fecha.capacidad,
    vendidos: fecha.vendidos,
    disponibles: getDisponibles(fecha),
    anulada: fecha.anulada,
  };
}

function toEventoAdmin(
  evento: EventoRow,
  fechas: EventoFechaRow[],
  variantes: EventoVarianteRow[],
  timeZone: string,
): EventoAdmin {
  return {
    id: evento.id,
    configRestoId: evento.comercioId,
    titulo: evento.titulo,
    descripcion: evento.descripcion,
    urlFoto: evento.urlFoto,
    tpEvento: evento.tpEvento,
    importe: toPesos(evento.importe),
    publicado: evento.publicado,
    anulado: evento.anulado,
    fechas: fechas.map((f) => toFechaAdmin(f, timeZone)),
    variantes: variantes.map((v) => ({ ...toEventoVariante(v), orden: v.orden })),
  };
}

async function loadEventosAdmin(db: Db, comercio: ComercioRow, eventoIds?: number[]): Promise<EventoAdmin[]> {
  const rows = await db
    .select()
    .from(eventos)
    .where(and(eq(eventos.comercioId, comercio.id), eventoIds ? inArray(eventos.id, eventoIds) : undefined))
    .orderBy(desc(eventos.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [fechas, variantes] = await Promise.all([
    db.select().from(eventoFechas).where(inArray(eventoFechas.eventoId, ids)).orderBy(asc(eventoFechas.fechaHora)),
    db
      .select()
      .from(eventoVariantes)
      .where(inArray(eventoVariantes.eventoId, ids))
      .orderBy(asc(eventoVariantes.orden), asc(eventoVariantes.id)),
  ]);
  const group = <T extends { eventoId: number }>(list: T[]) => {
    const byEvento = new Map<number, T[]>();
    for (const item of list) byEvento.set(item.eventoId, [...(byEvento.get(item.eventoId) ?? []), item]);
    return byEvento;
  };
  const fechasBy = group(fechas);
  const variantesBy = group(variantes);
  return rows.map((e) => toEventoAdmin(e, fechasBy.get(e.id) ?? [], variantesBy.get(e.id) ?? [], comercio.timeZone));
}

/**
 * Upcoming events first (by their next date), then those without dates to come, newest first: what the
 * business works on is at the top.
 */
function sortForBackOffice(list: EventoAdmin[], now: Date): EventoAdmin[] {
  const next = (e: EventoAdmin) =>
    e.fechas.map((f) => Date.parse(f.fechaHora)).find((t) => t >= now.getTime()) ?? Number.POSITIVE_INFINITY;
  return [...list].sort((a, b) => next(a) - next(b) || b.id - a.id);
}

export async function listEventosAdmin(db: Db, comercio: ComercioRow, now: Date): Promise<EventosAdmin> {
  return {
    configRestoId: comercio.id,
    nombreComercio: comercio.nombreComercio,
    carpeta: comercio.carpeta,
    timeZone: comercio.timeZone,
    eventos: sortForBackOffice(await loadEventosAdmin(db, comercio), now),
  };
}

export async function getEventoAdmin(db: Db, comercio: ComercioRow, eventoId: number): Promise<EventoAdmin> {
  const [evento] = await loadEventosAdmin(db, comercio, [eventoId]);
  if (!evento) throw notFound(MSG_EVENTO_ADMIN_NO_ENCONTRADO);
  return evento;
}

/** The event of the business, locked for the change; another business's is a 404 (never revealed). */
async function lockEvento(tx: Db, comercioId: number, eventoId: number): Promise<EventoRow> {
  const [row] = await tx
    .select()
    .from(eventos)
    .where(and(eq(eventos.id, eventoId), eq(eventos.comercioId, comercioId)))
    .for('update');
  if (!row) throw notFound(MSG_EVENTO_ADMIN_NO_ENCONTRADO);
  return row;
}

function toEventoValues(input: EventoAdminInputData, now: Date) {
  return {
    titulo: input.titulo,
    descripcion: input.descripcion,
    urlFoto: input.urlFoto,
    tpEvento: input.tpEvento,
    importe: toCentavos(input.importe),
    publicado: input.publicado,
    anulado: input.anulado,
    updatedAt: now,
  };
}

export async function createEvento(ctx: EventosContext, input: EventoAdminInputData): Promise<EventoAdmin> {
  const id = await inEditorTransaction(ctx, async (tx, audit) => {
    const [row] = await tx
      .insert(eventos)
      .values({ comercioId: ctx.comercio.id, ...toEventoValues(input, ctx.now), createdAt: ctx.now })
      .returning();
    if (!row) throw new Error('event not inserted');
    await audit({ action: 'evento.crear', entity: 'evento', entityId: row.id, after: row });
    return row.id;
  });
  return getEventoAdmin(ctx.db, ctx.comercio, id);
}

export async function updateEvento(
  ctx: EventosContext,
  eventoId: number,
  input: EventoAdminInputData,
): Promise<EventoAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    const before = await lockEvento(tx, ctx.comercio.id, eventoId);
    const [after] = await tx
      .update(eventos)
      .set(toEventoValues(input, ctx.now))
      .where(eq(eventos.id, eventoId))
      .returning();
    await audit({ action: 'evento.editar', entity: 'evento', entityId: eventoId, before, after });
  });
  return getEventoAdmin(ctx.db, ctx.comercio, eventoId);
}

/** The instant of a date as written, in the business's zone; a new time must lie ahead. */
function toFechaHora(ctx: EventosContext, text: string, previous: Date | null): Date {
  const instant = parseEventoFechaHora(text, ctx.comercio.timeZone);
  if (instant === null) throw badRequest(MSG_FECHA_HORA_EVENTO);
  const isChanged = previous === null || previous.getTime() !== instant;
  if (isChanged && instant < ctx.now.getTime()) throw badRequest(MSG_FECHA_PASADA);
  return new Date(instant);
}

export async function addEventoFecha(
  ctx: EventosContext,
  eventoId: number,
  input: EventoFechaInputData,
): Promise<EventoAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    await lockEvento(tx, ctx.comercio.id, eventoId);
    const fechaHora = toFechaHora(ctx, input.fechaHora, null);
    const [row] = await tx
      .insert(eventoFechas)
      .values({ eventoId, fechaHora, capacidad: input.capacidad, anulada: input.anulada, createdAt: ctx.now })
      .returning();
    if (!row) throw new Error('event date not inserted');
    await audit({ action: 'evento_fecha.crear', entity: 'evento_fecha', entityId: row.id, after: row });
  });
  return getEventoAdmin(ctx.db, ctx.comercio, eventoId);
}

/**
 * Changes a date's time, capacity or annulment. The date row is held FOR UPDATE (as every sale holds it), so the
 * places sold cannot change between the check and the write: a capacity below them is a 409.
 */
export async function updateEventoFecha(
  ctx: EventosContext,
  eventoId: number,
  fechaId: number,
  input: EventoFechaInputData,
): Promise<EventoAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    await lockEvento(tx, ctx.comercio.id, eventoId);
    const [before] = await tx
      .select()
      .from(eventoFechas)
      .where(and(eq(eventoFechas.id, fechaId), eq(eventoFechas.eventoId, eventoId)))
      .for('update');
    if (!before) throw notFound(MSG_FECHA_ADMIN_NO_ENCONTRADA);
    if (input.capacidad !== null && input.capacidad < before.vendidos) {
      throw conflict(formatCapacidadMenorQueVendidas(input.capacidad, before.vendidos));
    }
    const fechaHora = toFechaHora(ctx, input.fechaHora, before.fechaHora);
    const [after] = await tx
      .update(eventoFechas)
      .set({ fechaHora, capacidad: input.capacidad, anulada: input.anulada })
      .where(eq(eventoFechas.id, fechaId))
      .returning();
    await audit({ action: 'evento_fecha.editar', entity: 'evento_fecha', entityId: fechaId, before, after });
  });
  return getEventoAdmin(ctx.db, ctx.comercio, eventoId);
}

function toVarianteValues(input: EventoVarianteInputData) {
  return {
    titulo: input.titulo,
    importe: toCentavos(input.importe),
    soloOnline: input.soloOnline,
    horaHasta: input.horaHasta,
    anulado: input.anulado,
  };
}

export async function addEventoVariante(
  ctx: EventosContext,
  eventoId: number,
  input: EventoVarianteInputData,
): Promise<EventoAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    await lockEvento(tx, ctx.comercio.id, eventoId);
    const [last] = await tx
      .select({ orden: max(eventoVariantes.orden) })
      .from(eventoVariantes)
      .where(eq(eventoVariantes.eventoId, eventoId));
    const orden = input.orden ?? (last?.orden ?? -1) + 1;
    const [row] = await tx
      .insert(eventoVariantes)
      .values({ eventoId, ...toVarianteValues(input), orden })
      .returning();
    if (!row) throw new Error('event variant not inserted');
    await audit({ action: 'evento_variante.crear', entity: 'evento_variante', entityId: row.id, after: row });
  });
  return getEventoAdmin(ctx.db, ctx.comercio, eventoId);
}

export async function updateEventoVariante(
  ctx: EventosContext,
  eventoId: number,
  varianteId: number,
  input: EventoVarianteInputData,
): Promise<EventoAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    await lockEvento(tx, ctx.comercio.id, eventoId);
    const [before] = await tx
      .select()
      .from(eventoVariantes)
      .where(and(eq(eventoVariantes.id, varianteId), eq(eventoVariantes.eventoId, eventoId)))
      .for('update');
    if (!before) throw notFound(MSG_VARIANTE_ADMIN_NO_ENCONTRADA);
    const [after] = await tx
      .update(eventoVariantes)
      .set({ ...toVarianteValues(input), ...(input.orden === undefined ? {} : { orden: input.orden }) })
      .where(eq(eventoVariantes.id, varianteId))
      .returning();
    await audit({ action: 'evento_variante.editar', entity: 'evento_variante', entityId: varianteId, before, after });
  });
  return getEventoAdmin(ctx.db, ctx.comercio, eventoId);
}
