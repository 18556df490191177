import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteMetadata } from '@vidriera/domain/schemas/site';
import { apiFetch, currentDomain } from './client.ts';

declare global {
  interface Window {
    /** Site metadata the server inlines in the page it sends, so the first screen needs no extra call. */
    __SITE__?: SiteMetadata;
  }
}

export function getSiteMetadata(domain: string): Promise<SiteMetadata> {
  return apiFetch<SiteMetadata>(`site/${encodeURIComponent(domain)}/metadata.json`);
}

export const siteMetadataQuery = () =>
  queryOptions({
    queryKey: ['site-metadata', currentDomain()],
    queryFn: () => getSiteMetadata(currentDomain()),
    initialData: window.__SITE__,
    staleTime: 5 * 60_000,
  });

export function useSiteMetadata() {
  return useQuery(siteMetadataQuery());
}
