import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSite } from '@vidriera/domain/schemas/admin';
import { apiFetch } from './client.ts';

/** GET admin/sites: every site with its id, kind and minimum build (platform admins). */
export function adminGetSites(signal?: AbortSignal): Promise<AdminSite[]> {
  return apiFetch<AdminSite[]>('admin/sites', { signal });
}

export const adminSitesKey = ['admin', 'sites'] as const;

export const adminSitesQuery = () =>
  queryOptions({ queryKey: adminSitesKey, queryFn: ({ signal }) => adminGetSites(signal), staleTime: 30_000 });

export function useAdminSites() {
  return useQuery(adminSitesQuery());
}
