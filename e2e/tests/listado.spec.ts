import { es } from '../../apps/web/src/i18n/es.ts';
import { expect, test } from './fixtures.ts';
import { card, cardNames, cards, openListing, searchBox } from './helpers/listing.ts';
import { installPausedClock, runClockUntilVisible } from './helpers/clock.ts';
import { CENTRO_LISTING, TANDIL_LISTING_SIZE } from './helpers/demo.ts';
import { siteUrl } from './helpers/sites.ts';

// Demo data at the suite's clock (Saturday 21:00 in Buenos Aires), see apps/api/src/db/seed/demo-comercios.ts.

test.describe('listado: the portal listing', () => {
  test('shows every business of the site with its badge, delay, address and rating', async ({ page }) => {
    await openListing(page);
    await expect(cards(page)).toHaveCount(TANDIL_LISTING_SIZE);
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
    // A group shows once; its branches only in its own list.
    await expect(card(page, 'Heladerías Cumbre')).toHaveCount(1);
    await expect(card(page, 'Heladerías Cumbre - Centro')).toHaveCount(0);
    await expect(page.getByText('Pedí, reservá y disfrutá lo mejor de Tandil')).toBeVisible();

    // Open and taking orders: open badge, its delay and its address; a portal shows the rating.
    const farola = card(page, 'La Farola Parrilla');
    await expect(farola.getByText(es.listado.abierto, { exact: true })).toBeVisible();
    await expect(farola.getByText(es.listado.demora(40))).toBeVisible();
    await expect(farola.getByText('Av. Santamarina 651, Tandil')).toBeVisible();
    const stars = farola.getByRole('img', { name: es.listado.calificacion(4.6) });
    await expect(stars).toBeVisible();
    // 20% of the stars' width per point: 4.6 points fill 92%.
    await expect(stars.locator('[aria-hidden="true"][style]')).toHaveAttribute('style', /width: 92%/);
    await expect(farola.getByRole('img', { name: es.listado.logoDe('La Farola Parrilla') })).toBeVisible();

    // Open but hiding its delay.
    const burger = card(page, 'Burger Club Tandil');
    await expect(burger.getByText(es.listado.abierto, { exact: true })).toBeVisible();
    await expect(burger.getByText(es.listado.demora(30))).toHaveCount(0);

    // Closed: no delay shown.
    const fugazza = card(page, 'Fugazza al Paso');
    await expect(fugazza.getByText(es.listado.cerrado, { exact: true })).toBeVisible();
    await expect(fugazza.getByText(es.listado.demora(15))).toHaveCount(0);

    // Not published yet.
    await expect(card(page, 'Sushi del Lago').getByText(es.listado.proximamenteBadge)).toBeVisible();
  });

  test('closed businesses that take online orders are greyed, open ones are not', async ({ page }) => {
    await openListing(page);
    for (const closedWithOrders of ['Fugazza al Paso', 'Bodegón del Lago', 'Regionales La Movediza']) {
      const greyed = card(page, closedWithOrders);
      await expect(greyed).toHaveAttribute('data-greyed', 'true');
      await expect(greyed.getByRole('img', { name: es.listado.logoDe(closedWithOrders) })).toHaveCSS(
        'filter',
        'grayscale(1)',
      );
    }
    for (const notGreyed of ['La Farola Parrilla', 'Burger Club Tandil', 'Café de la Plaza']) {
      await expect(card(page, notGreyed)).toHaveAttribute('data-greyed', 'false');
      await expect(card(page, notGreyed).getByRole('img', { name: es.listado.logoDe(notGreyed) })).toHaveCSS(
        'filter',
        'none',
      );
    }
  });

  test('search ignores accents and case, and needs every word to match', async ({ page }) => {
    await openListing(page);

    // Typed without the accent, found with it.
    await searchBox(page).fill('fogon');
    await expect.poll(() => cardNames(page)).toEqual(['El Fogón Serrano']);
    await searchBox(page).fill('HELADERIAS');
    await expect.poll(() => cardNames(page)).toEqual(['Heladerías Cumbre']);

    // One word matches several businesses; a second word keeps only those that match both.
    await searchBox(page).fill('pizza');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['La Vieja Esquina Pizzería', 'Empanadas del Cerro', 'Fugazza al Paso']);
    await searchBox(page).fill('pizza centro');
    await expect.poll(() => cardNames(page)).toEqual(['Fugazza al Paso']);
    await searchBox(page).fill('cafe plaza');
    await expect.poll(() => cardNames(page)).toEqual(['Café de la Plaza']);

    await searchBox(page).fill('');
    await expect(cards(page)).toHaveCount(TANDIL_LISTING_SIZE);
  });

  test('search waits 400 ms after the last keystroke', async ({ page }) => {
    await installPausedClock(page);
    await page.goto(siteUrl('tandil', '/listado'));
    await runClockUntilVisible(page, cards(page));
    await searchBox(page).fill('fogon');
    await page.clock.runFor(350);
    await expect(cards(page)).toHaveCount(TANDIL_LISTING_SIZE);
    await page.clock.runFor(100);
    await expect.poll(() => cardNames(page)).toEqual(['El Fogón Serrano']);
  });

  test('a tag chip filters by its word and a second click clears it', async ({ page }) => {
    await openListing(page);
    const chip = page.getByRole('button', { name: 'Hamburguesa', exact: true });
    for (const tag of ['Helado', 'Hamburguesa', 'Pizza', 'Empanada', 'Carne', 'Postre', 'Bebida']) {
      await expect(page.getByRole('button', { name: tag, exact: true })).toBeVisible();
    }

    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cardNames(page)).toEqual(['Cervecería La Serrana', 'Burger Club Tandil']);

    // The chip and the typed text must both match.
    await searchBox(page).fill('smash');
    await expect.poll(() => cardNames(page)).toEqual(['Burger Club Tandil']);
    await searchBox(page).fill('');

    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(TANDIL_LISTING_SIZE);

    await page.getByRole('button', { name: 'Helado', exact: true }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Heladerías Cumbre']);
  });

  test('a search with no match says so', async ({ page }) => {
    await openListing(page);
    await searchBox(page).fill('zapateria ortopedica');
    await expect(page.getByText('No hay comercios que coincidan con tu búsqueda :(')).toBeVisible();
    await expect(page.getByText('intentá escribirlo de una forma diferente')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await searchBox(page).fill('empanada');
    await expect(page.getByText('No hay comercios que coincidan con tu búsqueda :(')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test('an unpublished business announces that it is coming soon and goes nowhere', async ({ page }) => {
    await openListing(page);
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    const urlBefore = page.url();
    await card(page, 'Sushi del Lago').getByRole('button', { name: 'Sushi del Lago' }).click();
    await expect.poll(() => messages).toEqual(['próximamente Sushi del Lago :o !']);
    expect(page.url()).toBe(urlBefore);
  });

  test("a listing that cannot load says 'Error al cargar listado'", async ({ page }) => {
    await page.route('**/api/comercios/getListado/**', (route) =>
      route.fulfill({ status: 500, json: { status: 500, error: 'Internal Server Error', message: 'Falla simulada' } }),
    );
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(siteUrl('tandil', '/listado'));
    await expect.poll(() => messages).toContain('Error al cargar listado');
    await expect(cards(page)).toHaveCount(0);
  });

  test('a published business opens its home', async ({ page }) => {
    await openListing(page);
    await page.getByRole('link', { name: 'La Farola Parrilla', exact: true }).click();
    await expect(page).toHaveURL(/#\/home\/la-farola$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
  });

  test('the header hides after 15 s; search and chips stay', async ({ page }) => {
    await installPausedClock(page);
    await page.goto(siteUrl('tandil', '/listado'));
    const header = page.getByRole('heading', { level: 1, name: 'Tandil Come' });
    // The header's 15 s start when the listing shows, at most one clock step before it is seen.
    await runClockUntilVisible(page, header);
    await page.clock.runFor(14_700);
    await expect(header).toBeVisible();
    await page.clock.runFor(400);
    await expect(header).toHaveCount(0);
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pizza', exact: true })).toBeVisible();
  });

  test('the footer links to the site Instagram, Facebook and WhatsApp', async ({ page }) => {
    await openListing(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: es.footer.instagram })).toHaveAttribute(
      'href',
      'https://www.instagram.com/tandilcome',
    );
    await expect(footer.getByRole('link', { name: es.footer.facebook })).toHaveAttribute(
      'href',
      'https://www.facebook.com/tandilcome',
    );
    await expect(footer.getByRole('link', { name: es.footer.whatsapp })).toHaveAttribute(
      'href',
      /wa\.me\/5492494000111/,
    );
  });

  test('the portal without categories lists only its own businesses', async ({ page }) => {
    await openListing(page, 'centro');
    await expect(page.getByRole('heading', { level: 1, name: 'Centro Tandil' })).toBeVisible();
    expect(CENTRO_LISTING.length).toBeLessThan(TANDIL_LISTING_SIZE);
    await expect.poll(() => cardNames(page)).toEqual(CENTRO_LISTING);
    await expect(card(page, 'La Farola Parrilla')).toHaveCount(0);
  });
});
