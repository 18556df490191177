import type { Page, Request } from '@playwright/test';
import {
  TOKEN_LIFETIME_SECONDS,
  TOKEN_REFRESH_WINDOW_SECONDS,
} from '../../packages/domain/src/cuentas/session-token.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { expect, test } from './fixtures.ts';
import {
  getJson,
  logIn,
  MERCHANT,
  queueSiteCommand,
  readLocalStorage,
  recordDialogs,
  registerCustomer,
  SESSION_KEYS,
  storeSessionBeforeLoad,
} from './helpers/accounts.ts';
import { installPausedClock, serverNow } from './helpers/clock.ts';
import { siteUrl } from './helpers/sites.ts';
import { signSessionToken } from './helpers/tokens.ts';

// Site commands (spec 01, section 4): 2 s after start the app asks POST site/getStateSite and runs what comes back.
// A command the platform admin queues reaches each user or device once; the journeys queue theirs for a customer
// of their own, so no other journey on the tandil site ever sees their alerts.

const SITE_STATE = '**/api/site/getStateSite';

/** The site-state calls the page makes. */
function recordSiteStateCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/site/getStateSite')) calls.push(r);
  });
  return calls;
}

/**
 * Marks the page once React has committed its first render into #root (the site-state timer starts then): the
 * server's page already has the loading heart in #root, so "something in #root" is true before any script runs.
 * React's first commit puts a new element there (it does not reuse the server's), so a second distinct child of
 * #root means the app is mounted. Call before each navigation's page loads (an init script: it runs on reloads).
 */
async function trackAppMount(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const children = new Set<Node>();
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node.parentElement?.id === 'root') children.add(node);
        }
      }
      if (children.size >= 2) document.documentElement.dataset.appMounted = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until React has mounted the app (see trackAppMount); needs no clock. */
async function waitForAppMounted(page: Page): Promise<void> {
  await page.locator('html[data-app-mounted]').waitFor({ state: 'attached' });
}

test.describe('site commands', () => {
  test('a queued MSJ shows its alert 2 s after start, and only once', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Cliente Comandos');
    const text = `Hoy 2x1 en helados (${Date.now()})`;
    const queued = await queueSiteCommand(request, 'tandil.localhost', {
      command: 'MSJ',
      args: [text],
      userId: customer.id,
    });
    expect(queued).toMatchObject({ command: 'MSJ', args: [text], userId: customer.id });

    await storeSessionBeforeLoad(page, customer);
    await installPausedClock(page);
    await trackAppMount(page);
    const calls = recordSiteStateCalls(page);
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', '/regiones'));
    await waitForAppMounted(page);

    await page.clock.runFor(1_900);
    expect(calls).toHaveLength(0);
    const answered = page.waitForResponse(SITE_STATE);
    await page.clock.runFor(200);
    const response = await answered;
    expect(await response.json()).toEqual({ commands: [{ command: 'MSJ', args: [text] }] });
    await expect.poll(() => dialogs).toEqual([text]);
    // The app says which build it runs and which session version it holds.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.postDataJSON()).toMatchObject({ build: expect.any(Number), ver: customer.ver });
    expect(calls[0]?.headers().authorization).toBe(`Bearer ${customer.token}`);

    // Delivered: the next start gets nothing more.
    await page.reload();
    await waitForAppMounted(page);
    const again = page.waitForResponse(SITE_STATE);
    await page.clock.runFor(2_100);
    expect(await (await again).json()).toEqual({ commands: [] });
    expect(dialogs).toEqual([text]);
  });

  test("an unknown command alerts 'Comando SiteState no valido'", async ({ page }) => {
    await page.route(SITE_STATE, (route) => route.fulfill({ json: { commands: [{ command: 'NOPE', args: [] }] } }));
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', '/regiones'));
    await expect.poll(() => dialogs).toEqual(['Comando SiteState no valido']);
  });

  test('a session whose token is in its last day gets REFRESHTOKEN and stores the renewed token', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Cliente Token Viejo');
    // Issued six and a half days before the server's clock: the server is within the token's last day for the
    // next twelve hours.
    const lifetimeMs = TOKEN_LIFETIME_SECONDS * 1000;
    const now = serverNow();
    const old = signSessionToken(customer, new Date(now - lifetimeMs + lifetimeMs / 14), TOKEN_LIFETIME_SECONDS);
    expect(Date.parse(old.expiration) - now).toBeLessThan(TOKEN_REFRESH_WINDOW_SECONDS * 1000);
    await storeSessionBeforeLoad(page, { ...customer, ...old });
    await installPausedClock(page);
    await trackAppMount(page);
    const renewals: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login/newToken')) renewals.push(r);
    });
    await page.goto(siteUrl('tandil', '/regiones'));
    await waitForAppMounted(page);

    const answered = page.waitForResponse(SITE_STATE);
    const renewed = page.waitForResponse('**/api/login/newToken');
    await page.clock.runFor(2_100);
    expect(await (await answered).json()).toEqual({ commands: [{ command: 'REFRESHTOKEN', args: [] }] });
    expect((await renewed).status()).toBe(200);
    expect(renewals[0]?.headers().authorization).toBe(`Bearer ${old.token}`);
    expect(renewals[0]?.postDataJSON()).toEqual({ userName: customer.user });

    // The session stays the same user with a new token whose week starts now (the server's clock).
    await expect.poll(async () => (await readLocalStorage(page)).token).not.toBe(old.token);
    const stored = await readLocalStorage(page);
    expect(stored.id).toBe(String(customer.id));
    expect(Date.parse(stored.expiration ?? '')).toBeGreaterThan(now + lifetimeMs - 60_000);
    const me = await getJson<{ id: number }>(request, 'login/GetActivo', { token: stored.token });
    expect(me.id).toBe(customer.id);

    // Renewed: the next start has nothing to renew.
    await page.reload();
    await waitForAppMounted(page);
    const again = page.waitForResponse(SITE_STATE);
    await page.clock.runFor(2_100);
    expect(await (await again).json()).toEqual({ commands: [] });
    expect(renewals).toHaveLength(1);
  });

  test('LOGOUT ends the session on this device', async ({ page, request }) => {
    await storeSessionBeforeLoad(page, await logIn(request, MERCHANT));
    await page.route(SITE_STATE, (route) => route.fulfill({ json: { commands: [{ command: 'LOGOUT', args: [] }] } }));
    await page.goto(siteUrl('tandil', '/regiones'));
    const menu = page.getByRole('navigation', { name: esLogin.menuCuenta });
    await expect(menu.getByRole('button', { name: esLogin.salir })).toBeVisible();
    await expect(menu.getByRole('link', { name: esLogin.ingresar })).toBeVisible();
    const stored = await readLocalStorage(page);
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeUndefined();
  });
});
