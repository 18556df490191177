import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZonasComercio } from '@vidriera/domain/schemas/zona-envio';
import { zonasRoute } from '@vidriera/domain/contracts/zonas-routes';
import type { zonasOperation } from '@vidriera/domain/contracts/zonas';
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
