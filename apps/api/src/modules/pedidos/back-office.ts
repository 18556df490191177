import {
  getDemoraAlAceptar,
  canMovePedido,
  describeForbiddenPedidoMove,
  ESTADO_CANCELADO,
  ESTADO_EN_PREPARACION,
  ESTADO_ENTREGADO,
  ESTADO_REALIZADO,
  ESTADO_RECHAZADO,
  type EstadoPedido,
  formatObservacionCancelado,
  getEstadoPedidoLabel,
  findEntregadoError,
  findListoError,
  MSG_PEDIDO_NO_ENCONTRADO,
  type AceptarPedido,
  type Pedido,
} from '@vidriera/domain/pedidos';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { pedidos } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { type EventoPedido, queueAvisoPedido } from '../notificaciones/public.ts';
import { publishPedidoChanged } from './notify.ts';
import { type PedidoRow, selectPedidosJoined, toPedidos } from './queries.ts';
import type { PedidosDeps } from './service.ts';

const QUEUE_LIMIT = 200;
export const MSG_HORA_ESTIMADA_PASADA = 'La hora estimada debe ser posterior a la hora actual';

/**
 * The merchant's orders: without an estado, the queue (placed and in preparation), oldest first, so the kitchen
 * works in order; with one, the newest orders in that estado.
 */
export async function listPedidosComercio(
  db: Db,
  comercio: ComercioRow,
  now: Date,
  estadoId?: number,
): Promise<Pedido[]> {
  const query = selectPedidosJoined(db);
  const rows =
    estadoId === undefined
      ? await query
          .where(
            and(
              eq(pedidos.comercioId, comercio.id),
              inArray(pedidos.estadoId, [ESTADO_REALIZADO, ESTADO_EN_PREPARACION]),
            ),
          )
          .orderBy(asc(pedidos.id))
          .limit(QUEUE_LIMIT)
      : await query
          .where(and(eq(pedidos.comercioId, comercio.id), eq(pedidos.estadoId, estadoId)))
          .orderBy(desc(pedidos.id))
          .limit(QUEUE_LIMIT);
  return toPedidos(db, rows, now);
}

/** One order of the business as read at `now` (404 for another business's). */
export async function getPedidoComercio(db: Db, comercio: ComercioRow, id: number, now: Date): Promise<Pedido> {
  const rows = await selectPedidosJoined(db)
    .where(and(eq(pedidos.id, id), eq(pedidos.comercioId, comercio.id)))
    .limit(1);
  const [pedido] = await toPedidos(db, rows, now);
  if (!pedido) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  return pedido;
}

export type PedidoMove =
  | { to: typeof ESTADO_EN_PREPARACION; aceptar: AceptarPedido }
  /** 'listo': ready for pickup or on its way; 'entregado': it reached the customer (from 1, or a ready one). */
  | { to: typeof ESTADO_ENTREGADO; paso: 'listo' | 'entregado' }
  | { to: typeof ESTADO_RECHAZADO; motivo: string }
  | { to: typeof ESTADO_CANCELADO; motivo: string };

/** The audit log's verb of each move. */
function actionOf(move: PedidoMove): string {
  switch (move.to) {
    case ESTADO_EN_PREPARACION:
      return 'pedido.aceptar';
    case ESTADO_ENTREGADO:
      return `pedido.${move.paso}`;
    case ESTADO_RECHAZADO:
      return 'pedido.rechazar';
    case ESTADO_CANCELADO:
      return 'pedido.cancelar';
  }
}

/** The customer's WhatsApp notice a move causes (decision 034): none for a cancellation or an order handed over at once. */
function avisoOf(move: PedidoMove): EventoPedido | null {
  switch (move.to) {
    case ESTADO_EN_PREPARACION:
      return 'aceptado';
    case ESTADO_ENTREGADO:
      return move.paso === 'listo' ? 'listo' : null;
    case ESTADO_RECHAZADO:
      return 'rechazado';
    case ESTADO_CANCELADO:
      return null;
  }
}

/** Why the move is refused from the order's current state (409), or null when it is allowed. */
function findMoveError(move: PedidoMove, current: PedidoRow): string | null {
  if (move.to === ESTADO_ENTREGADO) {
    return move.paso === 'listo' ? findListoError(current) : findEntregadoError(current);
  }
  return canMovePedido(current.estadoId, move.to) ? null : describeForbiddenPedidoMove(current.estadoId, move.to);
}

