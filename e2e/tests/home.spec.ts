import type { Page } from '@playwright/test';
import { es } from '../../apps/web/src/i18n/es.ts';
import { expect, test } from './fixtures.ts';
import { siteUrl } from './helpers/sites.ts';

// Flags and states of the demo businesses at the suite's clock (Saturday 21:00 in Buenos Aires), see
// apps/api/src/db/seed/demo-comercios.ts.

const ALL_BUTTONS = [
  'Hacé tu Pedido',
  'CartaQR',
  'Menú Online',
  'Reservar',
  'Cartelera de Eventos',
  'Ver otras sucursales',
  'Ver Videos de las Clases',
] as const;
type ButtonLabel = (typeof ALL_BUTTONS)[number];

async function openHome(page: Page, carpeta: string, nombre: string): Promise<void> {
  await page.goto(siteUrl('tandil', `/home/${carpeta}`));
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
}

/** The home's action buttons: links to the screens they lead to. */
function actions(page: Page) {
  return page.getByRole('navigation', { name: es.home.acciones });
}

/** Exactly these buttons lead somewhere, each to its route; every other button of the spec is absent. */
async function expectActionLinks(page: Page, expected: Partial<Record<ButtonLabel, string>>): Promise<void> {
  for (const label of ALL_BUTTONS) {
    const link = page.getByRole('link', { name: label, exact: true });
    const path = expected[label];
    if (path) await expect(link).toHaveAttribute('href', `#${path}`);
    else await expect(link).toHaveCount(0);
  }
}

