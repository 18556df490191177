/**
 * Ratings from customers (decision 033): the customer rates one of their orders once, within 7 days of it being
 * ready; each rating recomputes the business's califCalidad, califEnvios and califProm in the same transaction;
 * the business reads its ratings; a platform admin hides an abusive comment (audited).
 */
import { and, count, desc, eq, gt, inArray, isNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import {
  calcularCalificaciones,
  calificableHasta,
  findCalificarError,
  findPuntajeEnvioError,
  MSG_CALIFICACION_NO_ENCONTRADA,
  MSG_CALIFICACION_YA_EXISTE,
  VENTANA_CALIFICACION_DIAS,
  type Calificacion,
  type CalificacionComercio,
  type CalificacionesComercio,
  type CalificacionPedido,
  type CalificarRequest,
  type PedidosPorCalificar,
} from '@vidriera/domain/calificaciones';
import { ESTADO_ENTREGADO, MSG_PEDIDO_NO_ENCONTRADO } from '@vidriera/domain/pedidos';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { calificaciones, comercios, pedidos } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectByCarpeta, visibleOnSite } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';

type CalificacionRow = typeof calificaciones.$inferSelect;

const iso = (date: Date, timeZone: string) => formatInstantInZone(date.getTime(), timeZone);

function toCalificacion(row: CalificacionRow, timeZone: string, showHidden: boolean): Calificacion {
  return {
    id: row.id,
    pedidoId: row.pedidoId,
    configRestoId: row.comercioId,
    puntajeCalidad: row.puntajeCalidad,
    puntajeEnvio: row.puntajeEnvio,
    comentario: row.comentarioOculto && !showHidden ? null : row.comentario,
    comentarioOculto: row.comentarioOculto,
    fecha: iso(row.createdAt, timeZone),
  };
}

/** The caller's order at a business the Host's site shows (not one staff entered for someone), with its rating. */
async function selectOwnPedido(db: Db, site: SiteRow, user: UserRow, id: number) {
  const [row] = await db
    .select({ pedido: pedidos, timeZone: comercios.timeZone, calificacion: calificaciones })
    .from(pedidos)
    .innerJoin(comercios, eq(comercios.id, pedidos.comercioId))
    .leftJoin(calificaciones, eq(calificaciones.pedidoId, pedidos.id))
    .where(
      and(
        eq(pedidos.id, id),
        eq(pedidos.usuarioId, user.id),
        eq(pedidos.cargadoPorComercio, false),
        visibleOnSite(site),
      ),
    )
    .limit(1);
  if (!row) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  return row;
}

function toCalificacionPedido(row: Awaited<ReturnType<typeof selectOwnPedido>>, now: Date): CalificacionPedido {
  const { pedido, timeZone, calificacion } = row;
  const hasta = calificableHasta(pedido);
  return {
    pedidoId: pedido.id,
    delivery: pedido.delivery,
    calificable: calificacion === null && findCalificarError(pedido, now) === null,
    calificableHasta: hasta ? iso(hasta, timeZone) : null,
    calificacion: calificacion ? toCalificacion(calificacion, timeZone, true) : null,
  };
}

/** GET pedidos/{id}/calificacion. */
export async function getCalificacionPedido(
  db: Db,
  site: SiteRow,
  user: UserRow,
  id: number,
  now: Date,
): Promise<CalificacionPedido> {
  return toCalificacionPedido(await selectOwnPedido(db, site, user, id), now);
}

/** The sums and counts of the ratings of the given businesses, which the smoothed figures are computed from. */
async function totalsOf(tx: Db, ids: SQL) {
  const [totals] = await tx
    .select({
      sumaCalidad: sum(calificaciones.puntajeCalidad).mapWith(Number),
      cantidadCalidad: count(calificaciones.id),
      sumaEnvios: sum(calificaciones.puntajeEnvio).mapWith(Number),
      cantidadEnvios: count(calificaciones.puntajeEnvio),
    })
    .from(calificaciones)
    .where(inArray(calificaciones.comercioId, ids));
  return calcularCalificaciones({
    sumaCalidad: totals?.sumaCalidad ?? 0,
    cantidadCalidad: totals?.cantidadCalidad ?? 0,
    sumaEnvios: totals?.sumaEnvios ?? 0,
    cantidadEnvios: totals?.cantidadEnvios ?? 0,
  });
}

