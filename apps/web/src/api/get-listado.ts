import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Comercio,
  getListadoByCarpetaRoute,
  getListadoRoute,
  type getListadoByCarpetaOperation,
  type getListadoOperation,
} from '@vidriera/domain/comercios';
import { callOperation } from './client.ts';

/** A site's businesses, or with a carpeta the branches of that group. */
export function getListado(domain: string, carpeta?: string): Promise<Comercio[]> {
  return carpeta
    ? callOperation<typeof getListadoByCarpetaOperation>(getListadoByCarpetaRoute, { params: { domain, carpeta } })
    : callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain } });
}

export const listadoQuery = (domain: string, carpeta?: string) =>
  queryOptions({
    queryKey: ['listado', domain, carpeta ?? ''],
    queryFn: () => getListado(domain, carpeta),
    staleTime: 60_000,
  });

export function useListado(domain: string | undefined, carpeta?: string) {
  return useQuery({ ...listadoQuery(domain ?? '', carpeta), enabled: Boolean(domain) });
}
