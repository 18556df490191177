import type { Placeholder } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import { getEstadoPedidoLabel, type PedidoEvento } from '@vidriera/domain/pedidos';
import type { Db } from '../../db/client.ts';
import { defineEventChannel } from '../../plugins/events.ts';

/**
 * Every change of an order (placed, paid, accepted, delivered, cancelled, ...), for the customer's and the
 * merchant's live pages: channel pedido_changed, SSE event 'pedido'. The label is the reader's, not the sender's.
 */
export const pedidoChanges = defineEventChannel<PedidoEvento>({
  channel: 'pedido_changed',
  event: 'pedido',
  read: (value) =>
    typeof value.pedidoId === 'number' &&
    typeof value.configRestoId === 'number' &&
    typeof value.usuarioId === 'number' &&
    typeof value.estadoId === 'number'
      ? {
          pedidoId: value.pedidoId,
          configRestoId: value.configRestoId,
          usuarioId: value.usuarioId,
          estadoId: value.estadoId,
          estado: getEstadoPedidoLabel(value.estadoId),
        }
      : null,
});

/** Announces an order change to every API process, when (and only if) the executor's transaction commits. */
export async function publishPedidoChanged(
  executor: Db,
  pedido: { id: number; comercioId: number; usuarioId: number; estadoId: number },
): Promise<void> {
  await pedidoChanges.publish(executor, {
    pedidoId: pedido.id,
    configRestoId: pedido.comercioId,
    usuarioId: pedido.usuarioId,
    estadoId: pedido.estadoId,
    estado: getEstadoPedidoLabel(pedido.estadoId),
  });
}

/**
 * The same announcement as SQL, for a statement that inserts the order and notifies in one go: `pedidoId` is the
 * SQL of the new id (known only inside that statement); the other values may be placeholders of a prepared
 * statement (`estado` is getEstadoPedidoLabel of the order's estadoId).
 */
export function sqlPedidoChangedNotify(
  pedidoId: SQL,
  pedido: { comercioId: SQLValue; usuarioId: SQLValue; estadoId: SQLValue; estado: SQLValue },
): SQL {
  return sql`pg_notify(${pedidoChanges.channel}, json_build_object(
    'pedidoId', ${pedidoId},
    'configRestoId', ${pedido.comercioId}::int,
    'usuarioId', ${pedido.usuarioId}::int,
    'estadoId', ${pedido.estadoId}::int,
    'estado', ${pedido.estado}::text
  )::text)`;
}

/** What a value of an announcement's SQL may be: a value, or a placeholder filled when the statement runs. */
type SQLValue = number | string | Placeholder;
