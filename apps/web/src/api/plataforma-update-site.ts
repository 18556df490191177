import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteDetail, SiteInput } from '@vidriera/domain/schemas/admin-sites';
import { adminUpdateSiteRoute } from '@vidriera/domain/contracts/admin-routes';
import type { adminUpdateSiteOperation } from '@vidriera/domain/contracts/admin';
import { callOperation } from './client.ts';

/** PUT admin/sites/{siteId}: replaces the site's editable fields. */
export function plataformaUpdateSite(siteId: number, input: SiteInput): Promise<AdminSiteDetail> {
  return callOperation<typeof adminUpdateSiteOperation>(adminUpdateSiteRoute, { params: { siteId }, body: input });
}

export function usePlataformaUpdateSite(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteInput) => plataformaUpdateSite(siteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sites'] }),
  });
}
