import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Anuncio, getAnunciosRoute, type getAnunciosOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/** GET anuncios/anuncios/{configRestoId}/1/{delivery}: the merchant's announcements for the ordering mode. */
export function getAnuncios(configRestoId: number, delivery: boolean, signal?: AbortSignal): Promise<Anuncio[]> {
  return callOperation<typeof getAnunciosOperation>(getAnunciosRoute, {
    params: { configRestoId, tipo: 1, delivery: delivery ? 1 : 0 },
    signal,
  });
}

export const anunciosQuery = (configRestoId: number, delivery: boolean) =>
  queryOptions({
    queryKey: ['anuncios', configRestoId, delivery],
    queryFn: ({ signal }) => getAnuncios(configRestoId, delivery, signal),
    staleTime: 60_000,
  });

export function useAnuncios(configRestoId: number | undefined, delivery: boolean) {
  return useQuery({ ...anunciosQuery(configRestoId ?? 0, delivery), enabled: Boolean(configRestoId) });
}
