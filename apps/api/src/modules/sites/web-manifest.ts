import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type LogoFormat, type LogoSize, logoFileName, logoFolder } from '@vidriera/domain/comercios';
import type { Db } from '../../db/client.ts';
import { comercios } from '../../db/schema.ts';
import { getSiteByDomain, type SiteRow } from './service.ts';

/** The product's colours (apps/web/index.html's theme-color): no site setting changes them. */
export const DEFAULT_THEME_COLOR = '#c2410c';
export const DEFAULT_BACKGROUND_COLOR = '#fff7ed';

/** The product's own icons (apps/web/public), for a site whose business has no logo (a portal, for one). */
export const GENERIC_ICONS: WebAppManifestIcon[] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
];

/**
 * The logo variants a manifest lists, largest first: browsers want one of at least 144 px to install the app
 * (512 and 170) and pick a smaller one for the launcher where it fits (100).
 */
const ICON_SIZES: readonly LogoSize[] = [512, 170, 100];

/** The format of each size a manifest names: PNG where the logo has one (every browser installs it), else the others. */
const ICON_FORMATS: readonly LogoFormat[] = ['png', 'webp', 'jpg'];

const MIME: Record<LogoFormat, string> = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' };

export interface WebAppManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any';
}

/** A web app manifest (W3C Web Application Manifest), as served at /manifest.webmanifest. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebAppManifestIcon[];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The app icons of a site's business from its logo variants on the image host (DATA_DIR/img): for each size, the
 * first format the logo has. None when the site shows no single business or its business has no logo.
 */
export async function siteLogoIcons(db: Db, dataDir: string, site: SiteRow): Promise<WebAppManifestIcon[]> {
  if (!site.comercioId) return [];
  const [comercio] = await db
    .select({ carpeta: comercios.carpeta, logoUrl: comercios.logoUrl })
    .from(comercios)
    .where(eq(comercios.id, site.comercioId))
    .limit(1);
  if (!comercio) return [];
  const folder = logoFolder(comercio.carpeta, comercio.logoUrl);
  const icons: WebAppManifestIcon[] = [];
  for (const size of ICON_SIZES) {
    for (const format of ICON_FORMATS) {
      const file = logoFileName(size, format);
      // The folder is a URL path under /img/, served from DATA_DIR/img (plugins/web-app.ts).
      if (!(await exists(join(dataDir, folder, file)))) continue;
      icons.push({ src: `${folder}/${file}`, sizes: `${size}x${size}`, type: MIME[format], purpose: 'any' });
      break;
    }
  }
  return icons;
}

/** The site's own installable app: its name, its business's logo as icons (else the product's), the app's root. */
export function toWebAppManifest(site: SiteRow, logoIcons: WebAppManifestIcon[]): WebAppManifest {
  return {
    // The app is the site's root: one app per origin, whatever its start URL becomes.
    id: '/',
    name: site.nombre,
    // Launchers cut long names themselves; a cut of our own would misname the site.
    short_name: site.nombre,
    description: site.frase || site.nombreLargo || site.homeDescription,
    lang: 'es-AR',
    dir: 'ltr',
    // Routes are in the hash (/#/home/{carpeta}): the root sends each kind of site to its first screen.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: DEFAULT_THEME_COLOR,
    background_color: DEFAULT_BACKGROUND_COLOR,
    icons: logoIcons.length > 0 ? logoIcons : GENERIC_ICONS,
  };
}

/** The web app manifest of a host's site (404 for an unknown host, as its metadata). */
export async function getWebAppManifest(
  db: Db,
  dataDir: string,
  host: string,
  defaultSite: string,
): Promise<WebAppManifest> {
  const site = await getSiteByDomain(db, host, defaultSite);
  return toWebAppManifest(site, await siteLogoIcons(db, dataDir, site));
}
