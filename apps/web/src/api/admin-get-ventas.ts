import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VentasAdmin, VentasAdminQuery } from '@vidriera/domain/schemas/evento-admin';
import { apiFetch } from './client.ts';

function toQueryString(filter: VentasAdminQuery): string {
  const params = new URLSearchParams();
  if (filter.eventoId) params.set('eventoId', String(filter.eventoId));
  if (filter.eventoFechaId) params.set('eventoFechaId', String(filter.eventoFechaId));
  if (filter.estado !== undefined) params.set('estado', String(filter.estado));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET merchant/eventos/{configRestoId}/ventas: the newest sales that match, with totals (sold, left, by estado). */
export function adminGetVentas(configRestoId: number, filter: VentasAdminQuery, signal?: AbortSignal) {
  return apiFetch<VentasAdmin>(`merchant/eventos/${configRestoId}/ventas${toQueryString(filter)}`, { signal });
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