/** A business and its branches (a group's card shows the stars of every branch together; decision 033). */
const selfAndBranches = (comercioId: number) =>
  sql`(select ${comercios.id} from ${comercios} where ${comercios.id} = ${comercioId} or ${comercios.configRestoParentId} = ${comercioId})`;

/**
 * Recomputes the business's three figures from every one of its ratings and its branches' (a group's), then its
 * group's, whose card rolls up every branch. The caller holds the business row's lock, so two ratings of the same
 * business committing together cannot each miss the other's score; the group's row is locked here, always after
 * the branch's (a branch, then its group: the one order every rating takes, so two branches never deadlock).
 */
export async function updateCalificacionesComercio(tx: Db, comercioId: number): Promise<void> {
  const [own] = await tx
    .update(comercios)
    .set(await totalsOf(tx, selfAndBranches(comercioId)))
    .where(eq(comercios.id, comercioId))
    .returning({ parentId: comercios.configRestoParentId });
  const parentId = own?.parentId;
  if (parentId == null) return;
  await tx.execute(sql`select 1 from ${comercios} where ${comercios.id} = ${parentId} for update`);
  await tx
    .update(comercios)
    .set(await totalsOf(tx, selfAndBranches(parentId)))
    .where(eq(comercios.id, parentId));
}

/**
 * POST pedidos/{id}/calificacion: 404 for an order that is not the caller's on this site; 409 when it was never
 * ready, its window ended or it was already rated (a second request racing the first finds the unique index and
 * gets the same 409); 400 for a delivery score on a pickup order or none on a delivery. The rating and the
 * business's new figures are one transaction.
 */
export async function calificarPedido(
  db: Db,
  site: SiteRow,
  user: UserRow,
  id: number,
  body: CalificarRequest,
  now: Date,
): Promise<CalificacionPedido> {
  const own = await selectOwnPedido(db, site, user, id);
  if (own.calificacion) throw conflict(MSG_CALIFICACION_YA_EXISTE);
  const error = findCalificarError(own.pedido, now);
  if (error) throw conflict(error);
  const envioError = findPuntajeEnvioError(own.pedido.delivery, body.puntajeEnvio);
  if (envioError) throw badRequest(envioError);
  const comentario = body.comentario ? body.comentario : null;
  const inserted = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await tx.execute(sql`select 1 from ${comercios} where ${comercios.id} = ${own.pedido.comercioId} for update`);
    const [row] = await tx
      .insert(calificaciones)
      .values({
        pedidoId: own.pedido.id,
        comercioId: own.pedido.comercioId,
        usuarioId: user.id,
        puntajeCalidad: body.puntajeCalidad,
        puntajeEnvio: own.pedido.delivery ? (body.puntajeEnvio ?? null) : null,
        comentario,
        createdAt: now,
      })
      .onConflictDoNothing({ target: calificaciones.pedidoId })
      .returning();
    if (!row) return undefined;
    await updateCalificacionesComercio(tx, own.pedido.comercioId);
    return row;
  });
  if (!inserted) throw conflict(MSG_CALIFICACION_YA_EXISTE);
  return toCalificacionPedido({ ...own, calificacion: inserted }, now);
}

const PENDIENTES_LIMIT = 5;

