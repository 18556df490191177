import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  canMovePedido,
  describeForbiddenPedidoMove,
  ESTADO_CANCELADO,
  ESTADO_EN_PREPARACION,
  ESTADO_ENTREGADO,
  ESTADO_REALIZADO,
  ESTADO_RECHAZADO,
  type EstadoPedido,
  formatObservacionCancelado,
} from '@vidriera/domain/pedidos';
import { MSG_PEDIDO_NO_ENCONTRADO } from '@vidriera/domain/pedidos-validation';
import type { AceptarPedido, Pedido } from '@vidriera/domain/schemas/pedido';
import type { Db } from '../../db/client.ts';
import { pedidos } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/queries.ts';
import { publishPedidoChanged } from './notify.ts';
import { type PedidoRow, selectPedidosJoined, toPedidos } from './queries.ts';
import type { PedidosDeps } from './service.ts';

const QUEUE_LIMIT = 200;
export const MSG_HORA_ESTIMADA_PASADA = 'La hora estimada debe ser posterior a la hora actual';

/**
 * The merchant's orders: without an estado, the queue (placed and in preparation), oldest first, so the kitchen
 * works in order; with one, the newest orders in that estado.
 */
export async function listPedidosComercio(db: Db, comercio: ComercioRow, estadoId?: number): Promise<Pedido[]> {
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
  return toPedidos(db, rows);
}

/** One order of the business (404 for another business's). */
export async function getPedidoComercio(db: Db, comercio: ComercioRow, id: number): Promise<Pedido> {
  const rows = await selectPedidosJoined(db)
    .where(and(eq(pedidos.id, id), eq(pedidos.comercioId, comercio.id)))
    .limit(1);
  const [pedido] = await toPedidos(db, rows);
  if (!pedido) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  return pedido;
}

export type PedidoMove =
  | { to: typeof ESTADO_EN_PREPARACION; aceptar: AceptarPedido }
  | { to: typeof ESTADO_ENTREGADO }
  | { to: typeof ESTADO_RECHAZADO; motivo: string }
  | { to: typeof ESTADO_CANCELADO; motivo: string };

/** The columns a move sets: the estimated time when accepting, the delivery time, the reason in the observation. */
function changesFor(move: PedidoMove, comercio: ComercioRow, now: Date): Partial<PedidoRow> {
  switch (move.to) {
    case ESTADO_EN_PREPARACION: {
      const { horaEstimada, demora } = move.aceptar ?? {};
      const estimada = horaEstimada
        ? new Date(horaEstimada)
        : new Date(now.getTime() + (demora ?? comercio.demora) * 60_000);
      if (estimada.getTime() <= now.getTime()) throw badRequest(MSG_HORA_ESTIMADA_PASADA);
      return { horaEstimada: estimada };
    }
    case ESTADO_ENTREGADO:
      return { horaEntregado: now };
    case ESTADO_RECHAZADO:
      return { observacion: move.motivo };
    case ESTADO_CANCELADO:
      return { observacion: formatObservacionCancelado(move.motivo) };
  }
}

/**
 * Moves an order of the business along the state machine: accept with an estimated time (→ 1), delivered or
 * ready (→ 2), reject with a reason (→ 4, the observation), cancel with a reason (→ 3, 'Cancelado: {reason}]').
 * A forbidden move is a 409. The update applies only while the estado is still the one checked, so two
 * simultaneous moves cannot both pass; the change is announced when it commits.
 */
export async function movePedido(
  deps: PedidosDeps,
  comercio: ComercioRow,
  id: number,
  move: PedidoMove,
): Promise<Pedido> {
  const { db } = deps;
  const now = deps.now();
  const [current] = await db
    .select({ estadoId: pedidos.estadoId })
    .from(pedidos)
    .where(and(eq(pedidos.id, id), eq(pedidos.comercioId, comercio.id)))
    .limit(1);
  if (!current) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  const from = current.estadoId;
  if (!canMovePedido(from, move.to)) throw conflict(describeForbiddenPedidoMove(from, move.to));
  const changes = changesFor(move, comercio, now);
  const moved = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [updated] = await tx
      .update(pedidos)
      .set({ ...changes, estadoId: move.to as EstadoPedido, updatedAt: now })
      .where(and(eq(pedidos.id, id), eq(pedidos.comercioId, comercio.id), eq(pedidos.estadoId, from)))
      .returning();
    if (updated) await publishPedidoChanged(tx, updated);
    return updated;
  });
  if (!moved) {
    const [again] = await db.select({ estadoId: pedidos.estadoId }).from(pedidos).where(eq(pedidos.id, id)).limit(1);
    throw conflict(describeForbiddenPedidoMove(again?.estadoId ?? from, move.to));
  }
  return getPedidoComercio(db, comercio, id);
}
