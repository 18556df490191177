import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { TOKEN_LIFETIME_SECONDS } from '../../packages/domain/src/cuentas/session-token.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { expect, test } from './fixtures.ts';
import { logIn, postJson, readLocalStorage, registerCustomer, SESSION_KEYS } from './helpers/accounts.ts';
import { findComercioId, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { serverNow } from './helpers/clock.ts';
import { placePickupOrder } from './helpers/pedidos.ts';
import { siteUrl } from './helpers/sites.ts';
import { signSessionToken } from './helpers/tokens.ts';

// A phone whose clock is a month wrong (cheap phones often are; demos run the server on a shifted clock): the
// web app follows the server's time, which every answer carries, not the phone's. Signed in, the session lasts
// the token's real week; an order's status window and the session's end are judged by the server's clock; and a
// token the server no longer honours ends the session at its first 401, whatever the phone believes.

const DAY_MS = 86_400_000;
const MONTH_MS = 30 * DAY_MS;
const FAROLA = 'la-farola';

const accountNav = (page: Page) => page.getByRole('navigation', { name: esLogin.menuCuenta });

/** The phone's clock as the page reads it, against the server's. */
async function phoneAheadOfServer(page: Page): Promise<number> {
  return (await page.evaluate(() => Date.now())) - serverNow();
}

/** Staff sign in on the login screen, as a person would. */
async function signInOnScreen(page: Page): Promise<void> {
  await page.goto(siteUrl('tandil', '/login'));
  await page.getByPlaceholder('Usuario', { exact: true }).fill(STAFF.userName);
  await page.getByPlaceholder('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Conectarse', exact: true }).click();
  await expect(accountNav(page).getByRole('button', { name: esLogin.salir })).toBeVisible();
}

/** A pickup order of the customer's at La Farola that the waiter has marked ready, now. */
async function readyPickupOrder(request: APIRequestContext, customer: LoginResponse): Promise<number> {
  const farola = await findComercioId(request, FAROLA);
  const pedidoId = await placePickupOrder(request, customer);
  const staff = await logIn(request, STAFF);
  for (const [paso, body] of [
    ['aceptar', { demora: 20 }],
    ['listo', {}],
  ] as const) {
    await postJson(request, `merchant/pedidos/${farola}/${pedidoId}/${paso}`, body, { token: staff.token });
  }
  return pedidoId;
}

test.describe('a phone whose clock is a month ahead of the server', () => {
  test.use({ phoneClockAheadMs: MONTH_MS });

  test('stays signed in for the token’s week, across reloads and screens', async ({ page }) => {
    await signInOnScreen(page);
    expect(await phoneAheadOfServer(page)).toBeGreaterThan(MONTH_MS - 60_000);
    // The session's expiry is the server's week: already past by the phone's clock, and still signed in.
    const { expiration } = await readLocalStorage(page);
    const expiresAt = Date.parse(expiration ?? '');
    expect(Math.abs(expiresAt - (serverNow() + TOKEN_LIFETIME_SECONDS * 1000))).toBeLessThan(5 * 60_000);
    expect(expiresAt).toBeLessThan(await page.evaluate(() => Date.now()));

    await page.reload();
    await expect(accountNav(page).getByRole('button', { name: esLogin.salir })).toBeVisible();
    await page.goto(siteUrl('tandil', '/admin'));
    await expect(page.getByRole('link', { name: 'Panel de comercios' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("reads a ready order 'Listo para Retirar!' by the server's clock, not the phone's", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Paula Adelantada');
    const pedidoId = await readyPickupOrder(request, customer);
    // The phone has talked to the server before (any page); the session is then kept as the app keeps it.
    await page.goto(siteUrl('tandil', '/regiones'));
    await expect(accountNav(page).getByRole('link', { name: esLogin.ingresar })).toBeVisible();
    await page.evaluate((session: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, String(value));
    }, customer);

    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    const card = page.getByRole('article').filter({ hasText: `#${pedidoId}` });
    // By the phone's clock the order was ready a month ago ('Entregado'); by the server's, a moment ago.
    await expect(card.getByText('Listo para Retirar!').first()).toBeVisible();
    await expect(card.getByText('Entregado')).toHaveCount(0);
  });
});

test.describe('a phone whose clock is a month behind the server', () => {
  test.use({ phoneClockAheadMs: -MONTH_MS });

  test('signs in for the server’s week, not the five the phone would count', async ({ page }) => {
    await signInOnScreen(page);
    expect(await phoneAheadOfServer(page)).toBeLessThan(-MONTH_MS + 60_000);
    const { expiration } = await readLocalStorage(page);
    expect(Math.abs(Date.parse(expiration ?? '') - (serverNow() + TOKEN_LIFETIME_SECONDS * 1000))).toBeLessThan(
      5 * 60_000,
    );
    await page.reload();
    await expect(accountNav(page).getByRole('button', { name: esLogin.salir })).toBeVisible();
  });

  test('a token that expired by the server’s clock ends the session, though the phone thinks it valid', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Tomás Atrasado');
    // Issued a week and an hour ago by the server's clock: expired an hour ago. The phone, a month behind, reads
    // its expiry as four weeks ahead.
    const expired = signSessionToken(
      customer,
      new Date(serverNow() - TOKEN_LIFETIME_SECONDS * 1000 - 3_600_000),
      TOKEN_LIFETIME_SECONDS,
    );
    await page.addInitScript(
      (session: Record<string, unknown>) => {
        if (sessionStorage.getItem('e2e-session-stored')) return;
        sessionStorage.setItem('e2e-session-stored', 'yes');
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, String(value));
      },
      { ...customer, ...expired },
    );

    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    // Signed out: the screen's guard asks to sign in, and the session is gone from the phone.
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Conectarse', exact: true })).toBeVisible();
    await expect.poll(async () => (await readLocalStorage(page)).token).toBeUndefined();
    const stored = await readLocalStorage(page);
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeUndefined();
  });
});