/** GET pedidos/calificar/{carpeta}: the caller's orders at the business still waiting for a rating, newest first. */
export async function listPedidosPorCalificar(
  db: Db,
  site: SiteRow,
  user: UserRow,
  carpeta: string,
  now: Date,
): Promise<PedidosPorCalificar> {
  const comercio = await selectByCarpeta(db, site, carpeta);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  const desde = new Date(now.getTime() - VENTANA_CALIFICACION_DIAS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ pedido: pedidos })
    .from(pedidos)
    .leftJoin(calificaciones, eq(calificaciones.pedidoId, pedidos.id))
    .where(
      and(
        eq(pedidos.usuarioId, user.id),
        eq(pedidos.comercioId, comercio.id),
        eq(pedidos.cargadoPorComercio, false),
        eq(pedidos.estadoId, ESTADO_ENTREGADO),
        gt(pedidos.horaEntregado, desde),
        isNull(calificaciones.id),
      ),
    )
    .orderBy(desc(pedidos.id))
    .limit(PENDIENTES_LIMIT);
  return rows.flatMap(({ pedido }) => {
    const hasta = calificableHasta(pedido);
    if (!hasta || findCalificarError(pedido, now)) return [];
    return [
      {
        pedidoId: pedido.id,
        fechaHora: iso(pedido.fechaHora, comercio.timeZone),
        delivery: pedido.delivery,
        calificableHasta: iso(hasta, comercio.timeZone),
      },
    ];
  });
}

/**
 * GET merchant/calificaciones/{configRestoId}: newest first, keyset-paged. A hidden comment reaches the business
 * as null with comentarioOculto; a platform admin sees its text (to decide whether to show it again).
 */
export async function listCalificacionesComercio(
  db: Db,
  comercio: ComercioRow,
  viewer: UserRow,
  query: { antesDe?: number; limit: number },
): Promise<CalificacionesComercio> {
  const rows = await db
    .select({ calificacion: calificaciones, nombre: pedidos.nombre })
    .from(calificaciones)
    .innerJoin(pedidos, eq(pedidos.id, calificaciones.pedidoId))
    .where(
      and(
        eq(calificaciones.comercioId, comercio.id),
        query.antesDe === undefined ? undefined : lt(calificaciones.id, query.antesDe),
      ),
    )
    .orderBy(desc(calificaciones.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(calificaciones)
    .where(eq(calificaciones.comercioId, comercio.id));
  return {
    califCalidad: comercio.califCalidad,
    califEnvios: comercio.califEnvios,
    califProm: comercio.califProm,
    cantidad: total?.n ?? 0,
    calificaciones: page.map((r) => ({
      ...toCalificacion(r.calificacion, comercio.timeZone, viewer.admin),
      nombre: r.nombre,
    })),
    siguiente: rows.length > query.limit ? (page[page.length - 1]?.calificacion.id ?? null) : null,
  };
}

/** PUT admin/calificaciones/{id}/comentario: hides or shows again a comment, audited in the same transaction. */
export async function setComentarioOculto(
  db: Db,
  id: number,
  oculto: boolean,
  actor: AuditActor,
  now: Date,
): Promise<CalificacionComercio> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [before] = await tx.select().from(calificaciones).where(eq(calificaciones.id, id)).for('update');
    if (!before) throw notFound(MSG_CALIFICACION_NO_ENCONTRADA);
    const [row] = await tx
      .update(calificaciones)
      .set({ comentarioOculto: oculto })
      .where(eq(calificaciones.id, id))
      .returning();
    if (before.comentarioOculto !== oculto) {
      await recordAudit(
        tx,
        {
          actor,
          comercioId: before.comercioId,
          action: oculto ? 'calificacion.ocultar' : 'calificacion.mostrar',
          entity: 'calificacion',
          entityId: id,
          before: { comentarioOculto: before.comentarioOculto, comentario: before.comentario },
          after: { comentarioOculto: oculto },
        },
        now,
      );
    }
    const [extra] = await tx
      .select({ nombre: pedidos.nombre, timeZone: comercios.timeZone })
      .from(pedidos)
      .innerJoin(comercios, eq(comercios.id, pedidos.comercioId))
      .where(eq(pedidos.id, before.pedidoId));
    return { ...toCalificacion(row ?? before, extra?.timeZone ?? 'UTC', true), nombre: extra?.nombre ?? '' };
  });
}
