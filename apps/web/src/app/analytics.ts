import type { QueryClient } from '@tanstack/react-query';
import type { SiteMetadata } from '@vidriera/domain/schemas/site';
import { siteMetadataQuery } from '../api/get-site-metadata.ts';

/**
 * Google tag and Meta pixel, loaded only for sites whose metadata names them (googleTag, metaPixel). Until then,
 * and on sites without them, trackPageView and trackEvent do nothing, so callers never check.
 */

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

// Ids go into script URLs: accept only the characters real ids have.
const GOOGLE_TAG_ID = /^[A-Za-z0-9-]{2,40}$/;
const META_PIXEL_ID = /^\d{5,20}$/;

let gtag: Gtag | null = null;
let fbq: Fbq | null = null;

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function installGoogleTag(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects it finds in dataLayer, not arrays.
  window.gtag = function gtagShim() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  gtag = window.gtag;
  appendScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function installMetaPixel(id: string): void {
  if (!window.fbq) {
    const queued = ((...args: unknown[]) => {
      if (queued.callMethod) queued.callMethod(...args);
      else queued.queue.push(args);
    }) as Fbq;
    queued.queue = [];
    queued.push = queued;
    queued.loaded = true;
    queued.version = '2.0';
    window.fbq = queued;
    window._fbq = queued;
    appendScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  window.fbq('init', id);
  window.fbq('track', 'PageView');
  fbq = window.fbq;
}

/** Loads the site's trackers once; ids that are absent or malformed load nothing. */
export function installAnalytics(site: Pick<SiteMetadata, 'googleTag' | 'metaPixel'>): void {
  const googleTag = site.googleTag?.trim();
  const metaPixel = site.metaPixel?.trim();
  if (!gtag && googleTag && GOOGLE_TAG_ID.test(googleTag)) installGoogleTag(googleTag);
  if (!fbq && metaPixel && META_PIXEL_ID.test(metaPixel)) installMetaPixel(metaPixel);
}

/** Installs the trackers as soon as the site metadata is known (it is usually inlined in the page). */
export function loadSiteAnalytics(queryClient: QueryClient): void {
  queryClient
    .ensureQueryData(siteMetadataQuery())
    .then(installAnalytics)
    .catch(() => {
      // Without metadata there is nothing to track; the screens report the failure themselves.
    });
}

export function trackPageView(title: string, path: string): void {
  gtag?.('event', 'page_view', { page_title: title, page_path: path, page_location: window.location.href });
  fbq?.('track', 'PageView');
}

export function trackEvent(action: string, category: string, label: string): void {
  gtag?.('event', action, { event_category: category, event_label: label });
  fbq?.('trackCustom', action, { category, label });
}
