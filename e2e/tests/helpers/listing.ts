import type { Locator, Page } from '@playwright/test';
import { siteUrl } from './sites.ts';

/** The business cards of the listing on screen. */
export function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The card of one business, found by its name. */
export function card(page: Page, nombre: string): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { name: nombre, exact: true }) });
}

/** The names on the cards, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return (await cards(page).getByRole('heading').allTextContents()).map((name) => name.trim());
}

/** Opens a site's listing (#/listado) and waits for its cards. */
export async function openListing(page: Page, site: 'tandil' | 'centro' = 'tandil'): Promise<void> {
  await page.goto(siteUrl(site, '/listado'));
  await cards(page).first().waitFor();
}

/** The listing's search field. */
export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox');
}
