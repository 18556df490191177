import { es } from '../../apps/web/src/i18n/es.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { cards, openListing } from './helpers/listing.ts';
import { installPausedClock } from './helpers/clock.ts';
import { makeSiteMetadataHang } from './helpers/loading.ts';
import { siteUrl } from './helpers/sites.ts';

// axe-core on the storefront's main screens, on a phone and on a desktop screen.
test.describe('accessibility (axe-core: no serious or critical violation)', { tag: '@desktop' }, () => {
  test('listing, and with an empty search', async ({ page }) => {
    await openListing(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('searchbox').fill('zapateria ortopedica');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('intentá escribirlo de una forma diferente')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('categories', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/regiones'));
    await expect(page.getByRole('link', { name: /Pizzerías y empanadas/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('branch list and map', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/listado/heladerias-cumbre'));
    await expect(cards(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: es.listado.verMapa }).click();
    await expect(page.getByRole('region', { name: es.listado.mapaTitulo })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const [carpeta, nombre] of [
    // Open, with orders, links, a long description with a link, a map and contact details.
    ['la-farola', 'La Farola Parrilla'],
    // Closed: its order button shows offline, disabled.
    ['fugazza-al-paso', 'Fugazza al Paso'],
  ] as const) {
    test(`home of ${nombre}`, async ({ page }) => {
      await page.goto(siteUrl('tandil', `/home/${carpeta}`));
      await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('home of a single-business site', async ({ page }) => {
    await page.goto(siteUrl('la-vieja-esquina'));
    await expect(page.getByRole('heading', { level: 1, name: 'La Vieja Esquina Pizzería' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('loading screen with the long-wait message', async ({ page }) => {
    await installPausedClock(page);
    await makeSiteMetadataHang(page);
    await page.goto(siteUrl('tandil'));
    await page.clock.runFor(17_100);
    await expect(page.getByRole('link', { name: es.loading.recargar })).toBeVisible();
    // axe-core times its own work with timers.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });
});
