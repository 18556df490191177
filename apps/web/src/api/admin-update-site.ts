import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteDetail, SiteInput } from '@vidriera/domain/schemas/admin-sites';
import { apiFetch } from './client.ts';

/** PUT admin/sites/{siteId}: replaces the site's editable fields. */
export function adminUpdateSite(siteId: number, input: SiteInput): Promise<AdminSiteDetail> {
  return apiFetch<AdminSiteDetail>(`admin/sites/${siteId}`, { method: 'PUT', body: input });
}

export function useAdminUpdateSite(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteInput) => adminUpdateSite(siteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sites'] }),
  });
}
