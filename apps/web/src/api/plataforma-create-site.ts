import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminSiteDetail,
  type SiteInput,
  adminCreateSiteRoute,
  type adminCreateSiteOperation,
} from '@vidriera/domain/plataforma';
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
