import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { LoginResponse } from '../../../packages/domain/src/cuentas/schemas.ts';
import type { MerchantComercio } from '../../../packages/domain/src/back-office/schemas.ts';
import { ADMIN, getJson, logIn, MERCHANT, storeSessionBeforeLoad } from './accounts.ts';
import { siteUrl } from './sites.ts';

// The back office (#/admin) for the journeys: sign a staff member in through the API, keep the session in the
// page before it loads, and open a back office screen ready to use.

/** Day-to-day staff of La Farola (not its owner): orders, reservations, sales, check-in. */
export const STAFF = { userName: 'mozo', password: 'mozo1234' } as const;
export const OWNERS = {
  laFarola: MERCHANT,
  cumbre: { userName: 'cumbre', password: 'cumbre1234' },
  serrana: { userName: 'serrana', password: 'serrana1234' },
} as const;
export { ADMIN };

export type Credentials = { userName: string; password: string };

/** The businesses a user runs, as the back office shell lists them (GET merchant/comercios). */
export async function listManagedComercios(request: APIRequestContext, session: LoginResponse, q = '') {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return getJson<MerchantComercio[]>(request, `merchant/comercios${query}`, { token: session.token });
}

/** The id (configRestoId) of a business by its carpeta, as a platform admin finds it. */
export async function findComercioId(request: APIRequestContext, carpeta: string): Promise<number> {
  const admin = await logIn(request, ADMIN);
  const found = (await listManagedComercios(request, admin, carpeta)).find((c) => c.carpeta === carpeta);
  if (!found) throw new Error(`no business with carpeta ${carpeta}`);
  return found.configRestoId;
}

/**
 * Signs in through the API and stores the session in the page before its first load (no login screen to go
 * through). Returns the session, whose token also serves API calls.
 */
export async function signInToBackOffice(
  page: Page,
  request: APIRequestContext,
  credentials: Credentials,
): Promise<LoginResponse> {
  const session = await logIn(request, credentials);
  await storeSessionBeforeLoad(page, session);
  return session;
}

/**
 * Opens a back office screen (`path` relative to #/admin: '', 'comercio/5/pedidos', 'plataforma/sitios') on a
 * site (tandil by default) and waits until the shell has loaded: the navigation is there.
 */
export async function openAdmin(page: Page, path = '', site = 'tandil'): Promise<void> {
  await page.goto(siteUrl(site, `/admin${path ? `/${path.replace(/^\/+/, '')}` : ''}`));
  await expect(page.getByRole('link', { name: 'Panel de comercios' })).toBeVisible();
}

/**
 * Both at once: signs `credentials` in and opens `path`. The usual first step of a back office journey:
 * `const session = await openAdminAs(page, request, OWNERS.laFarola, \`comercio/${id}/pedidos\`)`.
 */
export async function openAdminAs(
  page: Page,
  request: APIRequestContext,
  credentials: Credentials,
  path = '',
  site = 'tandil',
): Promise<LoginResponse> {
  const session = await signInToBackOffice(page, request, credentials);
  await openAdmin(page, path, site);
  return session;
}

/** On a phone the navigation is behind the burger: opens it when it is closed. */
export async function openAdminMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Abrir el menú' });
  if (await burger.isVisible()) await burger.click();
}
