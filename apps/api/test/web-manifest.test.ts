import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comercios, sites } from '../src/db/schema.ts';
import { createTestApp } from './helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const GENERIC_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
];

const manifestOf = (t: TestApp, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host, ...headers } });

/** Writes logo variants (their bytes do not matter here) as the image host keeps them, under DATA_DIR/img. */
function writeLogoFiles(t: TestApp, folder: string, files: string[]): void {
  const dir = join(t.app.deps.config.DATA_DIR, folder);
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(join(dir, file), 'logo');
}

async function siteNombre(t: TestApp, dominioUrl: string): Promise<string> {
  const [row] = await t.db.select({ nombre: sites.nombre }).from(sites).where(eq(sites.dominioUrl, dominioUrl));
  if (!row) throw new Error(`no site ${dominioUrl}`);
  return row.nombre;
}

describe('GET /manifest.webmanifest (the site of the Host)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // La Farola's own site has a logo (every size, every format); La Vieja Esquina's has none on the image host.
    writeLogoFiles(
      t,
      'img/la-farola',
      [512, 170, 100, 50].flatMap((size) => ['webp', 'png', 'jpg'].map((ext) => `logo_${size}_z.${ext}`)),
    );
  });
  afterAll(() => t.close());

  it("names each demo site's app after the site, with its colours, language and root", async () => {
    const names = new Map<string, string>();
    for (const host of ['tandil.localhost', 'centro.localhost', 'la-farola.localhost', 'la-vieja-esquina.localhost']) {
      const res = await manifestOf(t, host);
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      const body = res.json();
      expect(body).toMatchObject({
        id: '/',
        name: await siteNombre(t, host),
        short_name: await siteNombre(t, host),
        lang: 'es-AR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#c2410c',
        background_color: '#fff7ed',
      });
      names.set(host, body.name);
    }
    expect(names.get('tandil.localhost')).toBe('Tandil Come');
    expect(names.get('centro.localhost')).toBe('Centro Tandil');
    expect(new Set(names.values()).size).toBe(4);
    expect((await manifestOf(t, 'tandil.localhost')).json().description).toBe(
      'Pedí, reservá y disfrutá lo mejor de Tandil',
    );
  });

  it("gives a business's site its logo variants as icons, PNG first, an install-sized one included", async () => {
    const { icons } = (await manifestOf(t, 'la-farola.localhost')).json();
    expect(icons).toEqual([
      { src: '/img/la-farola/logo_512_z.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/img/la-farola/logo_170_z.png', sizes: '170x170', type: 'image/png', purpose: 'any' },
      { src: '/img/la-farola/logo_100_z.png', sizes: '100x100', type: 'image/png', purpose: 'any' },
    ]);
    // The same Host with a port and in capitals is the same site.
    expect((await manifestOf(t, 'LA-FAROLA.localhost:3000')).json().icons).toEqual(icons);
  });

  it('gives a portal, and a business without a logo, the generic icons', async () => {
    for (const host of ['tandil.localhost', 'centro.localhost', 'la-vieja-esquina.localhost']) {
      expect((await manifestOf(t, host)).json().icons, host).toEqual(GENERIC_ICONS);
    }
  });

  it("uses the uploaded logo's own folder, in the formats it has, once the logo changes", async () => {
    const [row] = await t.db
      .select({ id: comercios.id })
      .from(comercios)
      .where(eq(comercios.carpeta, 'la-vieja-esquina'));
    const folder = 'img/la-vieja-esquina/logos/0123456789abcdef';
    writeLogoFiles(t, folder, ['logo_512_z.webp', 'logo_170_z.webp', 'logo_170_z.jpg']);
    await t.db
      .update(comercios)
      .set({ logoUrl: `/${folder}/logo_512_z.webp` })
      .where(eq(comercios.id, row?.id ?? 0));
    // Cached until the write is announced, as every public read.
    expect((await manifestOf(t, 'la-vieja-esquina.localhost')).json().icons).toEqual(GENERIC_ICONS);
    await t.app.announceCatalogChange();
    expect((await manifestOf(t, 'la-vieja-esquina.localhost')).json().icons).toEqual([
      { src: `/${folder}/logo_512_z.webp`, sizes: '512x512', type: 'image/webp', purpose: 'any' },
      { src: `/${folder}/logo_170_z.webp`, sizes: '170x170', type: 'image/webp', purpose: 'any' },
    ]);
  });

  it('revalidates: an ETag, no-cache, and 304 without a body while nothing changed', async () => {
    const first = await manifestOf(t, 'centro.localhost');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await manifestOf(t, 'centro.localhost', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another site's manifest is another representation.
    const tandil = await manifestOf(t, 'tandil.localhost', { 'if-none-match': etag });
    expect(tandil.statusCode).toBe(200);
    expect(tandil.headers.etag).not.toBe(etag);
  });

  it("is built again after an announced change of the site's settings", async () => {
    const before = await manifestOf(t, 'centro.localhost');
    await t.db.update(sites).set({ nombre: 'Centro Come' }).where(eq(sites.dominioUrl, 'centro.localhost'));
    expect((await manifestOf(t, 'centro.localhost')).json().name).toBe('Centro Tandil');
    await t.app.announceCatalogChange();
    const after = await manifestOf(t, 'centro.localhost', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: 'Centro Come', short_name: 'Centro Come' });
    expect((await manifestOf(t, 'tandil.localhost')).json().name).toBe('Tandil Come');
  });

  it("answers localhost with the default site's, and an unknown host 404 with the API's Spanish message", async () => {
    expect((await manifestOf(t, 'localhost:3000')).json().name).toBe('Tandil Come');
    const unknown = await manifestOf(t, 'no-existe.example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 404,
      error: 'Not Found',
      message: 'No encontramos el sitio solicitado',
    });
  });
});

describe('/manifest.webmanifest beside the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A build that still carries a generic manifest file: the site's own is answered, not the file.
    dist = mkdtempSync(join(tmpdir(), 'vidriera-web-manifest-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Vidriera</title></head></html>');
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Vidriera' }));
    t = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("is the site's, not a static file of the build", async () => {
    const res = await manifestOf(t, 'centro.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.json().name).toBe('Centro Tandil');
  });
});
