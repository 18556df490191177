import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminSiteDetail, adminGetSiteRoute, type adminGetSiteOperation } from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/sites/{siteId}: every editable field of a site. */
export function plataformaGetSite(siteId: number, signal?: AbortSignal): Promise<AdminSiteDetail> {
  return callOperation<typeof adminGetSiteOperation>(adminGetSiteRoute, { params: { siteId }, signal });
}

export const plataformaSiteKey = (siteId: number) => ['admin', 'sites', siteId] as const;

export const plataformaSiteQuery = (siteId: number) =>
  queryOptions({ queryKey: plataformaSiteKey(siteId), queryFn: ({ signal }) => plataformaGetSite(siteId, signal) });

export function usePlataformaSite(siteId: number | null) {
  return useQuery({ ...plataformaSiteQuery(siteId ?? 0), enabled: siteId !== null });
}
