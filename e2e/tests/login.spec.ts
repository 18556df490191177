import type { Page, Request } from '@playwright/test';
import { esCuenta } from '../../apps/web/src/i18n/es-cuenta.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { expect, test } from './fixtures.ts';
import {
  ADMIN,
  logIn,
  MERCHANT,
  PENDING_ORDER_KEY,
  readLocalStorage,
  recordDialogs,
  SESSION_KEYS,
  storeSessionBeforeLoad,
} from './helpers/accounts.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { serverNow } from './helpers/clock.ts';
import { cards } from './helpers/listing.ts';
import { siteUrl } from './helpers/sites.ts';

// The login screen and the session (spec 01, sections 2 and 4): staff users log in with user name and password;
// the session lives in local storage while its expiration lies ahead. The tandil portal's home page is its
// categories (#/regiones), where the account menu sits in the header.

/** An order being built, as the menu keeps it. */
const A_PENDING_ORDER = JSON.stringify({ pedido: { pedidosIts: [{ id: 1, cantidad: 1 }] } });

function loginForm(page: Page) {
  return {
    title: page.getByRole('heading', { name: 'Conectarse', exact: true }),
    usuario: page.getByPlaceholder('Usuario', { exact: true }),
    password: page.getByPlaceholder('Password', { exact: true }),
    conectarse: page.getByRole('button', { name: 'Conectarse', exact: true }),
  };
}

function accountMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: esLogin.menuCuenta });
  return {
    ingresar: menu.getByRole('link', { name: esLogin.ingresar }),
    misDatos: menu.getByRole('link', { name: esLogin.misDatos }),
    salir: menu.getByRole('button', { name: esLogin.salir }),
  };
}

/** The Authorization header of every API call the page makes from now on. */
function recordApiAuthorization(page: Page): Array<string | null> {
  const seen: Array<string | null> = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r.headers().authorization ?? null);
  });
  return seen;
}

