import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type VentasAdminQuery, adminGetVentasRoute, type adminGetVentasOperation } from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

/** GET merchant/eventos/{configRestoId}/ventas: the newest sales that match, with totals (sold, left, by estado). */
export function adminGetVentas(configRestoId: number, filter: VentasAdminQuery, signal?: AbortSignal) {
  // An id of 0 is no filter: it is left out, as an unset one is.
  const query = {
    eventoId: filter.eventoId || undefined,
    eventoFechaId: filter.eventoFechaId || undefined,
    estado: filter.estado,
  };
  return callOperation<typeof adminGetVentasOperation>(adminGetVentasRoute, {
    params: { configRestoId },
    query,
    signal,
  });
}

/** Every sales query of a business starts with this key (the live stream refreshes them all). */
export const adminVentasKey = (configRestoId: number) => ['admin', 'ventas', configRestoId] as const;

/** The live stream keeps the list current; this slow refresh is the fallback when it cannot be opened. */
export const VENTAS_REFRESH_MS = 60_000;

export const adminVentasQuery = (configRestoId: number, filter: VentasAdminQuery) =>
  queryOptions({
    queryKey: [...adminVentasKey(configRestoId), filter.eventoId ?? 0, filter.eventoFechaId ?? 0, filter.estado ?? -1],
    queryFn: ({ signal }) => adminGetVentas(configRestoId, filter, signal),
    refetchInterval: VENTAS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminVentas(configRestoId: number, filter: VentasAdminQuery) {
  return useQuery(adminVentasQuery(configRestoId, filter));
}
