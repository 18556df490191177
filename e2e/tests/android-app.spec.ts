import type { Page, Request } from '@playwright/test';
import type { AdminSiteDetail } from '../../packages/domain/src/plataforma/sites-schemas.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { esPlataforma } from '../../apps/web/src/i18n/es-plataforma.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { readLayoutShift, recordLayoutShifts } from './helpers/layout.ts';
import { ADMIN, logIn, postJson } from './helpers/accounts.ts';
import { findComercioId, openAdminAs } from './helpers/back-office.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// Spec 02 (Other): a site with an Android app (La Vieja Esquina's own site has one in the demo data) offers it on
// Android browsers, never inside the app nor on other platforms; inside the app, sharing goes through the app's
// native Share plugin. The app is played by a test double of the Capacitor bridge object, nothing more.

const CARPETA = 'la-vieja-esquina';
const HOST = `${CARPETA}.localhost:${E2E_PORT}`;
const PACKAGE = 'ar.com.laviejaesquina.app';
const NOMBRE = 'La Vieja Esquina Pizzería';
const PLAY_STORE = `https://play.google.com/store/apps/details?id=${PACKAGE}`;
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const banner = (page: Page) => page.getByRole('complementary', { name: es.androidApp.region });

/** The banner's code, loaded on its own once the page has settled (never with the first screen). */
const isBannerChunk = (request: Request) => /\/assets\/android-app-banner[^/]*\.js$/.test(request.url());

/** Opens the site's home and records whether the banner's code is asked for. */
async function openHome(page: Page): Promise<{ bannerChunkRequested: () => boolean }> {
  let requested = false;
  page.on('request', (request) => {
    if (isBannerChunk(request)) requested = true;
  });
  await page.goto(siteUrl(CARPETA));
  await expect(page.getByRole('heading', { level: 1, name: NOMBRE })).toBeVisible();
  return { bannerChunkRequested: () => requested };
}

/**
 * Lets the page settle (the load event and the second after it, ui/use-after-page-load.ts), when the banner's code
 * would be asked for: the update prompt's code is asked for at that same moment on every platform, so once it has
 * arrived (and two frames were drawn) the banner's turn came and went.
 */
async function waitPastSettling(page: Page): Promise<void> {
  await page.waitForResponse((response) => /\/assets\/update-prompt[^/]*\.js$/.test(response.url()));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('on an Android browser', () => {
  test.use({ userAgent: ANDROID_UA });

  test('offers to open the page in the app or install it, and stays closed once closed', async ({ page }) => {
    await recordLayoutShifts(page);
    const { bannerChunkRequested } = await openHome(page);
    const shiftBefore = await readLayoutShift(page);
    await expect(banner(page)).toBeVisible();
    expect(bannerChunkRequested()).toBe(true);
    // Over the page, after its first screen: it moves nothing.
    expect(await readLayoutShift(page)).toBe(shiftBefore);
    await expect(banner(page)).toContainText(es.androidApp.titulo(NOMBRE));

    // The intent link opens this very page in the app; a phone without it goes to the store listing.
    const fallback = encodeURIComponent(PLAY_STORE);
    await expect(banner(page).getByRole('link', { name: es.androidApp.abrir })).toHaveAttribute(
      'href',
      `intent://${HOST}/#/home/${CARPETA}#Intent;scheme=https;package=${PACKAGE};S.browser_fallback_url=${fallback};end`,
    );
    await expect(banner(page).getByRole('link', { name: es.androidApp.instalar })).toHaveAttribute('href', PLAY_STORE);

    // The link follows the visitor to another screen.
    await page.goto(siteUrl(CARPETA, `/reservar/${CARPETA}`));
    await expect(banner(page).getByRole('link', { name: es.androidApp.abrir })).toHaveAttribute(
      'href',
      new RegExp(`^intent://${HOST}/#/reservar/${CARPETA}#Intent;`),
    );

    await banner(page).getByRole('button', { name: es.androidApp.cerrar }).click();
    await expect(banner(page)).toBeHidden();

    const settled = waitPastSettling(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await settled;
    await expect(banner(page)).toBeHidden();
    await expect(page.getByTestId('android-app-banner-slot')).toHaveCount(0);
  });

  test('the banner passes the accessibility checks', async ({ page }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a site without an app offers none', async ({ page }) => {
    let requested = false;
    page.on('request', (request) => {
      if (isBannerChunk(request)) requested = true;
    });
    const settled = waitPastSettling(page);
    await page.goto(siteUrl('centro'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled;
    await expect(banner(page)).toBeHidden();
    expect(requested).toBe(false);
  });
});

test.describe('inside the app', () => {
  test.use({ userAgent: `${ANDROID_UA} wv` });

  test.beforeEach(async ({ page }) => {
    // The object Capacitor's bridge puts in the page, with the app's Share plugin recording what it is asked.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, {
        __shareCalls: calls,
        Capacitor: {
          isNativePlatform: () => true,
          Plugins: {
            Share: {
              share: async (options: unknown) => {
                calls.push(options);
                return {};
              },
            },
          },
        },
      });
    });
  });

  test('no banner, and sharing opens the native share sheet', async ({ page }) => {
    const settled = waitPastSettling(page);
    const { bannerChunkRequested } = await openHome(page);
    await settled;
    await expect(banner(page)).toBeHidden();
    expect(bannerChunkRequested()).toBe(false);

    await page.getByRole('button', { name: es.share.compartir }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls))
      .toEqual([
        expect.objectContaining({
          title: expect.stringContaining(NOMBRE),
          url: expect.stringMatching(new RegExp(`^http://${HOST}/#/home/${CARPETA}`)),
        }),
      ]);
    // The native sheet did it: no copy to the clipboard, no toast.
    await expect(page.getByRole('status').filter({ hasText: es.share.copiado })).toBeHidden();
  });
});

