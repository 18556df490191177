import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Categoria } from '@vidriera/domain/schemas/comercio';
import { apiFetch } from './client.ts';

/** A site's categories, or with a carpeta only those holding that business or its branches. */
export function getCategorias(domain: string, carpeta?: string): Promise<Categoria[]> {
  const path = carpeta
    ? `comercios/getCategorias/${encodeURIComponent(domain)}/${encodeURIComponent(carpeta)}`
    : `comercios/getCategorias/${encodeURIComponent(domain)}`;
  return apiFetch<Categoria[]>(path);
}

export const categoriasQuery = (domain: string, carpeta?: string) =>
  queryOptions({
    queryKey: ['categorias', domain, carpeta ?? ''],
    queryFn: () => getCategorias(domain, carpeta),
    staleTime: 5 * 60_000,
  });

export function useCategorias(domain: string | undefined, carpeta?: string) {
  return useQuery({ ...categoriasQuery(domain ?? '', carpeta), enabled: Boolean(domain) });
}
