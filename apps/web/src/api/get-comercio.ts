import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Comercio, getByDominioCarpetaRoute, type getByDominioCarpetaOperation } from '@vidriera/domain/comercios';
import { ApiError, callOperation } from './client.ts';

/** Spec: the business load is retried every 5 s, up to 5 times, while the server answers 504. */
export const COMERCIO_RETRY_DELAY_MS = 5_000;
export const COMERCIO_MAX_RETRIES = 5;

/**
 * One business of the site by its folder; the API answers a list (of one), empty when the site has no business
 * with that folder (the spec's empty business result, alerted 'No se encontró el comercio...' on the home).
 */
export function getComercio(domain: string, carpeta: string): Promise<Comercio[]> {
  return callOperation<typeof getByDominioCarpetaOperation>(getByDominioCarpetaRoute, { params: { domain, carpeta } });
}

export function shouldRetryComercio(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 504 && failureCount < COMERCIO_MAX_RETRIES;
}

export const comercioQuery = (domain: string, carpeta: string) =>
  queryOptions({
    queryKey: ['comercio', domain, carpeta.toLowerCase()],
    queryFn: () => getComercio(domain, carpeta),
    retry: shouldRetryComercio,
    retryDelay: COMERCIO_RETRY_DELAY_MS,
    staleTime: 60_000,
  });

export function useComercio(domain: string | undefined, carpeta: string | undefined) {
  return useQuery({ ...comercioQuery(domain ?? '', carpeta ?? ''), enabled: Boolean(domain && carpeta) });
}
