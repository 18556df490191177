import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MIS_PEDIDOS_REFRESH_MS,
  type Pedido,
  getPedidosByCarpetaRoute,
  getPedidosRoute,
  type getPedidosByCarpetaOperation,
  type getPedidosOperation,
} from '@vidriera/domain/pedidos';
import { callOperation } from './client.ts';

/** GET pedidos/todos[/{carpeta}]: the user's orders; the carpeta scopes them to one business (customer mode). */
export function getPedidos(carpeta: string | null, signal?: AbortSignal): Promise<Pedido[]> {
  return carpeta
    ? callOperation<typeof getPedidosByCarpetaOperation>(getPedidosByCarpetaRoute, { params: { carpeta }, signal })
    : callOperation<typeof getPedidosOperation>(getPedidosRoute, { signal });
}

export const pedidosQuery = (carpeta: string | null) =>
  queryOptions({
    queryKey: ['pedidos', 'todos', carpeta ?? ''],
    queryFn: ({ signal }) => getPedidos(carpeta, signal),
    // The spec's refresh; it is also the fallback when the live channel is down.
    refetchInterval: MIS_PEDIDOS_REFRESH_MS,
  });

export function usePedidos(carpeta: string | null, enabled = true) {
  return useQuery({ ...pedidosQuery(carpeta), enabled });
}
