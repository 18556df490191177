import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Pedido,
  getPedidosActivosByCarpetaRoute,
  getPedidosActivosRoute,
  type getPedidosActivosByCarpetaOperation,
  type getPedidosActivosOperation,
} from '@vidriera/domain/pedidos';
import { ApiError, callOperation } from './client.ts';

/** Spec 02 §7: a failed load of the active orders waits 6 s before retrying. */
export const PEDIDOS_ACTIVOS_RETRY_DELAY_MS = 6_000;

/**
 * GET pedidos/activos[/{carpeta}]: the user's orders still going on; a 401 ends the session (spec 02 §6: the
 * client's rule for every call that carried the token, noteApiAnswer).
 */
export function getPedidosActivos(carpeta: string | null, signal?: AbortSignal): Promise<Pedido[]> {
  return carpeta
    ? callOperation<typeof getPedidosActivosByCarpetaOperation>(getPedidosActivosByCarpetaRoute, {
        params: { carpeta },
        signal,
      })
    : callOperation<typeof getPedidosActivosOperation>(getPedidosActivosRoute, { signal });
}

export const pedidosActivosQuery = (carpeta: string | null) =>
  queryOptions({
    queryKey: ['pedidos', 'activos', carpeta ?? ''],
    queryFn: ({ signal }) => getPedidosActivos(carpeta, signal),
    // A 401 already logged the user out: trying again would only fail again.
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status === 401),
    retryDelay: PEDIDOS_ACTIVOS_RETRY_DELAY_MS,
    staleTime: 30_000,
  });

export function usePedidosActivos(carpeta: string | null, enabled = true) {
  return useQuery({ ...pedidosActivosQuery(carpeta), enabled });
}
