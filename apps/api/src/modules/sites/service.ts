import { eq } from 'drizzle-orm';
import type { SiteMetadata } from '@vidriera/domain/sites';
import type { Db } from '../../db/client.ts';
import { comercios, sites } from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { toHostName } from '../../plugins/tenancy.ts';

export type SiteRow = typeof sites.$inferSelect;

/** Hosts that are not a site's own domain but mean "this machine": they serve the default site. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

export const SITE_NOT_FOUND = 'No encontramos el sitio solicitado';

/** A domain as sites are stored: host name only, without `www.`. */
export const toSiteDomain = (domain: string) => toHostName(domain).replace(/^www\./, '');

/** The site whose own domain this is (no fallback to the default site). */
export async function findSiteOwningDomain(db: Db, domain: string): Promise<SiteRow | undefined> {
  const [site] = await db
    .select()
    .from(sites)
    .where(eq(sites.dominioUrl, toSiteDomain(domain)))
    .limit(1);
  return site;
}

/** The site of a domain: its own, or the default site for a host that means "this machine" (localhost...). */
export async function findSiteByDomain(db: Db, domain: string, defaultSite: string): Promise<SiteRow | undefined> {
  const host = toSiteDomain(domain);
  const site = await findSiteOwningDomain(db, host);
  if (site) return site;
  if (LOCAL_HOSTS.has(host)) {
    const [fallback] = await db.select().from(sites).where(eq(sites.dominioUrl, defaultSite)).limit(1);
    return fallback;
  }
  return undefined;
}

export async function getSiteByDomain(db: Db, domain: string, defaultSite: string): Promise<SiteRow> {
  const site = await findSiteByDomain(db, domain, defaultSite);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

export function toSiteMetadata(site: SiteRow, defaultCarpeta: string | null): SiteMetadata {
  return {
    nombre: site.nombre,
    nombreLargo: site.nombreLargo,
    frase: site.frase,
    carpeta: defaultCarpeta,
    dominioUrl: site.dominioUrl,
    web: site.web,
    idioma: site.idioma,
    homeTitulo: site.homeTitulo,
    homeDescription: site.homeDescription,
    homeKeywords: site.homeKeywords,
    metaPixel: site.metaPixel,
    googleTag: site.googleTag,
    esPortal: site.esPortal,
    esPortalConCategorias: site.esPortalConCategorias,
    esPortalSinEntrega: site.esPortalSinEntrega,
    factName: site.factName,
    factUrl: site.factUrl,
    contacto: site.contacto,
    configRestoId: site.comercioId ?? 0,
    androidPackage: site.androidPackage,
    metadataOk: true,
  };
}

/** Site metadata for a domain (404 for an unknown one), with the default business's folder. */
export async function getSiteMetadata(db: Db, domain: string, defaultSite: string): Promise<SiteMetadata> {
  const site = await getSiteByDomain(db, domain, defaultSite);
  let carpeta: string | null = null;
  if (site.comercioId) {
    const [row] = await db
      .select({ carpeta: comercios.carpeta })
      .from(comercios)
      .where(eq(comercios.id, site.comercioId))
      .limit(1);
    carpeta = row?.carpeta ?? null;
  }
  return toSiteMetadata(site, carpeta);
}
