import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { categorias, comercios, sites } from '../src/db/schema.ts';
import { ResponseCache } from '../src/plugins/response-cache.ts';
import { createClock, createTestApp, expectClosingAt2130 } from './helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Computations that finish only when the test releases them, to act while they are in flight. */
function heldComputations() {
  const releases: Array<() => void> = [];
  return {
    hold:
      <T>(value: T) =>
      async (): Promise<T> => {
        await new Promise<void>((resolve) => releases.push(resolve));
        return value;
      },
    releaseAll() {
      for (const release of releases.splice(0)) release();
    },
  };
}

describe('ResponseCache', () => {
  it('keeps a value until the next minute boundary', async () => {
    const clock = createClock('2026-11-21T21:00:10-03:00');
    const cache = new ResponseCache(clock.now);
    let computed = 0;
    const compute = async () => `v${++computed}`;
    expect(await cache.getOrCompute('k', compute)).toBe('v1');
    clock.set('2026-11-21T21:00:59.999-03:00');
    expect(await cache.getOrCompute('k', compute)).toBe('v1');
    clock.set('2026-11-21T21:01:00-03:00');
    expect(await cache.getOrCompute('k', compute)).toBe('v2');
    expect(cache.get('otra')).toBeUndefined();
  });

  it('forgets everything on clear', async () => {
    const cache = new ResponseCache(() => new Date('2026-11-21T21:00:00Z'));
    await cache.getOrCompute('a', async () => 'viejo');
    cache.clear();
    expect(await cache.getOrCompute('a', async () => 'nuevo')).toBe('nuevo');
  });

  it('keeps out a value computed while a write was announced', async () => {
    const cache = new ResponseCache(() => new Date('2026-11-21T21:00:00Z'));
    const { hold, releaseAll } = heldComputations();
    const slow = cache.getOrCompute('a', hold('leído antes de la escritura'));
    await Promise.resolve();
    cache.clear();
    releaseAll();
    expect(await slow).toBe('leído antes de la escritura');
    expect(await cache.getOrCompute('a', async () => 'leído después')).toBe('leído después');
  });

  it('computes a value once for the requests that miss while it is being computed', async () => {
    const cache = new ResponseCache(() => new Date('2026-11-21T21:00:00Z'));
    const { hold, releaseAll } = heldComputations();
    const compute = vi.fn(hold('v1'));
    const first = cache.getOrCompute('k', compute);
    const second = cache.getOrCompute('k', compute);
    const other = cache.getOrCompute('otra', async () => 'otra');
    releaseAll();
    expect(await Promise.all([first, second, other])).toEqual(['v1', 'v1', 'otra']);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(await cache.getOrCompute('k', compute)).toBe('v1');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('a value computed in one minute is neither shared with nor kept for the next', async () => {
    const clock = createClock('2026-11-21T21:00:59.900-03:00');
    const cache = new ResponseCache(clock.now);
    const { hold, releaseAll } = heldComputations();
    const before = cache.getOrCompute('k', hold('21:00'));
    clock.set('2026-11-21T21:01:00-03:00');
    const after = cache.getOrCompute('k', hold('21:01'));
    releaseAll();
    expect(await before).toBe('21:00');
    expect(await after).toBe('21:01');
    expect(await cache.getOrCompute('k', async () => 'otra vez')).toBe('21:01');
    // Started at 21:01:59.9 and finished in the next minute: answered, not kept.
    clock.set('2026-11-21T21:01:59.900-03:00');
    const late = cache.getOrCompute('j', hold('21:01 tarde'));
    clock.set('2026-11-21T21:02:00.100-03:00');
    releaseAll();
    expect(await late).toBe('21:01 tarde');
    expect(await cache.getOrCompute('j', async () => '21:02')).toBe('21:02');
  });

  it('a request after an announced write does not wait for a value computed before it', async () => {
    const cache = new ResponseCache(() => new Date('2026-11-21T21:00:00Z'));
    const { hold, releaseAll } = heldComputations();
    const before = cache.getOrCompute('cartelera:a', hold('antes de la venta'));
    cache.clearPrefix('cartelera:');
    expect(await cache.getOrCompute('cartelera:a', async () => 'después de la venta')).toBe('después de la venta');
    releaseAll();
    expect(await before).toBe('antes de la venta');
    expect(await cache.getOrCompute('cartelera:a', async () => 'otra')).toBe('después de la venta');
  });

  it('forgets only the entries of a prefix, and the answers served from them', async () => {
    const cache = new ResponseCache(() => new Date('2026-11-21T21:00:00Z'));
    const board = await cache.getOrCompute('cartelera:a', async () => Buffer.from('[1]'));
    const listing = await cache.getOrCompute('listado:a', async () => Buffer.from('[2]'));
    cache.rememberServed('board', board, []);
    cache.rememberServed('listing', listing, []);
    cache.clearPrefix('cartelera:');
    expect(cache.get('cartelera:a')).toBeUndefined();
    expect(cache.get('listado:a')).toBe(listing);
    expect(cache.getServed('board')).toBeUndefined();
    expect(cache.getServed('listing')?.body).toBe(listing);
  });

  it('serves an answer again only while its body is in the cache, and never one computed before a write', async () => {
    const clock = createClock('2026-11-21T21:00:10-03:00');
    const cache = new ResponseCache(clock.now);
    const body = await cache.getOrCompute('k', async () => Buffer.from('{}'));
    cache.rememberServed('req', body, [['x-frame-options', 'SAMEORIGIN']]);
    expect(cache.getServed('req')).toMatchObject({ body, presetHeaders: [['x-frame-options', 'SAMEORIGIN']] });
    clock.set('2026-11-21T21:01:00-03:00');
    expect(cache.getServed('req')).toBeUndefined();
    // Computed while a write was announced: never cached, so never served again either.
    const { hold, releaseAll } = heldComputations();
    const slow = cache.getOrCompute('k2', hold(Buffer.from('viejo')));
    await Promise.resolve();
    cache.clear();
    releaseAll();
    cache.rememberServed('req2', await slow, []);
    expect(cache.getServed('req2')).toBeUndefined();
    // A body that is not a cache entry (another cache's) is not served again.
    cache.rememberServed('req3', Buffer.from('ajeno'), []);
    expect(cache.getServed('req3')).toBeUndefined();
  });

  it('does not keep failures', async () => {
    const cache = new ResponseCache(() => new Date('2026-11-21T21:00:00Z'));
    await expect(
      cache.getOrCompute('a', async () => {
        throw new Error('la base no responde');
      }),
    ).rejects.toThrow('la base no responde');
    expect(await cache.getOrCompute('a', async () => 'ok')).toBe('ok');
  });
});

describe('cached answers and catalogue writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T21:00:05-03:00' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const nameOf = async (carpeta: string) =>
    (await get(`/api/comercios/getByDominioCarpeta/tandil.localhost/${carpeta}`)).json()[0].nombreComercio;
  const listingNames = async (domain = 'tandil.localhost') =>
    (await get(`/api/comercios/getListado/${domain}`)).json().map((c: { nombreComercio: string }) => c.nombreComercio);
  const rename = (carpeta: string, nombreComercio: string) =>
    t.db.update(comercios).set({ nombreComercio }).where(eq(comercios.carpeta, carpeta));

  it('answers the listing and the business from the cache until a write is announced', async () => {
    expect(await listingNames()).toContain('La Farola Parrilla');
    expect(await nameOf('la-farola')).toBe('La Farola Parrilla');
    await rename('la-farola', 'La Farola Parrilla & Vinos');
    // Not announced yet: the cached answers stand within the minute.
    expect(await listingNames()).toContain('La Farola Parrilla');
    expect(await nameOf('la-farola')).toBe('La Farola Parrilla');
    await t.app.announceCatalogChange();
    expect(await listingNames()).toContain('La Farola Parrilla & Vinos');
    expect(await nameOf('la-farola')).toBe('La Farola Parrilla & Vinos');
  });

  it('refreshes site metadata, categories and the feed after an announced write', async () => {
    const tandil = async () => (await get('/api/site/tandil.localhost/metadata.json')).json();
    const titulos = async () =>
      (await get('/api/comercios/getCategorias/tandil.localhost')).json().map((c: { titulo: string }) => c.titulo);
    const feedNames = async (texto: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/feed', payload: { domain: 'tandil.localhost', texto } }))
        .json()
        .comercios.map((c: { carpeta: string }) => c.carpeta);
    expect((await tandil()).frase).toBe('Pedí, reservá y disfrutá lo mejor de Tandil');
    expect(await titulos()).not.toContain('Rotiserías');
    expect(await feedNames('rotisería')).toEqual([]);

    const [site] = await t.db
      .update(sites)
      .set({ frase: 'Comé rico en Tandil' })
      .where(eq(sites.dominioUrl, 'tandil.localhost'))
      .returning();
    await t.db.insert(categorias).values({ siteId: site?.id ?? 0, titulo: 'Rotiserías', orden: 99 });
    await t.db
      .update(comercios)
      .set({ descrCorta: 'Rotisería y empanadas para llevar' })
      .where(eq(comercios.carpeta, 'empanadas-del-cerro'));
    await t.app.announceCatalogChange();

    expect((await tandil()).frase).toBe('Comé rico en Tandil');
    expect(await titulos()).toContain('Rotiserías');
    expect(await feedNames('rotiseria')).toEqual(['empanadas-del-cerro']);
  });

  it('reflects a schedule change at the next minute even when nobody announced it', async () => {
    const isOpen = async () =>
      (await get('/api/comercios/getByDominioCarpeta/tandil.localhost/cafe-de-la-plaza')).json()[0].abierto;
    const listedOpen = async () =>
      (await get('/api/comercios/getListado/tandil.localhost'))
        .json()
        .find((c: { carpeta: string }) => c.carpeta === 'cafe-de-la-plaza').abierto;
    t.clock.set('2026-11-21T21:10:05-03:00');
    expect(await isOpen()).toBe(false);
    expect(await listedOpen()).toBe(false);
    await t.db
      .update(comercios)
      .set({ horarios: [{ dia: 6, desde: '07:30', hasta: '23:00' }] })
      .where(eq(comercios.carpeta, 'cafe-de-la-plaza'));
    t.clock.set('2026-11-21T21:10:59-03:00');
    expect(await isOpen()).toBe(false);
    t.clock.set('2026-11-21T21:11:00-03:00');
    expect(await isOpen()).toBe(true);
    expect(await listedOpen()).toBe(true);
  });

  it('flips abierto when the clock crosses a closing time, with the answer cached before', async () => {
    await expectClosingAt2130(
      t.clock,
      async () =>
        (await get('/api/comercios/getByDominioCarpeta/tandil.localhost/casa-de-te-las-sierras')).json()[0].abierto,
    );
  });

  it('tells the other API processes on the same database to drop their caches', async () => {
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'vidriera-data-')),
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      }),
      database: t.database,
      now: t.clock.now,
      logger: false,
      serveWeb: false,
    });
    await other.ready();
    try {
      const otherNames = async () =>
        (await other.inject({ method: 'GET', url: '/api/comercios/getListado/centro.localhost' }))
          .json()
          .map((c: { nombreComercio: string }) => c.nombreComercio);
      expect(await otherNames()).toContain('Burger Club Tandil');
      await rename('burger-club', 'Burger Club');
      expect(await otherNames()).toContain('Burger Club Tandil');
      await t.app.announceCatalogChange();
      // The notification travels through the database: wait for it.
      const deadline = Date.now() + 5000;
      while ((await otherNames()).includes('Burger Club Tandil') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await otherNames()).toContain('Burger Club');
      expect(await otherNames()).not.toContain('Burger Club Tandil');
    } finally {
      await other.close();
    }
  });
});

describe('revalidation and compression of JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const LISTADO = '/api/comercios/getListado/tandil.localhost';
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'tandil.localhost', ...headers } });
  /** A business's draws: a POST with no body, answered fresh every time (not cached). */
  const concursos = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/concursos/getConcursos/1',
      headers: { host: 'tandil.localhost', ...headers },
    });

  it('a public read carries a validator; a repeat visit with it gets 304 and no body, until the data changes', async () => {
    const first = await get(LISTADO);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    for (const ifNoneMatch of [etag, etag.slice(2), `"otro", ${etag}`, '*']) {
      const again = await get(LISTADO, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(LISTADO, { 'if-none-match': 'W/"otro"' })).statusCode).toBe(200);

    await t.db
      .update(comercios)
      .set({ nombreComercio: 'La Farola Renovada' })
      .where(eq(comercios.carpeta, 'la-farola'));
    await t.app.announceCatalogChange();
    const changed = await get(LISTADO, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('La Farola Renovada');
  });

  it('JSON that is not cached goes out compressed when large enough, and reads the same', async () => {
    const plain = await concursos();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['gzip', 'br'] as const) {
      const res = await concursos({ 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    }
    // A small answer is not worth it.
    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
