import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Categoria,
  getCategoriasByCarpetaRoute,
  getCategoriasRoute,
  type getCategoriasByCarpetaOperation,
  type getCategoriasOperation,
} from '@vidriera/domain/comercios';
import { callOperation } from './client.ts';

/** A site's categories, or with a carpeta only those holding that business or its branches. */
export function getCategorias(domain: string, carpeta?: string): Promise<Categoria[]> {
  return carpeta
    ? callOperation<typeof getCategoriasByCarpetaOperation>(getCategoriasByCarpetaRoute, {
        params: { domain, carpeta },
      })
    : callOperation<typeof getCategoriasOperation>(getCategoriasRoute, { params: { domain } });
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
