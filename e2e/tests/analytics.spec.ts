import type { APIRequestContext, Page } from '@playwright/test';
import { es } from '../../apps/web/src/i18n/es.ts';
import type { AdminSiteDetail } from '../../packages/domain/src/plataforma/sites-schemas.ts';
import { expect, test } from './fixtures.ts';
import { cuentaForm } from './helpers/cuenta.ts';
import { ADMIN, logIn, postJson, registerCustomer, storeSessionBeforeLoad } from './helpers/accounts.ts';
import { findComercioId } from './helpers/back-office.ts';
import { siteUrl } from './helpers/sites.ts';

// Analytics (apps/web/src/ui/analytics.ts, app/error-reporting.ts): a site whose metadata names a Google tag and a
// Meta pixel gets the spec's page view 'Mi Cuenta', the 'Update-Usuario' event and, spec 02 §8, every unhandled
// error as an uncontrolled error plus the registered 'No se encontró la configuración del Restaurante {carpeta}'.
// The trackers' scripts are answered empty here: what the app hands them is read from the queues they would
// consume (window.dataLayer for gtag.js, the fbq stub's queue for fbevents.js). A site without ids sends nothing.

const GOOGLE_TAG = 'G-E2ETEST01';
const META_PIXEL = '123456789012';
const TRACKER_SCRIPT = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;

type Call = unknown[];

/** A single-business site for La Farola with both trackers, created through the platform's API (one per run). */
async function createTrackedSite(request: APIRequestContext): Promise<string> {
  const admin = await logIn(request, ADMIN);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const site = await postJson<AdminSiteDetail>(
    request,
    'admin/sites',
    {
      dominioUrl: `gtag-${suffix}.localhost`,
      nombre: 'La Farola con analytics',
      tipo: 'comercio',
      comercioId: await findComercioId(request, 'la-farola'),
      googleTag: GOOGLE_TAG,
      metaPixel: META_PIXEL,
    },
    { token: admin.token },
  );
  return site.dominioUrl.replace(/\.localhost$/, '');
}

/** Answers the trackers' scripts with nothing (they would send to Google and Meta) and lists what was asked. */
async function stubTrackerScripts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TRACKER_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requested;
}

/** What the app handed gtag (each dataLayer entry is the arguments of one call) and the Meta pixel. */
function readCalls(page: Page): Promise<{ gtag: Call[]; fbq: Call[] | null; hasDataLayer: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] } };
    return {
      gtag: (w.dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args))) as unknown[]),
      fbq: w.fbq ? (JSON.parse(JSON.stringify(w.fbq.queue)) as unknown[][]) : null,
      hasDataLayer: 'dataLayer' in w,
    };
  });
}

/** The gtag 'exception' events sent so far, by their parameters. */
async function readExceptions(page: Page): Promise<Array<Record<string, unknown>>> {
  const { gtag } = await readCalls(page);
  return gtag
    .filter((call) => call[0] === 'event' && call[1] === 'exception')
    .map((call) => call[2] as Record<string, unknown>);
}

test.describe('analytics: a site with a Google tag and a Meta pixel', () => {
  let site = '';
  test.beforeAll(async ({ request }) => {
    site = await createTrackedSite(request);
  });

  test('unhandled errors, at boot and later, are reported as uncontrolled errors', async ({ page }) => {
    const requested = await stubTrackerScripts(page);
    // An error while the app boots: its first screen is still being put together.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        throw new Error('Falla al arrancar');
      });
    });
    await page.goto(siteUrl(site));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    expect(requested.some((url) => url.includes(`gtag/js?id=${GOOGLE_TAG}`))).toBe(true);

    // A thrown error nothing catches, and a rejected promise nobody handles.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Falla de prueba');
      }, 0);
      void Promise.reject(new TypeError('Rechazo de prueba'));
    });

    await expect
      .poll(() => readExceptions(page))
      .toEqual(
        expect.arrayContaining([
          { description: 'Error: Falla al arrancar', fatal: false, error_kind: 'uncontrolled' },
          { description: 'Error: Falla de prueba', fatal: false, error_kind: 'uncontrolled' },
          { description: 'TypeError: Rechazo de prueba', fatal: false, error_kind: 'uncontrolled' },
        ]),
      );
    const { fbq } = await readCalls(page);
    expect(fbq).toEqual(
      expect.arrayContaining([
        ['init', META_PIXEL],
        ['trackCustom', 'UncontrolledError', { description: 'Error: Falla de prueba', fatal: false }],
        ['trackCustom', 'UncontrolledError', { description: 'TypeError: Rechazo de prueba', fatal: false }],
      ]),
    );
  });

  test('a screen that fails is reported by the route error boundary as a fatal uncontrolled error', async ({
    page,
  }) => {
    await stubTrackerScripts(page);
    // The help screen's code cannot be loaded (the boundary reloads once for a new version, then gives up).
    await page.route(/\/assets\/ayuda-page-[^/]*\.js$/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(siteUrl(site, '/ayuda'));
    await expect(page.getByRole('alert').getByText(es.common.errorGenerico)).toBeVisible();
    // The first load's message may show just before that reload: read what the page reports once it is done.
    await expect
      .poll(() => readExceptions(page).catch(() => []))
      .toContainEqual({
        description: expect.stringMatching(/dynamically imported module/),
        fatal: true,
        error_kind: 'uncontrolled',
      });
  });

  test("a missing merchant config is registered: 'No se encontró la configuración del Restaurante'", async ({
    page,
  }) => {
    await stubTrackerScripts(page);
    await page.goto(siteUrl(site, '/reservar/no-existe'));
    await expect
      .poll(() => readExceptions(page))
      .toContainEqual({
        description: 'No se encontró la configuración del Restaurante no-existe',
        fatal: false,
        error_kind: 'registered',
      });
  });

  test("Mi Cuenta sends its page view and, once saved, 'Update-Usuario'", async ({ page, request }) => {
    await stubTrackerScripts(page);
    const session = await registerCustomer(request, 'Ana Analytics');
    await storeSessionBeforeLoad(page, session);
    await page.goto(siteUrl(site, '/mi-cuenta'));
    const form = cuentaForm(page);
    await expect(form.nombre).toHaveValue('Ana Analytics');

    await expect
      .poll(async () => (await readCalls(page)).gtag)
      .toContainEqual([
        'event',
        'page_view',
        expect.objectContaining({ page_title: 'Mi Cuenta', page_path: '/mi-cuenta' }),
      ]);

    await form.nombre.fill('Ana Analytics Modificada');
    await form.guardar.click();
    await expect
      .poll(async () => (await readCalls(page)).gtag)
      .toContainEqual([
        'event',
        'Update-Usuario',
        { event_category: 'account', event_label: 'Usuario Modifico Datos' },
      ]);
    expect((await readCalls(page)).fbq).toContainEqual([
      'trackCustom',
      'Update-Usuario',
      { category: 'account', label: 'Usuario Modifico Datos' },
    ]);
  });
});

test('analytics: a site without trackers reports nothing and asks for no tracker script', async ({ page }) => {
  const requested = await stubTrackerScripts(page);
  await page.goto(siteUrl('la-farola'));
  await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Falla sin analytics');
    }, 0);
    void Promise.reject(new Error('Rechazo sin analytics'));
  });
  // Give the handlers time to run, then check that nothing took them anywhere.
  await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 300)));
  expect(await readCalls(page)).toEqual({ gtag: [], fbq: null, hasDataLayer: false });
  expect(requested).toEqual([]);
});