/**
 * The columns a move sets: the estimated time and the moment when accepting, the ready time (the spec's horaEntregado, which
 * starts 'Listo para Retirar!' / 'En Camino...') and the time it reached the customer, the reason in the
 * observation.
 */
function changesFor(move: PedidoMove, current: PedidoRow, comercio: ComercioRow, now: Date): Partial<PedidoRow> {
  switch (move.to) {
    case ESTADO_EN_PREPARACION: {
      const { horaEstimada, demora } = move.aceptar ?? {};
      const estimada = horaEstimada
        ? new Date(horaEstimada)
        : new Date(now.getTime() + (demora ?? getDemoraAlAceptar(comercio.demora)) * 60_000);
      if (estimada.getTime() <= now.getTime()) throw badRequest(MSG_HORA_ESTIMADA_PASADA);
      return { horaEstimada: estimada, horaAceptado: now };
    }
    case ESTADO_ENTREGADO:
      return {
        horaEntregado: current.horaEntregado ?? now,
        ...(move.paso === 'entregado' ? { horaCompletado: now } : {}),
      };
    case ESTADO_RECHAZADO:
      return { observacion: move.motivo };
    case ESTADO_CANCELADO:
      return { observacion: formatObservacionCancelado(move.motivo) };
  }
}

/** What the audit log keeps of an order before and after a move (times with the business's offset). */
function auditState(row: PedidoRow, timeZone: string) {
  const iso = (date: Date | null) => (date ? formatInstantInZone(date.getTime(), timeZone) : null);
  return {
    estadoId: row.estadoId,
    estado: getEstadoPedidoLabel(row.estadoId),
    horaEstimada: iso(row.horaEstimada),
    horaEntregado: iso(row.horaEntregado),
    horaCompletado: iso(row.horaCompletado),
    observacion: row.observacion,
  };
}

/**
 * Moves an order of the business along the state machine: accept with an estimated time (→ 1), ready (→ 2),
 * delivered (→ 2 and handed over, or a ready one handed over), reject with a reason (→ 4, the observation),
 * cancel with a reason (→ 3, 'Cancelado: {reason}]'). A forbidden move is a 409. The update applies only while
 * the order is still as checked, so two simultaneous moves cannot both pass; the audit entry is written and the
 * change announced in the same transaction, with the customer's WhatsApp notice when they asked for it (the
 * caller kicks the notifications job after).
 */
export async function movePedido(
  deps: PedidosDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  id: number,
  move: PedidoMove,
): Promise<Pedido> {
  const { db } = deps;
  const now = deps.now();
  const [current] = await db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.id, id), eq(pedidos.comercioId, comercio.id)))
    .limit(1);
  if (!current) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  const refused = findMoveError(move, current);
  if (refused) throw conflict(refused);
  const changes = changesFor(move, current, comercio, now);
  const moved = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [updated] = await tx
      .update(pedidos)
      .set({ ...changes, estadoId: move.to as EstadoPedido, updatedAt: now })
      .where(
        and(
          eq(pedidos.id, id),
          eq(pedidos.comercioId, comercio.id),
          eq(pedidos.estadoId, current.estadoId),
          // An order handed over is final, whatever its estado says.
          isNull(pedidos.horaCompletado),
        ),
      )
      .returning();
    if (!updated) return undefined;
    await publishPedidoChanged(tx, updated);
    const aviso = avisoOf(move);
    if (aviso) await queueAvisoPedido(tx, comercio, updated, aviso, now);
    await recordAudit(
      tx,
      {
        actor,
        comercioId: comercio.id,
        action: actionOf(move),
        entity: 'pedido',
        entityId: id,
        before: auditState(current, comercio.timeZone),
        after: auditState(updated, comercio.timeZone),
      },
      now,
    );
    return updated;
  });
  if (!moved) {
    const [again] = await db.select().from(pedidos).where(eq(pedidos.id, id)).limit(1);
    throw conflict((again && findMoveError(move, again)) ?? describeForbiddenPedidoMove(current.estadoId, move.to));
  }
  return getPedidoComercio(db, comercio, id, deps.now());
}