test.describe('business home: buttons per flags', () => {
  test('open and taking orders: order, online menu and booking', { tag: '@desktop' }, async ({ page }) => {
    await openHome(page, 'la-farola', 'La Farola Parrilla');
    await expect(page.getByText('Parrilla de barrio con carnes a la leña')).toBeVisible();
    await expect(page.getByRole('img', { name: es.home.logoDe('La Farola Parrilla') })).toBeVisible();
    await expect(actions(page)).toBeVisible();
    await expectActionLinks(page, {
      'Hacé tu Pedido': '/carta/la-farola',
      'Menú Online': '/carta2/la-farola',
      Reservar: '/reservar/la-farola',
    });
    await expect(page.getByText(es.home.soloRetiro)).toHaveCount(0);

    await page.getByRole('link', { name: 'Hacé tu Pedido', exact: true }).click();
    await expect(page).toHaveURL(/#\/carta\/la-farola$/);
  });

  test('closed but taking orders: the order button shows offline', async ({ page }) => {
    await openHome(page, 'fugazza-al-paso', 'Fugazza al Paso');
    const offline = actions(page).getByRole('button', { name: 'Hacé tu Pedido', exact: true });
    await expect(offline).toBeVisible();
    await expect(offline).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Hacé tu Pedido', exact: true })).toHaveCount(0);
    await expect(actions(page).getByText(es.home.cerrado, { exact: true })).toBeVisible();
  });

  test('takeaway-only shows its note; a digital business does not', async ({ page }) => {
    await openHome(page, 'empanadas-del-cerro', 'Empanadas del Cerro');
    await expect(page.getByText(es.home.soloRetiro)).toBeVisible();
    await expectActionLinks(page, { 'Hacé tu Pedido': '/carta/empanadas-del-cerro' });

    await openHome(page, 'alfajores-serranos', 'Alfajores Serranos');
    await expect(page.getByText(es.home.soloRetiro)).toHaveCount(0);
    await expectActionLinks(page, { 'Hacé tu Pedido': '/carta/alfajores-serranos' });
  });

  test('without online orders: QR menu, booking and events board', async ({ page }) => {
    await openHome(page, 'el-fogon-serrano', 'El Fogón Serrano');
    await expectActionLinks(page, {
      CartaQR: '/carta2/el-fogon-serrano',
      Reservar: '/reservar/el-fogon-serrano',
      'Cartelera de Eventos': '/cartelera/el-fogon-serrano',
    });
    await expect(actions(page).getByRole('button', { name: 'Hacé tu Pedido' })).toHaveCount(0);
  });

  test('courses: the class videos button', async ({ page }) => {
    await openHome(page, 'cafe-de-la-plaza', 'Café de la Plaza');
    await expectActionLinks(page, {
      CartaQR: '/carta2/cafe-de-la-plaza',
      'Ver Videos de las Clases': '/cursos/cafe-de-la-plaza',
    });
  });

  test('a branch offers the other branches of its group', { tag: '@desktop' }, async ({ page }) => {
    await openHome(page, 'cumbre-centro', 'Heladerías Cumbre - Centro');
    await expectActionLinks(page, {
      'Hacé tu Pedido': '/carta/cumbre-centro',
      'Menú Online': '/carta2/cumbre-centro',
      'Ver otras sucursales': '/listado/heladerias-cumbre',
    });
    await page.getByRole('link', { name: 'Ver otras sucursales', exact: true }).click();
    await expect(page).toHaveURL(/#\/listado\/heladerias-cumbre$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elegí la sucursal más cercana' })).toBeVisible();
  });

  test('a group of businesses redirects to its listing', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/home/heladerias-cumbre'));
    await expect(page).toHaveURL(/#\/listado\/heladerias-cumbre$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elegí la sucursal más cercana' })).toBeVisible();
  });

  test('the profile deep link form opens the home', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/home/la-farola/?t=La_Farola_Parrilla'));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
  });
});

test.describe('business home: content', () => {
  test('external links open in a new tab; URLs in the long description are links', async ({ page }) => {
    await openHome(page, 'la-farola', 'La Farola Parrilla');

    const links = page.getByRole('region', { name: es.home.enlaces });
    const instagram = links.getByRole('link', { name: /Seguinos en Instagram/ });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/lafarolatandil');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', /noopener/);
    await expect(links.getByRole('link', { name: /Qué hacer en Tandil/ })).toHaveAttribute(
      'href',
      'https://www.tandil.gov.ar',
    );

    const about = page.getByRole('region', { name: es.home.sobre });
    await expect(about).toContainText('Asado de tira, vacío, achuras y provoleta');
    const urlInText = about.getByRole('link', { name: 'https://www.instagram.com/lafarolatandil' });
    await expect(urlInText).toHaveAttribute('href', 'https://www.instagram.com/lafarolatandil');
    await expect(urlInText).toHaveAttribute('target', '_blank');
    await expect(urlInText).toHaveAttribute('rel', /noopener/);

    await expect(page.getByRole('region', { name: es.home.horarios })).toContainText(
      'Martes a domingo de 12 a 15:30 y de 20 a 0:30. Lunes cerrado.',
    );
    const contact = page.getByRole('region', { name: es.home.ubicacionYContacto });
    await expect(contact.getByText('Av. Santamarina 651, Tandil')).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toContainText('0249 442-3187');
    await expect(contact.locator('a[href="mailto:reservas@lafarolatandil.com.ar"]')).toBeVisible();
    await expect(contact.getByRole('link', { name: es.home.instagram })).toHaveAttribute(
      'href',
      'https://www.instagram.com/lafarolatandil',
    );
    await expect(contact.getByRole('link', { name: es.home.whatsapp })).toHaveAttribute(
      'href',
      /wa\.me\/5492494423187/,
    );
  });

  test('sharing without a share sheet copies the link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Chromium on a desktop Linux has no Web Share; make sure of it so the fallback is what runs.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await openHome(page, 'la-farola', 'La Farola Parrilla');
    await page.getByRole('button', { name: es.share.compartir }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado al portapapeles' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/tandil\.localhost:\d+\/#\/home\/la-farola\/\?t=La_Farola_Parrilla$/);
  });

  test('on mobile, "Más info" scrolls down to the contact details', { tag: '@desktop' }, async ({ page, isMobile }) => {
    await openHome(page, 'la-farola', 'La Farola Parrilla');
    const moreInfo = page.getByRole('button', { name: es.home.masInfo });
    if (!isMobile) {
      // A wide screen shows the contact details beside the rest: no button.
      await expect(moreInfo).toBeHidden();
      return;
    }
    // Where the first screen ends on a button, the bar waits until that button has moved up.
    await expect(async () => {
      if (!(await moreInfo.isVisible())) await page.evaluate(() => window.scrollBy(0, 60));
      await expect(moreInfo).toBeVisible({ timeout: 500 });
    }).toPass();
    await moreInfo.click();
    await expect(page.getByRole('heading', { name: es.home.ubicacionYContacto })).toBeInViewport();
    await expect(moreInfo).toBeHidden();
  });

  for (const width of [360, 390]) {
    test(`at ${width} px, "Más info" shows until the contact section is 200 px into sight, never over a button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await openHome(page, 'la-farola', 'La Farola Parrilla');
      await expect(page.getByRole('region', { name: es.home.ubicacionYContacto })).toBeAttached();
      const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const seen = { shown: 0, hiddenNearContact: 0, hiddenOverButton: 0 };
      for (let y = 0; y <= maxScroll + 40; y += 40) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // The button follows the scroll on the next frame: wait two.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
        );
        const state = await page.evaluate((masInfo) => {
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
          };
          // The 'Más info' button, by its name.
          const bar = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === masInfo);
          // Measured where it rests, not halfway through its slide-in.
          for (const animation of bar?.getAnimations() ?? []) animation.finish();
          const controls = Array.from(
            document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]'),
          )
            .filter((el) => el !== bar)
            .map(box)
            .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight);
          const contact = document.getElementById('home-contacto');
          return {
            viewport: window.innerHeight,
            contactTop: contact ? contact.getBoundingClientRect().top : Number.NaN,
            bar: bar ? box(bar) : null,
            controls,
          };
        }, es.home.masInfo);
        const isFar = state.contactTop > state.viewport - 200;
        const barHeight = state.bar?.height ?? 48;
        const buttonInBand = state.controls.some((r) => r.bottom > state.viewport - barHeight);
        if (state.bar) {
          seen.shown += 1;
          expect(isFar, `y=${y}: contact top ${state.contactTop} px, viewport ${state.viewport} px`).toBe(true);
          expect(state.bar.bottom).toBeCloseTo(state.viewport, 0);
          const bar = state.bar;
          const covered = state.controls.filter(
            (r) => r.left < bar.right && r.right > bar.left && r.top < bar.bottom && r.bottom > bar.top,
          );
          expect(covered, `y=${y}: buttons under "Más info"`).toEqual([]);
        } else if (!isFar) {
          seen.hiddenNearContact += 1;
        } else {
          seen.hiddenOverButton += 1;
          expect(buttonInBand, `y=${y}: hidden with the contact section far and no button below`).toBe(true);
        }
      }
      // The walk saw the button, saw it hidden near the contact section, and saw it give way to a button.
      expect(seen.shown).toBeGreaterThan(0);
      expect(seen.hiddenNearContact).toBeGreaterThan(0);
      expect(seen.hiddenOverButton).toBeGreaterThan(0);
    });
  }

  test("an unknown business alerts 'No se encontró el comercio...' and goes back to the site's start", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(siteUrl('tandil', '/home/no-existe-este-comercio'));
    // The tandil portal's start: its regions.
    await expect(page).toHaveURL(/#\/regiones$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(dialogs).toEqual(['No se encontró el comercio...']);
  });
});
