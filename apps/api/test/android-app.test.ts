import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSiteDetail } from '@vidriera/domain/plataforma';
import { DEMO_ANDROID_PACKAGES } from '../src/db/seed/demo-data.ts';
import { NO_ANDROID_APP } from '../src/modules/android-app/service.ts';
import { SITE_NOT_FOUND } from '../src/modules/sites/service.ts';
import { loginPlatformCast, plataformaHelpers } from './helpers/plataforma.ts';
import { createTestApp } from './helpers/test-app.ts';

// A site's Android app: the platform admin sets its package and signing certificates, the site's metadata carries
// the package (the web's banner), and /.well-known/assetlinks.json at the site's own host lets the app open its links.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, owner } = await loginPlatformCast(t.app, '2494300251'));
});
afterAll(() => t.close());

const { siteId, call, publicGet, auditRows } = plataformaHelpers(() => t);

const VIEJA_ESQUINA = 'la-vieja-esquina.localhost';
const FINGERPRINT = `14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5`;
/** apksigner's form of another certificate: 64 lower-case hex digits, no colons. */
const APKSIGNER_FINGERPRINT = 'a1'.repeat(32);

const assetLinks = (host: string) => publicGet('/.well-known/assetlinks.json', host);

/** PUT admin/sites/{id} as the back office sends it: every editable field as stored, with the given changes. */
async function updateSite(domain: string, changes: Record<string, unknown>, token = admin) {
  const id = await siteId(domain);
  const { id: _id, ...fields } = (await call('GET', `/api/admin/sites/${id}`, admin)).json() as AdminSiteDetail;
  return call('PUT', `/api/admin/sites/${id}`, token, { ...fields, ...changes });
}

describe('the Android app of a site', () => {
  it("is in the demo site's metadata, and has no asset links until a certificate is set", async () => {
    const metadata = await publicGet(`/api/site/${VIEJA_ESQUINA}/metadata.json`, VIEJA_ESQUINA);
    expect(metadata.json()).toMatchObject({ androidPackage: DEMO_ANDROID_PACKAGES['la-vieja-esquina'] });
    const tandil = await publicGet('/api/site/tandil.localhost/metadata.json', 'tandil.localhost');
    expect(tandil.json()).toMatchObject({ androidPackage: null });

    const res = await assetLinks(VIEJA_ESQUINA);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 404, message: NO_ANDROID_APP });
  });

  it('serves the asset links of each site at its own host once the admin sets them, audited', async () => {
    const res = await updateSite(VIEJA_ESQUINA, {
      androidCertFingerprints: [FINGERPRINT.toLowerCase(), APKSIGNER_FINGERPRINT],
    });
    expect(res.statusCode).toBe(200);
    const apksignerAsKeytool = Array(32).fill('A1').join(':');
    expect(res.json()).toMatchObject({
      androidPackage: 'ar.com.laviejaesquina.app',
      androidCertFingerprints: [FINGERPRINT, apksignerAsKeytool],
    });
    const audit = (await auditRows('site', await siteId(VIEJA_ESQUINA))).at(-1);
    expect(audit).toMatchObject({ action: 'site.update' });
    expect(audit?.before).toMatchObject({ androidCertFingerprints: [] });
    expect(audit?.after).toMatchObject({ androidCertFingerprints: [FINGERPRINT, apksignerAsKeytool] });

    // Cached answers (the 404 above) give way at once.
    const links = await assetLinks(VIEJA_ESQUINA);
    expect(links.statusCode).toBe(200);
    expect(links.headers['content-type']).toContain('application/json');
    expect(links.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'ar.com.laviejaesquina.app',
          sha256_cert_fingerprints: [FINGERPRINT, apksignerAsKeytool],
        },
      },
    ]);
    // Asked with a port and www., as a browser may send the Host.
    expect((await assetLinks(`www.${VIEJA_ESQUINA}:443`)).json()).toEqual(links.json());

    // Another site's host gets its own app, and a site without one stays a 404.
    expect((await updateSite('tandil.localhost', { androidPackage: 'com.tandilcome.app' })).statusCode).toBe(200);
    expect((await assetLinks('tandil.localhost')).statusCode).toBe(404);
    await updateSite('tandil.localhost', { androidCertFingerprints: [APKSIGNER_FINGERPRINT] });
    expect((await assetLinks('tandil.localhost')).json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.tandilcome.app',
          sha256_cert_fingerprints: [apksignerAsKeytool],
        },
      },
    ]);
    expect((await assetLinks('centro.localhost')).json()).toMatchObject({ status: 404, message: NO_ANDROID_APP });
    const metadata = await publicGet('/api/site/tandil.localhost/metadata.json', 'tandil.localhost');
    expect(metadata.json()).toMatchObject({ androidPackage: 'com.tandilcome.app' });
  });

  it('answers an unknown host with a 404 in Spanish', async () => {
    const res = await assetLinks('desconocido.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: SITE_NOT_FOUND });
  });

  it('keeps the app when an update does not send it, and clears it when sent empty', async () => {
    const id = await siteId('centro.localhost');
    await updateSite('centro.localhost', { androidPackage: 'com.centrotandil.app' });
    const {
      id: _id,
      androidPackage: _p,
      androidCertFingerprints: _f,
      ...withoutApp
    } = (await call('GET', `/api/admin/sites/${id}`, admin)).json() as AdminSiteDetail;
    const kept = await call('PUT', `/api/admin/sites/${id}`, admin, { ...withoutApp, frase: 'Otra frase' });
    expect(kept.json()).toMatchObject({ frase: 'Otra frase', androidPackage: 'com.centrotandil.app' });
    const cleared = await updateSite('centro.localhost', { androidPackage: '  ', androidCertFingerprints: [] });
    expect(cleared.json()).toMatchObject({ androidPackage: null, androidCertFingerprints: [] });
  });

  it('refuses a package or fingerprint that is not valid, and anyone but a platform admin', async () => {
    const badPackage = await updateSite(VIEJA_ESQUINA, { androidPackage: 'laviejaesquina' });
    expect(badPackage.statusCode).toBe(400);
    expect(badPackage.json().message).toMatch(/El paquete de la app Android no es válido/);
    const badFingerprint = await updateSite(VIEJA_ESQUINA, { androidCertFingerprints: ['14:6D:E9'] });
    expect(badFingerprint.statusCode).toBe(400);
    expect(badFingerprint.json().message).toMatch(/Una huella SHA-256 no es válida/);
    const orphan = await updateSite(VIEJA_ESQUINA, { androidPackage: null, androidCertFingerprints: [FINGERPRINT] });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('Ingresá el paquete de la app Android de esas huellas SHA-256');

    expect((await updateSite(VIEJA_ESQUINA, { androidPackage: 'com.ajeno.app' }, owner)).statusCode).toBe(403);
    const links = (await assetLinks(VIEJA_ESQUINA)).json() as Array<{ target: { package_name: string } }>;
    expect(links[0]?.target.package_name).toBe('ar.com.laviejaesquina.app');
  });
});
