import { es } from '../../apps/web/src/i18n/es.ts';
import { esConcursos } from '../../apps/web/src/i18n/es-concursos.ts';
import { expect, test } from './fixtures.ts';
import { cards } from './helpers/listing.ts';
import { siteUrl } from './helpers/sites.ts';

// The first screen does not wait for the site's metadata: the server writes it into the page (a data block), and
// the app still asks for it (spec 01: GET site/{domain}/metadata.json) without holding the screen back.

test.describe('first screen without a round trip', () => {
  test('the listing renders while the metadata call is still unanswered, and the call is made', async ({ page }) => {
    let releaseMetadata: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseMetadata = resolve;
    });
    const metadataCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/site/tandil.localhost/metadata.json'),
    );
    await page.route('**/api/site/*/metadata.json', async (route) => {
      await held;
      await route.continue();
    });

    const response = await page.goto(siteUrl('tandil', '/listado'));
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script type="application\/json" id="site-metadata">/);
    await metadataCall;
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/site/tandil.localhost/metadata.json'));
    releaseMetadata();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
  });

  test("a single-business site's home renders with its own metadata, and asks for it", async ({ page }) => {
    const metadataCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/site/la-farola.localhost/metadata.json'),
    );
    await page.goto(siteUrl('la-farola'));
    await expect(page).toHaveURL(/#\/home\/la-farola$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await metadataCall;
  });

  test('the business home does not move when its draws arrive late (CLS <= 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The draws answer after the business and its links: the section above the links must not grow under them.
    await page.route('**/api/concursos/getConcursos/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const drawsAnswered = page.waitForResponse((r) => r.url().includes('/api/concursos/getConcursos/'));
    await page.goto(siteUrl('tandil', '/home/la-farola'));
    await drawsAnswered;
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await expect(page.getByRole('region', { name: es.home.enlaces })).toBeVisible();
    await expect(page.getByRole('region', { name: esConcursos.titulo }).getByRole('listitem').first()).toBeVisible();
    // Two frames for any shift to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});
