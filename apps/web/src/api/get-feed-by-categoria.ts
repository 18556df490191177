import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Comercio, getFeedByCategoriaRoute, type getFeedByCategoriaOperation } from '@vidriera/domain/comercios';
import { callOperation } from './client.ts';

/** The businesses of one of the site's categories. */
export function getFeedByCategoria(domain: string, categoryId: string): Promise<Comercio[]> {
  return callOperation<typeof getFeedByCategoriaOperation>(getFeedByCategoriaRoute, { params: { domain, categoryId } });
}

export const feedByCategoriaQuery = (domain: string, categoryId: string) =>
  queryOptions({
    queryKey: ['feed-by-categoria', domain, categoryId],
    queryFn: () => getFeedByCategoria(domain, categoryId),
    staleTime: 60_000,
  });

export function useFeedByCategoria(domain: string | undefined, categoryId: string | undefined) {
  return useQuery({
    ...feedByCategoriaQuery(domain ?? '', categoryId ?? ''),
    enabled: Boolean(domain && categoryId),
  });
}
