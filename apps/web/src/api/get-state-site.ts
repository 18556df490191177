import type { SiteStateRequest, SiteStateResponse } from '@vidriera/domain/schemas/site';
import { apiFetch } from './client.ts';

/** The commands the server queued for this app instance (site from the host, user from the bearer token). */
export function getStateSite(request: SiteStateRequest): Promise<SiteStateResponse> {
  return apiFetch<SiteStateResponse>('site/getStateSite', { method: 'POST', body: request });
}
