import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminSite, adminSitesRoute, type adminSitesOperation } from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/sites: every site with its id, kind and minimum build (platform admins). */
export function adminGetSites(signal?: AbortSignal): Promise<AdminSite[]> {
  return callOperation<typeof adminSitesOperation>(adminSitesRoute, { signal });
}

export const adminSitesKey = ['admin', 'sites'] as const;

export const adminSitesQuery = () =>
  queryOptions({ queryKey: adminSitesKey, queryFn: ({ signal }) => adminGetSites(signal), staleTime: 30_000 });

export function useAdminSites() {
  return useQuery(adminSitesQuery());
}
