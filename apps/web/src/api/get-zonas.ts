import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ZonasComercio, zonasRoute, type zonasOperation } from '@vidriera/domain/zonas';
import { callOperation } from './client.ts';

/** GET zonas/{carpeta}: the business's delivery zones with their prices, for the delivery-price map. */
export function getZonas(carpeta: string, signal?: AbortSignal): Promise<ZonasComercio> {
  return callOperation<typeof zonasOperation>(zonasRoute, { params: { carpeta }, signal });
}

export const zonasQuery = (carpeta: string) =>
  queryOptions({
    queryKey: ['zonas', carpeta.toLowerCase()],
    queryFn: ({ signal }) => getZonas(carpeta, signal),
    staleTime: 5 * 60_000,
  });

export function useZonas(carpeta: string | null | undefined) {
  return useQuery({ ...zonasQuery(carpeta ?? ''), enabled: Boolean(carpeta) });
}
