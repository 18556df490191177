import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comercios, sites, users } from '../src/db/schema.ts';
import { OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// The cross-cutting role test: EVERY back-office route (config.comercio) and every platform route (/api/admin/*)
// refuses an anonymous caller (401), a customer (403) and the staff of another business (403), whatever it sends.
// Routes are collected as the app registers them, so a route added tomorrow is checked without touching this file.

interface CollectedRoute {
  method: string;
  url: string;
  /** An event stream: it stays open once admitted, so only refusals are tried on it. */
  isStream: boolean;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fewer than this and the collection is broken (the suite would pass vacuously). */
const MIN_BACK_OFFICE_ROUTES = 80;
const MIN_ADMIN_ROUTES = 12;

const collected: CollectedRoute[] = [];

function collect(route: RouteOptions): void {
  const config = route.config as { comercio?: unknown; sseToken?: unknown } | undefined;
  if (config?.comercio === undefined && !route.url.startsWith('/api/admin/')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // HEAD routes are Fastify's copies of the GET ones.
  for (const method of methods) {
    if (method !== 'HEAD') collected.push({ method, url: route.url, isStream: config?.sseToken === true });
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: string;
let otherOwner: string;
let owner: string;
let admin: string;
let params: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ onRoute: collect });
  customer = (await registerCustomer(t.app, '2494300401')).token;
  // Owner of Cervecería La Serrana: runs a business, but not La Farola.
  otherOwner = (await login(t.app, 'serrana', 'serrana1234')).token;
  owner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  const [laFarola] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, 'la-farola.localhost'));
  const [mozo] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'mozo'));
  if (!laFarola || !site || !mozo) throw new Error('demo data missing');
  // Path parameters point at La Farola's things; any other id parameter gets a plausible value.
  params = {
    configRestoId: String(laFarola.id),
    comercioId: String(laFarola.id),
    siteId: String(site.id),
    userId: String(mozo.id),
    fecha: '2026-11-22',
  };
});
afterAll(() => t.close());

function fillPath(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
}

async function statusFor(route: CollectedRoute, token?: string): Promise<number> {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url),
    headers: token ? bearer(token) : {},
    // Mutations carry an empty JSON body: a refusal must come before any check of what was sent.
    ...(MUTATING.has(route.method) ? { payload: {} } : {}),
  });
  return res.statusCode;
}

describe('back-office access', () => {
  it('collects every back-office and platform route', () => {
    const backOffice = collected.filter((r) => !r.url.startsWith('/api/admin/'));
    const admin = collected.filter((r) => r.url.startsWith('/api/admin/'));
    expect(backOffice.length).toBeGreaterThanOrEqual(MIN_BACK_OFFICE_ROUTES);
    expect(admin.length).toBeGreaterThanOrEqual(MIN_ADMIN_ROUTES);
    // The older back-office paths are tagged too.
    for (const prefix of ['/api/merchant/pedidos/', '/api/reservas/comercio/', '/api/concursos/admin/']) {
      expect(
        collected.some((r) => r.url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('refuses anonymous callers (401), customers (403) and another business’s staff (403) on every route', async () => {
    const failures: string[] = [];
    for (const route of collected) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await statusFor(route);
      if (anonymous !== 401) failures.push(`${name}: anonymous got ${anonymous}, expected 401`);
      const asCustomer = await statusFor(route, customer);
      if (asCustomer !== 403) failures.push(`${name}: customer got ${asCustomer}, expected 403`);
      const asOtherStaff = await statusFor(route, otherOwner);
      if (asOtherStaff !== 403) failures.push(`${name}: another business's owner got ${asOtherStaff}, expected 403`);
    }
    expect(failures).toEqual([]);
  });

  it('admits La Farola’s owner to every back-office read and a platform admin to every platform read', async () => {
    // The refusals above mean something only if the right people get in.
    const failures: string[] = [];
    for (const route of collected) {
      if (route.isStream || route.method !== 'GET') continue;
      const isPlatform = route.url.startsWith('/api/admin/');
      const status = await statusFor(route, isPlatform ? admin : owner);
      if (status === 401 || status === 403) failures.push(`${route.method} ${route.url}: got ${status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses before the body is read, and leaves a malformed business id to the schema', async () => {
    const url = `/api/merchant/reservas/${params.configRestoId}/servicios`;
    const json = { 'content-type': 'application/json' };
    // A body that is not JSON is never parsed for someone who may not make the call.
    const notJson = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(customer), ...json },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(403);
    // Day-to-day staff on an owner-only call: the owner-only refusal, not a 400 about the body.
    const mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
    const invalid = await t.app.inject({ method: 'POST', url, headers: bearer(mozo), payload: {} });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json().message).toBe(OWNER_ONLY_MESSAGE);
    // An id that is not one names no business: anonymous 401, anyone else the schema's 400.
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/pedidos/abc' })).statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/pedidos/abc',
      headers: bearer(customer),
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['configRestoId']);
  });
});
