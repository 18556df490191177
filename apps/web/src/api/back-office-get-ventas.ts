import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type VentasAdminQuery,
  backOfficeGetVentasRoute,
  type backOfficeGetVentasOperation,
} from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

/** GET merchant/eventos/{configRestoId}/ventas: the newest sales that match, with totals (sold, left, by estado). */
export function backOfficeGetVentas(configRestoId: number, filter: VentasAdminQuery, signal?: AbortSignal) {
  // An id of 0 is no filter: it is left out, as an unset one is.
  const query = {
    eventoId: filter.eventoId || undefined,
    eventoFechaId: filter.eventoFechaId || undefined,
    estado: filter.estado,
  };
  return callOperation<typeof backOfficeGetVentasOperation>(backOfficeGetVentasRoute, {
    params: { configRestoId },
    query,
    signal,
  });
}

/** Every sales query of a business starts with this key (the live stream refreshes them all). */
export const backOfficeVentasKey = (configRestoId: number) => ['admin', 'ventas', configRestoId] as const;

/** The live stream keeps the list current; this slow refresh is the fallback when it cannot be opened. */
export const VENTAS_REFRESH_MS = 60_000;

export const backOfficeVentasQuery = (configRestoId: number, filter: VentasAdminQuery) =>
  queryOptions({
    queryKey: [
      ...backOfficeVentasKey(configRestoId),
      filter.eventoId ?? 0,
      filter.eventoFechaId ?? 0,
      filter.estado ?? -1,
    ],
    queryFn: ({ signal }) => backOfficeGetVentas(configRestoId, filter, signal),
    refetchInterval: VENTAS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useBackOfficeVentas(configRestoId: number, filter: VentasAdminQuery) {
  return useQuery(backOfficeVentasQuery(configRestoId, filter));
}
