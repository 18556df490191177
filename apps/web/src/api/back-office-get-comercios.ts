import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type MerchantComercio,
  merchantComerciosRoute,
  type merchantComerciosOperation,
} from '@vidriera/domain/back-office';
import { ApiError, callOperation } from './client.ts';

/** What to ask for: a search text, or one business by id. */
export interface AdminComerciosFilter {
  q?: string;
  configRestoId?: number;
}

/** GET merchant/comercios: the businesses the user runs (every business for a platform admin, `q` searches). */
export function backOfficeGetComercios(
  filter: AdminComerciosFilter,
  signal?: AbortSignal,
): Promise<MerchantComercio[]> {
  // Unset and empty fields are left out of the query string (a 0 id is none). A revoked session's 401 ends it
  // (noteApiAnswer): the back office's login gate takes over.
  const query = { q: filter.q?.trim(), configRestoId: filter.configRestoId || undefined };
  return callOperation<typeof merchantComerciosOperation>(merchantComerciosRoute, { query, signal });
}

export const backOfficeComerciosQuery = (filter: AdminComerciosFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'comercios', filter.q?.trim().toLowerCase() ?? '', filter.configRestoId ?? 0],
    queryFn: ({ signal }) => backOfficeGetComercios(filter, signal),
    staleTime: 60_000,
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status < 500 && err.status > 0),
  });

export function useBackOfficeComercios(filter: AdminComerciosFilter = {}, enabled = true) {
  // While a new search loads, the previous results stay (no flash of an empty list); never across ids.
  return useQuery({
    ...backOfficeComerciosQuery(filter),
    enabled,
    placeholderData: filter.configRestoId ? undefined : keepPreviousData,
  });
}
