import { buildAssetLinks, type AssetLinks } from '@vidriera/domain/android-app';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { getSiteByDomain } from '../sites/public.ts';

export const NO_ANDROID_APP = 'Este sitio no tiene una app Android para abrir sus enlaces';

/**
 * The Digital Asset Links of the site of a host (404 for an unknown host, and for a site without an app package
 * or without a signing certificate's fingerprint: App Links cannot be verified without both).
 */
export async function getAssetLinks(db: Db, host: string, defaultSite: string): Promise<AssetLinks> {
  const site = await getSiteByDomain(db, host, defaultSite);
  const links = buildAssetLinks(site.androidPackage, site.androidCertFingerprints);
  if (!links) throw notFound(NO_ANDROID_APP);
  return links;
}
