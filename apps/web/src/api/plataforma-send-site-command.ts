import { useMutation } from '@tanstack/react-query';
import {
  type QueuedSiteCommand,
  type SiteCommandRequest,
  type SiteMinBuild,
  adminSiteCommandRoute,
  type adminSiteCommandOperation,
} from '@vidriera/domain/plataforma';
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
