import { ANDROID_PACKAGE_PATTERN } from '@vidriera/domain/android-app';
import { logoFileName, logoFolder } from '@vidriera/domain/comercios';
import { siteMetadataSchema } from '@vidriera/domain/sites';
import { z } from 'zod';

/** What the shell takes from a site: the fields of its metadata.json that brand and point the app. */
export const shellSiteSchema = siteMetadataSchema
  .pick({ nombre: true, dominioUrl: true, carpeta: true, androidPackage: true })
  .extend({ carpeta: z.string().nullable().default(null) });
export type ShellSite = z.infer<typeof shellSiteSchema>;

/** Where the settings come from: a running site (or API) or a metadata.json saved to a file. */
export interface SiteSource {
  /** The site's public address (https://tandil.example.com): its metadata is read from its own API. */
  site?: string;
  /** An API to ask instead (http://127.0.0.1:3000) for `domain`; the app still loads https://{domain}. */
  api?: string;
  domain?: string;
  /** A metadata.json saved to a file (GET /api/site/{domain}/metadata.json), for machines without the API. */
  metadataFile?: string;
}

/** The settings of the site, checked: a site without an Android package has no app to build. */
export function toShellSite(metadata: unknown): ShellSite {
  const site = shellSiteSchema.parse(metadata);
  if (!site.androidPackage) {
    throw new Error(
      `The site ${site.dominioUrl} has no Android package: set it in the platform admin (#/admin/plataforma/sitios, the site, App Android)`,
    );
  }
  if (!ANDROID_PACKAGE_PATTERN.test(site.androidPackage)) {
    throw new Error(`The Android package ${site.androidPackage} is not a valid application id`);
  }
  return site;
}

/** The API base and domain a source reads from (none for a file). */
export function apiOf(source: SiteSource): { base: string; domain: string } | null {
  if (source.site) {
    const url = new URL(source.site);
    return { base: url.origin, domain: url.hostname };
  }
  if (source.api) {
    if (!source.domain) throw new Error('--api needs --domain (the site whose app this is)');
    return { base: new URL(source.api).origin, domain: source.domain };
  }
  return null;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/** The site's metadata, from its API or from a file. */
export async function readSiteMetadata(source: SiteSource, readFile: (path: string) => string): Promise<ShellSite> {
  if (source.metadataFile) return toShellSite(JSON.parse(readFile(source.metadataFile)));
  const api = apiOf(source);
  if (!api)
    throw new Error('Say where the site is: --site https://..., --api ... --domain ..., or --metadata file.json');
  const response = await fetchOk(`${api.base}/api/site/${encodeURIComponent(api.domain)}/metadata.json`);
  return toShellSite(await response.json());
}

/** The product's own icon (apps/web/public), what a site's web app manifest shows for a site without a logo. */
const PRODUCT_ICON = '/icon-512.png';

/**
 * The address of the site's logo in its largest variant (spec 01: logo_512_z) as the site's web app manifest lists
 * it: the business's uploaded logo when it has one, else the one in its folder; the product's icon for a portal,
 * which has no business of its own (pass --icon for a portal's own picture).
 */
export async function siteLogoUrl(api: { base: string; domain: string }, site: ShellSite): Promise<string> {
  if (!site.carpeta) return new URL(PRODUCT_ICON, api.base).toString();
  const comercioUrl = `${api.base}/api/comercios/getByDominioCarpeta/${encodeURIComponent(api.domain)}/${encodeURIComponent(site.carpeta)}`;
  // A list of one, as the spec's call answers.
  const [comercio] = (await (await fetchOk(comercioUrl)).json()) as Array<{ logoUrl?: string | null }>;
  const path = `${logoFolder(site.carpeta, comercio?.logoUrl)}/${logoFileName(512, 'png')}`;
  return new URL(path, api.base).toString();
}

/** The bytes of an icon given as a file path or a URL. */
export async function readIcon(icon: string, readFile: (path: string) => Buffer): Promise<Buffer> {
  if (/^https?:\/\//.test(icon)) return Buffer.from(await (await fetchOk(icon)).arrayBuffer());
  return readFile(icon);
}
