import { expect, test } from './fixtures.ts';
import { siteUrl } from './helpers/sites.ts';

// The root route waits for the site's metadata, then sends each kind of site to its first screen.
test.describe('root redirect by site kind', { tag: '@desktop' }, () => {
  test('a portal with categories goes to regiones', async ({ page }) => {
    await page.goto(siteUrl('tandil'));
    await expect(page).toHaveURL(/#\/regiones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Parrillas y restaurantes/ })).toBeVisible();
  });

  test('a portal without categories goes to listado', async ({ page }) => {
    await page.goto(siteUrl('centro'));
    await expect(page).toHaveURL(/#\/listado$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro Tandil' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
  });

  test('a single-business site goes to the home of its business', async ({ page }) => {
    await page.goto(siteUrl('la-vieja-esquina'));
    await expect(page).toHaveURL(/#\/home\/la-vieja-esquina$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La Vieja Esquina Pizzería' })).toBeVisible();
  });

  test('plain localhost serves the default site (the Tandil portal)', async ({ page }) => {
    await page.goto(siteUrl());
    await expect(page).toHaveURL(/#\/regiones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
    await expect(page).toHaveTitle('Tandil Come | Restaurantes, heladerías y bares de Tandil');
  });

  test('each site keeps to its own businesses', async ({ page }) => {
    // A business listed only on the Tandil portal is not found from the centro portal.
    await page.goto(siteUrl('centro', '/home/la-farola'));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toHaveCount(0);
    await page.goto(siteUrl('tandil', '/home/la-farola'));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
  });
});
