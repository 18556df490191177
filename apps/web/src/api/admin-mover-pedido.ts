import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pedido } from '@vidriera/domain/schemas/pedido';
import { adminPedidosKey } from './admin-get-pedidos-cola.ts';
import { apiFetch } from './client.ts';

/**
 * A merchant's move of an order, POST merchant/pedidos/{configRestoId}/{id}/{move}: aceptar (with the estimated
 * minutes), listo, entregado, rechazar and cancelar (with the reason the customer sees). 409 when the order has
 * moved meanwhile (another device, the customer annulled it).
 */
export type MovimientoPedido =
  | { move: 'aceptar'; demora: number }
  | { move: 'listo' | 'entregado' }
  | { move: 'rechazar' | 'cancelar'; motivo: string };

export function adminMoverPedido(configRestoId: number, id: number, movimiento: MovimientoPedido): Promise<Pedido> {
  const { move, ...body } = movimiento;
  return apiFetch<Pedido>(`merchant/pedidos/${configRestoId}/${id}/${move}`, { method: 'POST', body });
}

/** Success or refusal, the queue and the day's totals reload (a refusal means the order changed elsewhere). */
export function useAdminMoverPedido(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, movimiento }: { id: number; movimiento: MovimientoPedido }) =>
      adminMoverPedido(configRestoId, id, movimiento),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPedidosKey(configRestoId) }),
  });
}
