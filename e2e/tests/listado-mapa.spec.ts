import type { Page } from '@playwright/test';
import type { Comercio } from '../../packages/domain/src/comercios/schemas.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { expect, test } from './fixtures.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// The branch map (listadomapa/{carpeta}): Heladerías Cumbre's branches have coordinates in the demo data. The map
// writes where Leaflet really looks on its container (data-center "lat,lng", data-zoom; ui/map-view.tsx).

/** Spec section 9: the default map centre and zoom. */
const DEFAULT_CENTER = '-37.32167,-59.13316';
const DEFAULT_ZOOM = '13';

/** Answers the listing calls with the real businesses, their coordinates taken out. */
async function stripCoordinates(page: Page): Promise<void> {
  await page.route('**/api/comercios/getListado/**', async (route) => {
    // The test process, unlike Chromium, cannot resolve *.localhost: ask the server by address, keeping the Host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const comercios = (await response.json()) as Comercio[];
    await route.fulfill({ status: 200, json: comercios.map((c) => ({ ...c, lat: null, lng: null })) });
  });
}

function branchMap(page: Page) {
  const region = page.getByRole('region', { name: es.listado.mapaTitulo });
  return { region, leaflet: region.locator('.leaflet-container') };
}

test.describe('listadomapa: the branch map', () => {
  test('with no branch located, opens on the default centre and zoom', async ({ page }) => {
    await stripCoordinates(page);
    await page.goto(siteUrl('tandil', '/listadomapa/heladerias-cumbre'));
    const { region, leaflet } = branchMap(page);
    await expect(region).toBeVisible();
    await expect(page.getByText(es.listado.mapaSinUbicaciones)).toBeVisible();
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(0);
    await expect(leaflet).toHaveAttribute('data-center', DEFAULT_CENTER);
    await expect(leaflet).toHaveAttribute('data-zoom', DEFAULT_ZOOM);
  });

  test('with located branches, centres on them at the default zoom', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/listadomapa/heladerias-cumbre'));
    const { region, leaflet } = branchMap(page);
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(3);
    await expect(page.getByText(es.listado.mapaSinUbicaciones)).toHaveCount(0);
    await expect(leaflet).toHaveAttribute('data-center', /^-?\d+\.\d{5},-?\d+\.\d{5}$/);
    await expect(leaflet).not.toHaveAttribute('data-center', DEFAULT_CENTER);
    // The three branches, a few blocks apart, fit at zoom 13: the map does not zoom in past the spec's default.
    await expect(leaflet).toHaveAttribute('data-zoom', DEFAULT_ZOOM);
  });

  test('with one located branch, opens on it at the default zoom', async ({ page }) => {
    await page.route('**/api/comercios/getListado/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
      });
      const comercios = (await response.json()) as Comercio[];
      const [first, ...rest] = comercios;
      await route.fulfill({ status: 200, json: [first, ...rest.map((c) => ({ ...c, lat: null, lng: null }))] });
    });
    await page.goto(siteUrl('tandil', '/listadomapa/heladerias-cumbre'));
    const { region, leaflet } = branchMap(page);
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(leaflet).not.toHaveAttribute('data-center', DEFAULT_CENTER);
    await expect(leaflet).toHaveAttribute('data-zoom', DEFAULT_ZOOM);
  });
});
