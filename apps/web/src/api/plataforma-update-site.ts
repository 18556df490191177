import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminSiteDetail,
  type SiteInput,
  adminUpdateSiteRoute,
  type adminUpdateSiteOperation,
} from '@vidriera/domain/plataforma';
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
