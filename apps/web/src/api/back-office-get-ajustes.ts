import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AjustesComercio, ajustesRoute, type ajustesOperation } from '@vidriera/domain/ajustes';
import { callOperation } from './client.ts';

/** GET merchant/ajustes/{configRestoId}: every section of a business's settings (secrets only as ••••1234). */
export function backOfficeGetAjustes(configRestoId: number, signal?: AbortSignal): Promise<AjustesComercio> {
  return callOperation<typeof ajustesOperation>(ajustesRoute, { params: { configRestoId }, signal });
}

export const backOfficeAjustesKey = (configRestoId: number) => ['admin', 'ajustes', configRestoId] as const;

export const backOfficeAjustesQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: backOfficeAjustesKey(configRestoId),
    queryFn: ({ signal }) => backOfficeGetAjustes(configRestoId, signal),
    // Open/closed follows the clock: a settings screen left open shows the state customers see.
    refetchInterval: 60_000,
  });

export function useBackOfficeAjustes(configRestoId: number) {
  return useQuery(backOfficeAjustesQuery(configRestoId));
}