test.describe('login', () => {
  test("shows 'Conectarse' with its fields, enabled only when both are filled", async ({ page }) => {
    await page.goto(siteUrl('tandil', '/login'));
    const { title, usuario, password, conectarse } = loginForm(page);
    await expect(title).toBeVisible();
    await expect(usuario).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(conectarse).toBeDisabled();
    await usuario.fill('alguien');
    await expect(conectarse).toBeDisabled();
    await password.fill('una-clave');
    await expect(conectarse).toBeEnabled();
    await usuario.fill('');
    await expect(conectarse).toBeDisabled();

    await page.getByRole('link', { name: 'No tiene una cuenta?' }).click();
    await expect(page).toHaveURL(/#\/mi-cuenta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Datos' })).toBeVisible();
  });

  test("wrong credentials alert 'Verifique los datos' and keep the screen", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', '/login'));
    const { usuario, password, conectarse } = loginForm(page);
    // A name nobody has: failed tries count per user name, and the demo staff's must stay free for other journeys.
    await usuario.fill(`nadie-${Date.now()}`);
    await password.fill('no-es-la-clave');
    await conectarse.click();
    await expect.poll(() => dialogs).toEqual(['Verifique los datos']);
    await expect(page).toHaveURL(/#\/login$/);
    expect((await readLocalStorage(page)).token).toBeUndefined();
  });

  test('a staff user logs in and out: the session keys come and go with the pending order', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/regiones'));
    const menu = accountMenu(page);
    await page.evaluate((entry) => localStorage.setItem(...entry), [PENDING_ORDER_KEY, A_PENDING_ORDER] as const);
    // 'Ingresar' offers a customer the phone sign-in; staff go on to the password card from there.
    await menu.ingresar.click();
    await expect(page).toHaveURL(/#\/mi-cuenta$/);
    await page.getByRole('link', { name: esCuenta.staffLink }).click();
    await expect(page).toHaveURL(/#\/login$/);

    const { usuario, password, conectarse } = loginForm(page);
    await usuario.fill(MERCHANT.userName);
    await password.fill(MERCHANT.password);
    await conectarse.click();
    await expect(page).toHaveURL(/#\/regiones$/);
    await expect(menu.salir).toBeVisible();
    await expect(menu.misDatos).toBeVisible();
    await expect(menu.ingresar).toHaveCount(0);

    const stored = await readLocalStorage(page);
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeDefined();
    expect(stored).toMatchObject({ user: MERCHANT.userName, nombre: MERCHANT.nombre, admin: 'false' });
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Number(stored.id)).toBeGreaterThan(0);
    expect(Number(stored.ver)).toBeGreaterThan(0);
    expect(new Date(stored.expiration ?? '').getTime()).toBeGreaterThan(serverNow());
    // Login drops the order that was being built.
    expect(stored[PENDING_ORDER_KEY]).toBeUndefined();

    // Every call carries the session's token.
    const authorization = recordApiAuthorization(page);
    await page.reload();
    await expect(menu.salir).toBeVisible();
    await expect.poll(() => authorization.length).toBeGreaterThan(0);
    expect(new Set(authorization)).toEqual(new Set([`Bearer ${stored.token}`]));

    await page.evaluate(
      (entry) => {
        localStorage.setItem(...entry);
        localStorage.setItem('otra-cosa', 'queda');
      },
      [PENDING_ORDER_KEY, A_PENDING_ORDER] as const,
    );
    await menu.salir.click();
    await expect(menu.ingresar).toBeVisible();
    await expect(page).toHaveURL(/#\/regiones$/);
    const after = await readLocalStorage(page);
    for (const key of [...SESSION_KEYS, PENDING_ORDER_KEY]) expect(after[key], key).toBeUndefined();
    // Only the spec's keys go.
    expect(after['otra-cosa']).toBe('queda');
  });

  test('the platform admin’s flag is stored as the text true', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/login'));
    const { usuario, password, conectarse } = loginForm(page);
    await usuario.fill(ADMIN.userName);
    await password.fill(ADMIN.password);
    await conectarse.click();
    await expect(page).toHaveURL(/#\/regiones$/);
    expect(await readLocalStorage(page)).toMatchObject({ user: ADMIN.userName, admin: 'true' });
  });

  test('an expired session is cleared and never sent', async ({ page, request }) => {
    const session = await logIn(request, MERCHANT);
    await storeSessionBeforeLoad(page, {
      ...session,
      expiration: new Date(serverNow() - 60_000).toISOString(),
    });
    const authorization = recordApiAuthorization(page);
    await page.goto(siteUrl('tandil', '/regiones'));
    await expect(accountMenu(page).ingresar).toBeVisible();
    await expect(accountMenu(page).salir).toHaveCount(0);
    const stored = await readLocalStorage(page);
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeUndefined();
    await expect.poll(() => authorization.length).toBeGreaterThan(0);
    expect(authorization.every((header) => header === null)).toBe(true);
  });

  test('a logged-in user who opens #/login is taken to the home page', async ({ page, request }) => {
    await storeSessionBeforeLoad(page, await logIn(request, MERCHANT));
    await page.goto(siteUrl('tandil', '/login'));
    await expect(page).toHaveURL(/#\/regiones$/);
    await expect(accountMenu(page).salir).toBeVisible();
    await expect(loginForm(page).title).toHaveCount(0);
  });

  test('the listing header never shows to a logged-in user', async ({ page, request }) => {
    await page.goto(siteUrl('tandil', '/listado'));
    const header = page.getByRole('heading', { level: 1, name: 'Tandil Come' });
    await expect(header).toBeVisible();

    const session = await logIn(request, MERCHANT);
    await page.evaluate((s: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
    }, session);
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(header).toHaveCount(0);
  });
});

test.describe('login accessibility (axe-core: no serious or critical violation)', { tag: '@desktop' }, () => {
  test('the login screen, empty and filled', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/login'));
    const { title, usuario, password } = loginForm(page);
    await expect(title).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await usuario.fill(MERCHANT.userName);
    await password.fill('x');
    await expectNoSeriousA11yViolations(page);
  });
});
