import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comercio } from '@vidriera/domain/schemas/comercio';
import { apiFetch } from './client.ts';

/** The businesses of one of the site's categories. */
export function getFeedByCategoria(domain: string, categoryId: string): Promise<Comercio[]> {
  return apiFetch<Comercio[]>(
    `comercios/getFeedByCategoria/${encodeURIComponent(domain)}/${encodeURIComponent(categoryId)}`,
  );
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
