import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResumenPedidos, getPedidosResumenRoute, type getPedidosResumenOperation } from '@vidriera/domain/pedidos';
import {
  ADMIN_PEDIDOS_FRESH_MS,
  ADMIN_PEDIDOS_REFRESH_MS,
  backOfficePedidosKey,
} from './back-office-get-pedidos-cola.ts';
import { callOperation } from './client.ts';

/** GET merchant/pedidos/{configRestoId}/resumen[?fecha=YYYY-MM-DD]: one day's totals (today without a date). */
export function backOfficeGetPedidosResumen(
  configRestoId: number,
  fecha: string | null,
  signal?: AbortSignal,
): Promise<ResumenPedidos> {
  return callOperation<typeof getPedidosResumenOperation>(getPedidosResumenRoute, {
    params: { configRestoId },
    query: { fecha: fecha ?? undefined },
    signal,
  });
}

export const backOfficePedidosResumenQuery = (configRestoId: number, fecha: string | null = null) =>
  queryOptions({
    queryKey: [...backOfficePedidosKey(configRestoId), 'resumen', fecha ?? 'hoy'],
    queryFn: ({ signal }) => backOfficeGetPedidosResumen(configRestoId, fecha, signal),
    refetchInterval: ADMIN_PEDIDOS_REFRESH_MS,
    staleTime: ADMIN_PEDIDOS_FRESH_MS,
  });

export function useBackOfficePedidosResumen(configRestoId: number, fecha: string | null = null) {
  return useQuery(backOfficePedidosResumenQuery(configRestoId, fecha));
}
