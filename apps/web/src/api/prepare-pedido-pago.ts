import { useMutation } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** POST pedidos/PreparePedidoPago {id}: readies the provider's payment for an order pending payment. */
export function preparePedidoPago(id: number): Promise<unknown> {
  return apiFetch<unknown>('pedidos/PreparePedidoPago', { method: 'POST', body: { id } });
}

export function usePreparePedidoPago() {
  return useMutation({ mutationFn: preparePedidoPago });
}
