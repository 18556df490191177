import type { Page } from '@playwright/test';
import { es } from '../../apps/web/src/i18n/es.ts';
import { expect, test } from './fixtures.ts';
import { card, cardNames, openListing } from './helpers/listing.ts';
import { siteUrl } from './helpers/sites.ts';

const CUMBRE_BRANCHES = ['Heladerías Cumbre - Centro', 'Heladerías Cumbre - La Movediza', 'Heladerías Cumbre - Lago'];

/** The branch names on screen, in a fixed order (the list's order is the database's collation of names). */
async function branchNames(page: Page): Promise<string[]> {
  return (await cardNames(page)).sort();
}

test.describe('a group of businesses: branch list and map', () => {
  test('group → branch list → map → list → back to the listing', { tag: '@desktop' }, async ({ page }) => {
    await openListing(page);
    await page.getByRole('link', { name: 'Heladerías Cumbre', exact: true }).click();

    await expect(page).toHaveURL(/#\/listado\/heladerias-cumbre$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elegí la sucursal más cercana' })).toBeVisible();
    await expect.poll(() => branchNames(page)).toEqual(CUMBRE_BRANCHES);
    // Branches keep the listing's states: the one open only on weekend afternoons is closed at 21:00.
    await expect(card(page, 'Heladerías Cumbre - Lago').getByText(es.listado.abierto, { exact: true })).toBeVisible();
    await expect(
      card(page, 'Heladerías Cumbre - La Movediza').getByText(es.listado.cerrado, { exact: true }),
    ).toBeVisible();

    await page.getByRole('link', { name: es.listado.verMapa }).click();
    await expect(page).toHaveURL(/#\/listadomapa\/heladerias-cumbre$/);
    const map = page.getByRole('region', { name: es.listado.mapaTitulo });
    await expect(map).toBeVisible();
    // One 50x50 logo marker per branch.
    for (const branch of CUMBRE_BRANCHES) {
      const marker = map.getByRole('button', { name: es.listado.marcador(branch) });
      await expect(marker).toBeVisible();
      const box = await marker.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([50, 50]);
    }

    await page.getByRole('link', { name: es.listado.verLista }).click();
    await expect(page).toHaveURL(/#\/listado\/heladerias-cumbre$/);
    await expect.poll(() => branchNames(page)).toEqual(CUMBRE_BRANCHES);

    await page.getByRole('button', { name: es.common.volver }).click();
    await expect(page).toHaveURL(/#\/listado$/);
    await expect(card(page, 'Heladerías Cumbre')).toBeVisible();
  });

  test('a branch opens its own home', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/listado/heladerias-cumbre'));
    await page.getByRole('link', { name: 'Heladerías Cumbre - Lago', exact: true }).click();
    await expect(page).toHaveURL(/#\/home\/cumbre-lago$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Heladerías Cumbre - Lago' })).toBeVisible();
  });
});

test.describe('categories (regiones) and their feeds', () => {
  test('the categories lead to their feed of businesses', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(siteUrl('tandil'));
    await expect(page).toHaveURL(/#\/regiones$/);
    for (const titulo of [
      'Parrillas y restaurantes',
      'Pizzerías y empanadas',
      'Heladerías y postres',
      'Bares y cervecerías',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(titulo) })).toBeVisible();
    }

    await page.getByRole('link', { name: /Pizzerías y empanadas/ }).click();
    await expect(page).toHaveURL(/#\/feed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzerías y empanadas' })).toBeVisible();
    await expect
      .poll(() => cardNames(page))
      .toEqual(['La Vieja Esquina Pizzería', 'Empanadas del Cerro', 'Fugazza al Paso']);

    // The feed searches like the listing.
    await page.getByRole('searchbox').fill('horno barro');
    await expect.poll(() => cardNames(page)).toEqual(['La Vieja Esquina Pizzería']);
  });

  test('a category with a single business goes straight to it', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/regiones'));
    await page.getByRole('link', { name: /Productos regionales/ }).click();
    await expect(page).toHaveURL(/#\/home\/regionales-la-movediza$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Regionales La Movediza' })).toBeVisible();
  });
});
