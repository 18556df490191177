import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Carta } from '@vidriera/domain/carta';
import { getCartaPedidosRoute, type getCartaPedidosOperation } from '@vidriera/domain/pedidos';
import { callOperation } from './client.ts';

/**
 * GET merchant/pedidos/{configRestoId}/carta[?enLocal=1]: the business's menu for entering an order, whatever
 * site the back office is open on (the in-venue one for a table).
 */
export function backOfficeGetCartaPedidos(
  configRestoId: number,
  enLocal: boolean,
  signal?: AbortSignal,
): Promise<Carta> {
  return callOperation<typeof getCartaPedidosOperation>(getCartaPedidosRoute, {
    params: { configRestoId },
    query: { enLocal: enLocal ? '1' : undefined },
    signal,
  });
}

export const backOfficeCartaPedidosQuery = (configRestoId: number, enLocal: boolean) =>
  queryOptions({
    queryKey: ['admin', 'carta-pedidos', configRestoId, enLocal],
    queryFn: ({ signal }) => backOfficeGetCartaPedidos(configRestoId, enLocal, signal),
    staleTime: 60_000,
  });

export function useBackOfficeCartaPedidos(configRestoId: number, enLocal: boolean) {
  return useQuery(backOfficeCartaPedidosQuery(configRestoId, enLocal));
}
