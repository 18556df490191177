import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteDetail, SiteInput } from '@vidriera/domain/schemas/admin-sites';
import { adminCreateSiteRoute } from '@vidriera/domain/contracts/admin-routes';
import type { adminCreateSiteOperation } from '@vidriera/domain/contracts/admin';
import { callOperation } from './client.ts';

/** POST admin/sites: the new site answers at its domain at once. */
export function plataformaCreateSite(input: SiteInput): Promise<AdminSiteDetail> {
  return callOperation<typeof adminCreateSiteOperation>(adminCreateSiteRoute, { body: input });
}

export function usePlataformaCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: plataformaCreateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sites'] }),
  });
}
