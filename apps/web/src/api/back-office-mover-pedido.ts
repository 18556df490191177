import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Pedido,
  aceptarPedidoRoute,
  cancelarPedidoRoute,
  entregadoPedidoRoute,
  listoPedidoRoute,
  rechazarPedidoRoute,
  type aceptarPedidoOperation,
  type cancelarPedidoOperation,
  type entregadoPedidoOperation,
  type listoPedidoOperation,
  type rechazarPedidoOperation,
} from '@vidriera/domain/pedidos';
import { backOfficePedidosKey } from './back-office-get-pedidos-cola.ts';
import { callOperation } from './client.ts';

/**
 * A merchant's move of an order, POST merchant/pedidos/{configRestoId}/{id}/{move}: aceptar (with the estimated
 * minutes), listo, entregado, rechazar and cancelar (with the reason the customer sees). 409 when the order has
 * moved meanwhile (another device, the customer annulled it).
 */
export type MovimientoPedido =
  | { move: 'aceptar'; demora: number }
  | { move: 'listo' | 'entregado' }
  | { move: 'rechazar' | 'cancelar'; motivo: string };

export function backOfficeMoverPedido(
  configRestoId: number,
  id: number,
  movimiento: MovimientoPedido,
): Promise<Pedido> {
  const params = { configRestoId, id };
  switch (movimiento.move) {
    case 'aceptar':
      return callOperation<typeof aceptarPedidoOperation>(aceptarPedidoRoute, {
        params,
        body: { demora: movimiento.demora },
      });
    case 'listo':
      return callOperation<typeof listoPedidoOperation>(listoPedidoRoute, { params, body: {} });
    case 'entregado':
      return callOperation<typeof entregadoPedidoOperation>(entregadoPedidoRoute, { params, body: {} });
    case 'rechazar':
      return callOperation<typeof rechazarPedidoOperation>(rechazarPedidoRoute, {
        params,
        body: { motivo: movimiento.motivo },
      });
    case 'cancelar':
      return callOperation<typeof cancelarPedidoOperation>(cancelarPedidoRoute, {
        params,
        body: { motivo: movimiento.motivo },
      });
  }
}

/** Success or refusal, the queue and the day's totals reload (a refusal means the order changed elsewhere). */
export function useBackOfficeMoverPedido(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, movimiento }: { id: number; movimiento: MovimientoPedido }) =>
      backOfficeMoverPedido(configRestoId, id, movimiento),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficePedidosKey(configRestoId) }),
  });
}
