import { expect, test } from './fixtures.ts';
import { siteUrl } from './helpers/sites.ts';

// The root route waits for the site's metadata, then sends each kind of site to its first screen.
// A demo business with its own site at <carpeta>.localhost.
const SINGLE_BUSINESS = 'la-vieja-esquina';

test.describe('root redirect by site kind', { tag: '@desktop' }, () => {
  test('a portal with categories goes to regiones', async ({ page }) => {
    await page.goto(siteUrl('tandil'));
    await expect(page).toHaveURL(/#\/regiones$/);
  });

  test('a portal without categories goes to listado', async ({ page }) => {
    await page.goto(siteUrl('centro'));
    await expect(page).toHaveURL(/#\/listado$/);
  });

  test('a single-business site goes to the home of its business', async ({ page }) => {
    await page.goto(siteUrl(SINGLE_BUSINESS));
    await expect(page).toHaveURL(new RegExp(`#/home/${SINGLE_BUSINESS}$`));
  });

  test('plain localhost serves the default site (the Tandil portal)', async ({ page }) => {
    await page.goto(siteUrl());
    await expect(page).toHaveURL(/#\/regiones$/);
  });
});
