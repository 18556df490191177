import type { QueryClient } from '@tanstack/react-query';
import type { SiteMetadata } from '@vidriera/domain/sites';
import { siteMetadataQuery } from '../api/get-site-metadata.ts';

/**
 * Google tag and Meta pixel, loaded only for sites whose metadata names them (googleTag, metaPixel). On sites
 * without them trackPageView, trackEvent and the error reports do nothing, so callers never check. Calls made
 * before the metadata is known (an error while booting, the first screen's page view) wait for it: they are sent
 * once the trackers are installed, or dropped when the site has none.
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

/** Sends waiting for the site's metadata (null once it is known); bounded, in case it never comes. */
let pending: Array<() => void> | null = [];
const MAX_PENDING = 20;

function send(call: () => void): void {
  if (!pending) call();
  else if (pending.length < MAX_PENDING) pending.push(call);
}

function flushPending(): void {
  const calls = pending ?? [];
  pending = null;
  for (const call of calls) call();
}

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
  flushPending();
}

/** Installs the trackers as soon as the site metadata is known (it is usually inlined in the page). */
export function loadSiteAnalytics(queryClient: QueryClient): void {
  queryClient
    .ensureQueryData(siteMetadataQuery())
    .then(installAnalytics)
    .catch(() => {
      // Without metadata there is nothing to track; the screens report the failure themselves.
      flushPending();
    });
}

export function trackPageView(title: string, path: string): void {
  const location = window.location.href;
  send(() => {
    gtag?.('event', 'page_view', { page_title: title, page_path: path, page_location: location });
    fbq?.('track', 'PageView');
  });
}

export function trackEvent(action: string, category: string, label: string): void {
  send(() => {
    gtag?.('event', action, { event_category: category, event_label: label });
    fbq?.('trackCustom', action, { category, label });
  });
}

/**
 * The error service (spec 02 §8). Google gets its recommended 'exception' event ({description, fatal}) plus
 * error_kind; Meta a custom event of the same kind: 'UncontrolledError' for what nothing handled (the global
 * error and unhandledrejection handlers, the route error boundary) and 'RegisteredError' for a failure a screen
 * handles but registers ('No se encontró la configuración del Restaurante {carpeta}'). Descriptions are cut to
 * the 100 characters a Google event parameter keeps; the same description is sent once per page, at most
 * MAX_ERRORS in all, so a loop that keeps failing does not flood the site's analytics.
 */
export type ErrorKind = 'uncontrolled' | 'registered';
const META_ERROR_EVENT: Record<ErrorKind, string> = {
  uncontrolled: 'UncontrolledError',
  registered: 'RegisteredError',
};
const MAX_DESCRIPTION = 100;
const MAX_ERRORS = 10;
const reportedErrors = new Set<string>();

export function reportError(description: string, kind: ErrorKind, fatal = false): void {
  const text = description.trim().slice(0, MAX_DESCRIPTION) || 'Error';
  const key = `${kind}:${text}`;
  if (reportedErrors.has(key) || reportedErrors.size >= MAX_ERRORS) return;
  reportedErrors.add(key);
  send(() => {
    gtag?.('event', 'exception', { description: text, fatal, error_kind: kind });
    fbq?.('trackCustom', META_ERROR_EVENT[kind], { description: text, fatal });
  });
}

/** What an error or rejection reason says, for reportError. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
