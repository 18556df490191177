import { type SQL, sql } from 'drizzle-orm';
import { getEstadoPedidoLabel } from '@vidriera/domain/pedidos';
import type { PedidoEvento } from '@vidriera/domain/schemas/pedido';
import type { Db } from '../../db/client.ts';
import { notifyChannel, parseChannelPayload } from '../../db/notify-channel.ts';

/** Channel on which every change of an order (placed, paid, accepted, delivered, cancelled, ...) is announced. */
export const PEDIDO_CHANGED = 'pedido_changed';

/**
 * Announces an order change to every API process (PostgreSQL NOTIFY), for the customer's and the merchant's
 * live pages. Sent through the executor it is given: inside a transaction the notification is delivered only if
 * and when that transaction commits, so nobody hears of a change that was rolled back.
 */
export async function publishPedidoChanged(
  executor: Db,
  pedido: { id: number; comercioId: number; usuarioId: number; estadoId: number },
): Promise<void> {
  const payload: PedidoEvento = {
    pedidoId: pedido.id,
    configRestoId: pedido.comercioId,
    usuarioId: pedido.usuarioId,
    estadoId: pedido.estadoId,
    estado: getEstadoPedidoLabel(pedido.estadoId),
  };
  await notifyChannel(executor, PEDIDO_CHANGED, payload);
}

/**
 * The same announcement as SQL, for a statement that inserts the order and notifies in one go: `pedidoId` is the
 * SQL of the new id (known only inside that statement).
 */
export function sqlPedidoChangedNotify(
  pedidoId: SQL,
  pedido: { comercioId: number; usuarioId: number; estadoId: number },
): SQL {
  return sql`pg_notify(${PEDIDO_CHANGED}, json_build_object(
    'pedidoId', ${pedidoId},
    'configRestoId', ${pedido.comercioId}::int,
    'usuarioId', ${pedido.usuarioId}::int,
    'estadoId', ${pedido.estadoId}::int,
    'estado', ${getEstadoPedidoLabel(pedido.estadoId)}::text
  )::text)`;
}

/** Reads a PEDIDO_CHANGED payload; null when it is not one. */
export function parsePedidoChanged(payload: string): PedidoEvento | null {
  return parseChannelPayload<PedidoEvento>(payload, (value) =>
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
  );
}
