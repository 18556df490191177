import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminSite, adminSitesRoute, type adminSitesOperation } from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/sites: every site with its id, kind and minimum build (platform admins). */
export function plataformaGetSites(signal?: AbortSignal): Promise<AdminSite[]> {
  return callOperation<typeof adminSitesOperation>(adminSitesRoute, { signal });
}

export const plataformaSitesKey = ['admin', 'sites'] as const;

export const plataformaSitesQuery = () =>
  queryOptions({
    queryKey: plataformaSitesKey,
    queryFn: ({ signal }) => plataformaGetSites(signal),
    staleTime: 30_000,
  });

export function usePlataformaSites() {
  return useQuery(plataformaSitesQuery());
}
