import { useMutation } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** POST eventos/PreparePedidoPago {id}: readies the provider's payment for a purchase pending payment. */
export function prepareVentaPago(id: number): Promise<unknown> {
  return apiFetch<unknown>('eventos/PreparePedidoPago', { method: 'POST', body: { id } });
}

export function usePrepareVentaPago() {
  return useMutation({ mutationFn: prepareVentaPago });
}
