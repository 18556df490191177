import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PedidosCola } from '@vidriera/domain/schemas/pedido-admin';
import { apiFetch } from './client.ts';

/** Every back-office order query of a business: what a live event refreshes. */
export const adminPedidosKey = (configRestoId: number) => ['admin', 'pedidos', configRestoId] as const;

/** The fallback refresh when the live channel cannot be opened (or a proxy cuts it). */
export const ADMIN_PEDIDOS_REFRESH_MS = 60_000;

/** GET merchant/pedidos/{configRestoId}/cola: the live queue by group (Nuevos ... Entregados hoy). */
export function adminGetPedidosCola(configRestoId: number, signal?: AbortSignal): Promise<PedidosCola> {
  return apiFetch<PedidosCola>(`merchant/pedidos/${configRestoId}/cola`, { signal });
}

export const adminPedidosColaQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...adminPedidosKey(configRestoId), 'cola'],
    queryFn: ({ signal }) => adminGetPedidosCola(configRestoId, signal),
    refetchInterval: ADMIN_PEDIDOS_REFRESH_MS,
  });

export function useAdminPedidosCola(configRestoId: number, enabled = true) {
  return useQuery({ ...adminPedidosColaQuery(configRestoId), enabled });
}