for (const [platform, userAgent] of [
  ['a desktop browser', DESKTOP_UA],
  ['an iPhone', IPHONE_UA],
] as const) {
  test.describe(`on ${platform}`, () => {
    test.use({ userAgent });

    test('no banner, and its code is never loaded', async ({ page }) => {
      const settled = waitPastSettling(page);
      const { bannerChunkRequested } = await openHome(page);
      await settled;
      await expect(banner(page)).toBeHidden();
      expect(bannerChunkRequested()).toBe(false);
    });
  });
}

test("the platform admin gives a site its app; its asset links let the app open the site's links", async ({
  page,
  request,
}) => {
  // A site of its own (sites are never deleted: a new domain each run), so no other journey sees it change.
  const admin = await logIn(request, ADMIN);
  const subdomain = `app-${Date.now().toString(36)}`;
  const created = await postJson<AdminSiteDetail>(
    request,
    'admin/sites',
    {
      dominioUrl: `${subdomain}.localhost`,
      nombre: 'Farola App',
      tipo: 'comercio',
      comercioId: await findComercioId(request, 'la-farola'),
    },
    { token: admin.token },
  );
  const fingerprint = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).toUpperCase()).join(':');
  const t = esPlataforma.sitios;
  const guardar = page.getByRole('button', { name: esPlataforma.comun.guardar });

  await openAdminAs(page, request, ADMIN, `plataforma/sitios/${created.id}`);
  await page.getByRole('textbox', { name: t.androidPackage }).fill('com.farolaapp.app');
  const huellas = page.getByRole('textbox', { name: t.androidHuellas });
  await huellas.fill('no-es-una-huella');
  await guardar.click();
  await expect(page.getByText(/Una huella SHA-256 no es válida/)).toBeVisible();
  await huellas.fill(fingerprint.toLowerCase());
  await guardar.click();
  await expect(page.getByText(esPlataforma.comun.guardado)).toBeVisible();

  await page.goto(siteUrl(subdomain));
  const links = await page.evaluate(() => fetch('/.well-known/assetlinks.json').then((r) => r.json()));
  expect(links).toEqual([
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: 'com.farolaapp.app', sha256_cert_fingerprints: [fingerprint] },
    },
  ]);
});
