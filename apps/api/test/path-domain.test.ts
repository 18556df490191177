import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorias } from '../src/db/schema.ts';
import { SITE_NOT_FOUND } from '../src/modules/sites/service.ts';
import { createTestApp } from './helpers/test-app.ts';

// A call that names a site by domain answers only for the site of the Host when the Host is a site's own domain
// (decision 020): from centro.localhost, tandil.localhost's listing is a 404. A Host that is no site (127.0.0.1, an
// API client) names the site by the path, as the spec's calls do.

const routesWithDomain: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let tandilCategoryId: number;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      if (/\/:domain(\/|$)/.test(route.url) && route.method !== 'HEAD')
        routesWithDomain.push(`${route.method} ${route.url}`);
    },
  });
  const [row] = await t.db
    .select({ id: categorias.id })
    .from(categorias)
    .where(eq(categorias.titulo, 'Parrillas y restaurantes'));
  tandilCategoryId = row!.id;
});
afterAll(() => t.close());

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

/** Every call that takes a domain, for a given domain. */
const CALLS: Record<string, (domain: string) => Call> = {
  'GET /api/site/:domain/metadata.json': (d) => ({ method: 'GET', url: `/api/site/${d}/metadata.json` }),
  'GET /api/comercios/getListado/:domain': (d) => ({ method: 'GET', url: `/api/comercios/getListado/${d}` }),
  'GET /api/comercios/getListado/:domain/:carpeta': (d) => ({
    method: 'GET',
    url: `/api/comercios/getListado/${d}/heladerias-cumbre`,
  }),
  'GET /api/comercios/getCategorias/:domain': (d) => ({ method: 'GET', url: `/api/comercios/getCategorias/${d}` }),
  'GET /api/comercios/getCategorias/:domain/:carpeta': (d) => ({
    method: 'GET',
    url: `/api/comercios/getCategorias/${d}/la-farola`,
  }),
  'GET /api/comercios/getFeedByCategoria/:domain/:categoryId': (d) => ({
    method: 'GET',
    url: `/api/comercios/getFeedByCategoria/${d}/${tandilCategoryId}`,
  }),
  'GET /api/comercios/getByDominioCarpeta/:domain/:carpeta': (d) => ({
    method: 'GET',
    url: `/api/comercios/getByDominioCarpeta/${d}/la-farola`,
  }),
  'POST /api/feed': (d) => ({ method: 'POST', url: '/api/feed', payload: { domain: d } }),
};

const send = (call: Call, host: string) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: { host },
    ...(call.payload ? { payload: call.payload } : {}),
  });

describe('a domain in the path and the Host', () => {
  it('covers every route that takes a domain', () => {
    expect(routesWithDomain.length).toBeGreaterThan(0);
    expect(routesWithDomain.filter((route) => !(route in CALLS))).toEqual([]);
  });

  for (const [route, call] of Object.entries(CALLS)) {
    it(`${route}: its own site answers, another site's Host gets 404, a Host that is no site uses the path`, async () => {
      const own = await send(call('tandil.localhost'), 'tandil.localhost');
      expect(own.statusCode, own.body).toBe(200);

      for (const host of ['centro.localhost', 'la-farola.localhost', 'centro.localhost:3000', 'www.centro.localhost']) {
        const other = await send(call('tandil.localhost'), host);
        expect(other.statusCode, `${host}: ${other.body}`).toBe(404);
        expect(other.json()).toEqual({ status: 404, error: 'Not Found', message: SITE_NOT_FOUND });
      }

      for (const host of ['127.0.0.1', '127.0.0.1:3510', 'localhost', 'api.example.com']) {
        const byPath = await send(call('tandil.localhost'), host);
        expect(byPath.statusCode, host).toBe(200);
        expect(byPath.body).toBe(own.body);
      }
      // The same site however it is written.
      expect((await send(call('TANDIL.localhost'), 'www.tandil.localhost')).body).toBe(own.body);
    });
  }

  it("keeps DEFAULT_SITE: a Host that is the default site's accepts the path 'localhost', which means it", async () => {
    const res = await send(CALLS['GET /api/comercios/getListado/:domain']!('localhost'), 'tandil.localhost');
    expect(res.statusCode).toBe(200);
    const refused = await send(CALLS['GET /api/comercios/getListado/:domain']!('localhost'), 'centro.localhost');
    expect(refused.statusCode).toBe(404);
  });

  it('answers the same for a cached listing (the check runs before the cache)', async () => {
    const call = CALLS['GET /api/comercios/getListado/:domain']!('centro.localhost');
    expect((await send(call, 'centro.localhost')).statusCode).toBe(200);
    expect((await send(call, 'tandil.localhost')).statusCode).toBe(404);
  });
});
