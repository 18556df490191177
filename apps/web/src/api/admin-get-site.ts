import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminSiteDetail, adminGetSiteRoute, type adminGetSiteOperation } from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/sites/{siteId}: every editable field of a site. */
export function adminGetSite(siteId: number, signal?: AbortSignal): Promise<AdminSiteDetail> {
  return callOperation<typeof adminGetSiteOperation>(adminGetSiteRoute, { params: { siteId }, signal });
}

export const adminSiteKey = (siteId: number) => ['admin', 'sites', siteId] as const;

export const adminSiteQuery = (siteId: number) =>
  queryOptions({ queryKey: adminSiteKey(siteId), queryFn: ({ signal }) => adminGetSite(siteId, signal) });

export function useAdminSite(siteId: number | null) {
  return useQuery({ ...adminSiteQuery(siteId ?? 0), enabled: siteId !== null });
}
