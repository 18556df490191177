import { useMutation } from '@tanstack/react-query';
import type { QueuedSiteCommand, SiteCommandRequest, SiteMinBuild } from '@vidriera/domain/schemas/admin';
import { adminSiteCommandRoute } from '@vidriera/domain/contracts/admin-routes';
import type { adminSiteCommandOperation } from '@vidriera/domain/contracts/admin';
import { callOperation } from './client.ts';

/** POST admin/sites/{siteId}/commands: queued for the site's apps, or (FORCE_UPDATE) the site's minimum build. */
export function plataformaSendSiteCommand(
  siteId: number,
  request: SiteCommandRequest,
): Promise<QueuedSiteCommand | SiteMinBuild> {
  return callOperation<typeof adminSiteCommandOperation>(adminSiteCommandRoute, { params: { siteId }, body: request });
}

export function usePlataformaSendSiteCommand() {
  return useMutation({
    mutationFn: ({ siteId, request }: { siteId: number; request: SiteCommandRequest }) =>
      plataformaSendSiteCommand(siteId, request),
  });
}
