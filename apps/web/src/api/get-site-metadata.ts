import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type SiteMetadata, getSiteMetadataRoute, type getSiteMetadataOperation } from '@vidriera/domain/sites';
import { callOperation, currentDomain } from './client.ts';

declare global {
  interface Window {
    /** Site metadata an older page carried as a script (the page now carries a data block, read below). */
    __SITE__?: SiteMetadata;
  }
}

export function getSiteMetadata(domain: string): Promise<SiteMetadata> {
  return callOperation<typeof getSiteMetadataOperation>(getSiteMetadataRoute, { params: { domain } });
}

/** The id of the data block (`<script type="application/json">`, never run) the server writes the metadata in. */
export const SITE_METADATA_ELEMENT_ID = 'site-metadata';

/**
 * The site's metadata as the server wrote it into the page it sent (apps/api/src/plugins/web-app.ts), read
 * synchronously so the first screen renders without waiting for a call. Undefined when the page has none (an
 * unknown host, the service worker's copy of the built page).
 */
export function readInlinedSiteMetadata(): SiteMetadata | undefined {
  const text = document.getElementById(SITE_METADATA_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const site = JSON.parse(text) as unknown;
      if (site && typeof site === 'object') return site as SiteMetadata;
    } catch {
      // A damaged block: the call answers.
    }
  }
  return window.__SITE__;
}

/**
 * Seeded from the page's data block, so screens have the metadata on their first render; still asked for, as the
 * spec's calls go (the seed counts as stale: `initialDataUpdatedAt: 0`), but once the first screen is shown (app.tsx
 * calls revalidateSiteMetadata by afterFirstScreen): a call started by the first render's mounts would come before
 * the paint, on the first screen's path, for an answer that is almost always the page's own block. Later mounts
 * revalidate as usual when the answer is stale. The answer is cheap (the server answers 304 to the browser's
 * revalidation when nothing changed).
 */
export const siteMetadataQuery = () =>
  queryOptions({
    queryKey: ['site-metadata', currentDomain()],
    queryFn: () => getSiteMetadata(currentDomain()),
    initialData: readInlinedSiteMetadata,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    refetchOnMount: (query) => query.state.dataUpdatedAt > 0,
  });

/**
 * Asks the server for the metadata the page was seeded with (once the first screen has painted); nothing when an
 * answer is already here (a page without the block asked on its first mount).
 */
export function revalidateSiteMetadata(queryClient: QueryClient): Promise<unknown> {
  const options = siteMetadataQuery();
  if ((queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0) > 0) return Promise.resolve();
  return queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => {});
}

export function useSiteMetadata() {
  return useQuery(siteMetadataQuery());
}
