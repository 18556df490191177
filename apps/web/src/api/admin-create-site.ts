import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteDetail, SiteInput } from '@vidriera/domain/schemas/admin-sites';
import { apiFetch } from './client.ts';

/** POST admin/sites: the new site answers at its domain at once. */
export function adminCreateSite(input: SiteInput): Promise<AdminSiteDetail> {
  return apiFetch<AdminSiteDetail>('admin/sites', { method: 'POST', body: input });
}

export function useAdminCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCreateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sites'] }),
  });
}
