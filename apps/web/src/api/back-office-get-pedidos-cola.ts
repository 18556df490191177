import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PedidosCola, getPedidosColaRoute, type getPedidosColaOperation } from '@vidriera/domain/pedidos';
import { callOperation } from './client.ts';

/** Every back-office order query of a business: what a live event refreshes. */
export const backOfficePedidosKey = (configRestoId: number) => ['admin', 'pedidos', configRestoId] as const;

/** The fallback refresh when the live channel cannot be opened (or a proxy cuts it). */
export const ADMIN_PEDIDOS_REFRESH_MS = 60_000;
/**
 * How long a fetched queue counts as current: the live channel refreshes it on every change, so a screen that
 * mounts right after the badge source (or the first-screen preload) fetched it does not ask again.
 */
export const ADMIN_PEDIDOS_FRESH_MS = 10_000;

/** GET merchant/pedidos/{configRestoId}/cola: the live queue by group (Nuevos ... Entregados hoy). */
export function backOfficeGetPedidosCola(configRestoId: number, signal?: AbortSignal): Promise<PedidosCola> {
  return callOperation<typeof getPedidosColaOperation>(getPedidosColaRoute, { params: { configRestoId }, signal });
}

export const backOfficePedidosColaQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...backOfficePedidosKey(configRestoId), 'cola'],
    queryFn: ({ signal }) => backOfficeGetPedidosCola(configRestoId, signal),
    refetchInterval: ADMIN_PEDIDOS_REFRESH_MS,
    staleTime: ADMIN_PEDIDOS_FRESH_MS,
  });

export function useBackOfficePedidosCola(configRestoId: number, enabled = true) {
  return useQuery({ ...backOfficePedidosColaQuery(configRestoId), enabled });
}
