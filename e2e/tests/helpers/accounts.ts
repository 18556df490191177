import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import type {
  AdminSite,
  OutboxMessage,
  QueuedSiteCommand,
  SiteCommandRequest,
} from '../../../packages/domain/src/plataforma/schemas.ts';
import type { LoginResponse } from '../../../packages/domain/src/cuentas/schemas.ts';
import { E2E_PORT } from './sites.ts';

// Accounts for the journeys: demo logins (apps/api/src/db/seed/demo-users.ts), customers registered through the API
// with a phone nobody has, and the platform admin's view of the outbox (where the demo's WhatsApp codes land).

export const ADMIN = { userName: 'admin', password: 'admin1234' } as const;
/** Owner of La Farola: merchant staff, not a platform admin. */
export const MERCHANT = { userName: 'lafarola', password: 'lafarola1234', nombre: 'Marta Farola' } as const;

/** Spec (section 4, Session): what a session keeps in local storage, and logout removes. */
export const SESSION_KEYS = ['token', 'ver', 'expiration', 'id', 'admin', 'entrega', 'nombre', 'user'] as const;
/** The order being built: logout removes it with the session. */
export const PENDING_ORDER_KEY = 'pedidopendiente';

/** A Tandil number (249 and 7 digits) nobody has yet: registering it needs no WhatsApp code. */
export function createPhone(): string {
  return `249${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/**
 * An API address for Node: it cannot resolve *.localhost as Chromium does, so calls go to 127.0.0.1 and the
 * Host header names the site.
 */
function apiCall(site: string, path: string, token?: string) {
  return {
    url: `http://127.0.0.1:${E2E_PORT}/api/${path}`,
    headers: { host: `${site}.localhost:${E2E_PORT}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  };
}

async function readOk<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A POST whose answer the test reads itself (a refusal is what it expects). */
export function postRaw(
  request: APIRequestContext,
  path: string,
  data: unknown,
  options: { token?: string; site?: string } = {},
): Promise<APIResponse> {
  const { url, headers } = apiCall(options.site ?? 'tandil', path, options.token);
  return request.post(url, { data, headers });
}

export async function postJson<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  options: { token?: string; site?: string } = {},
): Promise<T> {
  const { url, headers } = apiCall(options.site ?? 'tandil', path, options.token);
  return readOk<T>(await request.post(url, { data, headers }), `POST ${path}`);
}

export async function getJson<T>(
  request: APIRequestContext,
  path: string,
  options: { token?: string; site?: string } = {},
): Promise<T> {
  const { url, headers } = apiCall(options.site ?? 'tandil', path, options.token);
  return readOk<T>(await request.get(url, { headers }), `GET ${path}`);
}

export function logIn(request: APIRequestContext, credentials: { userName: string; password: string }) {
  return postJson<LoginResponse>(request, 'login/Login', {
    userName: credentials.userName,
    password: credentials.password,
  });
}

/** A new customer of the tandil site, registered through login/Create as the account screen does. */
export function registerCustomer(request: APIRequestContext, nombreApellido: string, telefono = createPhone()) {
  return postJson<LoginResponse>(request, 'login/Create', {
    nombreApellido,
    telefono,
    domicilio: '',
    domainName: 'tandil.localhost',
  });
}

/** The last WhatsApp message the platform sent to a phone, as the platform admin reads it in the outbox. */
export async function readLastMessage(request: APIRequestContext, telefono: string): Promise<OutboxMessage> {
  const admin = await logIn(request, ADMIN);
  const [last] = await getJson<OutboxMessage[]>(
    request,
    `admin/outbox?telefono=${encodeURIComponent(telefono)}&limit=1`,
    { token: admin.token },
  );
  if (!last) throw new Error(`the outbox has no message for ${telefono}`);
  return last;
}

/** The verification code of the last message sent to a phone ('Tu código de verificación es 123456'). */
export async function readLastCode(request: APIRequestContext, telefono: string): Promise<string> {
  const { body } = await readLastMessage(request, telefono);
  const code = /(\d{6})\s*$/.exec(body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the last message to ${telefono}: ${body}`);
  return code;
}

/** The platform admin queues a command for a site's apps through the back-office API. */
export async function queueSiteCommand(
  request: APIRequestContext,
  dominioUrl: string,
  command: Partial<SiteCommandRequest> & Pick<SiteCommandRequest, 'command'>,
): Promise<QueuedSiteCommand> {
  const admin = await logIn(request, ADMIN);
  const sites = await getJson<AdminSite[]>(request, 'admin/sites', { token: admin.token });
  const site = sites.find((s) => s.dominioUrl === dominioUrl);
  if (!site) throw new Error(`no site ${dominioUrl} in the demo data`);
  return postJson<QueuedSiteCommand>(request, `admin/sites/${site.id}/commands`, command, { token: admin.token });
}

/**
 * Puts a session in local storage, as the app keeps it, before any script of the page runs; only on the tab's
 * first load, so a logout the test does is not undone by a reload.
 */
export async function storeSessionBeforeLoad(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.addInitScript((stored: Record<string, unknown>) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', 'yes');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, String(value));
  }, session);
}

/** The page's local storage. */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** Every alert and confirm of the page, answered as `answer` says (accept unless it returns false). */
export function recordDialogs(page: Page, answer: (message: string) => boolean = () => true): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (answer(dialog.message()) ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}
