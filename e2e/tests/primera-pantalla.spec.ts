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
});
