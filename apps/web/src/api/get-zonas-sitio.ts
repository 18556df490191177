import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ZonasComercio, zonasSitioRoute, type zonasSitioOperation } from '@vidriera/domain/zonas';
import { callOperation } from './client.ts';

/** GET zonas: the delivery zones of every business of the site that draws them (the general delivery map). */
export function getZonasSitio(signal?: AbortSignal): Promise<ZonasComercio[]> {
  return callOperation<typeof zonasSitioOperation>(zonasSitioRoute, { signal });
}

export const zonasSitioQuery = () =>
  queryOptions({
    queryKey: ['zonas', 'sitio'],
    queryFn: ({ signal }) => getZonasSitio(signal),
    staleTime: 5 * 60_000,
  });

export function useZonasSitio(enabled: boolean) {
  return useQuery({ ...zonasSitioQuery(), enabled });
}
