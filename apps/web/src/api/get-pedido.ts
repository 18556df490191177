import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Pedido, getPedidoRoute, type getPedidoOperation } from '@vidriera/domain/pedidos';
import { ApiError, callOperation } from './client.ts';

/** GET pedidos/{id}: one of the user's orders (another user's answers 404). */
export function getPedido(id: number, signal?: AbortSignal): Promise<Pedido> {
  return callOperation<typeof getPedidoOperation>(getPedidoRoute, { params: { id }, signal });
}

export const pedidoQuery = (id: number) =>
  queryOptions({
    queryKey: ['pedidos', 'uno', id],
    queryFn: ({ signal }) => getPedido(id, signal),
    // A missing order stays missing; only a server hiccup is worth another try.
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });

export function usePedido(id: number) {
  return useQuery({ ...pedidoQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
