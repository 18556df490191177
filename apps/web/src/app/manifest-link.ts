/** The site's own web app manifest (apps/api/src/modules/sites/web-manifest.ts). */
const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the site's manifest, once. Called after the first screen has painted (app.tsx): linked in the page, the
 * browser fetches it, and then the icon it would install, while the first screen's scripts and data are still on
 * their way; nothing the first screen shows needs it, only the browser's install prompt, which reads the link
 * whenever it appears.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.appendChild(link);
}
