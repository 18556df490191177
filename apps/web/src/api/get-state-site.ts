import {
  type SiteStateRequest,
  type SiteStateResponse,
  getStateSiteRoute,
  type getStateSiteOperation,
} from '@vidriera/domain/sites';
import { callOperation } from './client.ts';

/** The commands the server queued for this app instance (site from the host, user from the bearer token). */
export function getStateSite(request: SiteStateRequest): Promise<SiteStateResponse> {
  return callOperation<typeof getStateSiteOperation>(getStateSiteRoute, { body: request });
}
