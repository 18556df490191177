import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { siteUrl } from './helpers/sites.ts';

// An installable app per site (issue #14): each site's page links one manifest, the site's own (its name, its
// business's logo as icons), and the service worker precaches only the customer's shell, enough to open the
// site again without a connection; the rest is cached as it is used.

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string }>;
}

/** The manifest links of the page, and the manifest the one link points at, fetched as the browser would. */
async function readLinkedManifest(page: Page): Promise<{ links: string[]; manifest: WebAppManifest }> {
  // Linked once the first screen has painted (apps/web/src/app/manifest-link.ts).
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const links = await page
    .locator('link[rel="manifest"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLLinkElement).href));
  const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), links[0] ?? '');
  return { links, manifest: manifest as WebAppManifest };
}

test.describe('the app of each site', () => {
  test("links one manifest, the site's own: its name, and its business's logo as icons", async ({ page }) => {
    const names = new Set<string>();
    for (const site of ['tandil', 'centro', 'la-farola']) {
      await page.goto(siteUrl(site));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { links, manifest } = await readLinkedManifest(page);
      expect(links, site).toEqual([`${new URL(siteUrl(site)).origin}/manifest.webmanifest`]);
      const nombre = await page.evaluate(
        async (domain) => (await (await fetch(`/api/site/${domain}/metadata.json`)).json()).nombre as string,
        `${site}.localhost`,
      );
      expect(manifest).toMatchObject({ name: nombre, short_name: nombre, start_url: '/', display: 'standalone' });
      names.add(manifest.name);
      // Every icon it names is there, as the type it says, one at least large enough to install the app.
      for (const icon of manifest.icons) {
        const type = await page.evaluate(async (src) => {
          const res = await fetch(src);
          return res.ok ? res.headers.get('content-type') : `HTTP ${res.status}`;
        }, icon.src);
        expect(type, `${site} ${icon.src}`).toBe(icon.type);
      }
      expect(manifest.icons.some((icon) => Number.parseInt(icon.sizes, 10) >= 144)).toBe(true);
      if (site === 'la-farola') expect(manifest.icons[0]?.src).toBe('/img/la-farola/logo_512_z.png');
      else expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icon-192.png', '/icon-512.png']);
    }
    expect([...names]).toEqual(['Tandil Come', 'Centro Tandil', expect.stringContaining('La Farola')]);
  });

  test.describe('with the service worker on', () => {
    test.use({ serviceWorkers: 'allow' });

    test('it precaches only the shell, and the site opens again without a connection', async ({ page, context }) => {
      await page.goto(siteUrl('tandil'));
      await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready);
      const precached = await page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
        const cache = name ? await caches.open(name) : undefined;
        return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
      });
      expect(precached).toContain('/index.html');
      expect(precached.some((path) => /^\/assets\/portada-.*\.js$/.test(path))).toBe(true);
      // Not the back office, the QR scanner or the map: those are cached when first used.
      expect(precached.filter((path) => /admin|jsQR|map-view/.test(path))).toEqual([]);
      expect(precached.length).toBeLessThan(20);

      // Controlled by the worker from the next load on; then the connection goes.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await context.setOffline(false);
    });
  });
});
