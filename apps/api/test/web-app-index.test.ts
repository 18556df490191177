import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/db/schema.ts';
import { DEFAULT_TIME_ZONE, SERVER_TIME_HEADER, getZonedIsoDate } from '@vidriera/domain/common';
import { EAGER_PLATO_IMAGES, firstPlatoImages, type Carta } from '@vidriera/domain/carta';
import {
  FIRST_CATEGORIA_IMAGES,
  firstCategoriaImages,
  HOME_LINKS_TYPE,
  firstLogoUrl,
  HOME_LOGO_SIZE,
  type Categoria,
  type Comercio,
} from '@vidriera/domain/comercios';
import { CANTIDAD_DEFAULT } from '@vidriera/domain/reservas';
import {
  firstScreenPreloads,
  EARLY_RESPONSES_GLOBAL,
  ROUTE_PRELOAD_SCRIPT,
  renderIndexHtml,
  type RoutePreload,
  routePreloads,
  type ViteManifest,
} from '../src/plugins/web-app.ts';
import { createTestApp } from './helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TEMPLATE = '<!doctype html><html><head><title>Vidriera</title></head><body><div id="root"></div></body></html>';

/** A build's manifest as Vite writes it: the entry, the three first screens and their shared chunks. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_client-C.js'] },
  '_client-C.js': { file: 'assets/client-C.js' },
  '_site-header-H.js': {
    file: 'assets/site-header-H.js',
    imports: ['_client-C.js'],
    css: ['assets/site-header-H.css'],
  },
  'src/features/listado/listado-page.tsx': {
    file: 'assets/listado-page-L.js',
    imports: ['index.html', '_client-C.js', '_site-header-H.js'],
  },
  'src/features/regiones/regiones-page.tsx': {
    file: 'assets/regiones-page-R.js',
    imports: ['index.html', '_site-header-H.js'],
    css: ['assets/regiones-page-R.css'],
  },
  'src/app/home-screen.tsx': {
    file: 'assets/home-page-P.js',
    imports: ['index.html', '_site-header-H.js'],
    css: ['assets/home-page-P.css'],
  },
};

function createWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'vidriera-web-index-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

function readRoutePreloads(html: string): RoutePreload[] {
  const block = /<script type="application\/json" id="route-preloads">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(block ?? 'null') as RoutePreload[];
}

interface AddedLink {
  rel: string;
  as?: string;
  href: string;
  crossOrigin?: string;
  fetchPriority?: string;
}

/** What the page's script leaves for the app (EARLY_RESPONSES_GLOBAL). */
interface EarlyCall {
  method: string;
  url: string;
  body: string | null;
  response: Promise<unknown>;
  sentAt: number;
  receivedAt?: number;
}

/** The page's fetch, played by the test: what it is asked, and an answer for each call. */
type PageFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<unknown>;

/** An answer as the page's fetch gives it, as far as the script reads it: ok, its headers, its JSON. */
function pageAnswer(json: () => Promise<unknown>, headers: Record<string, string> = {}, ok = true) {
  return { ok, headers: new Headers(headers), clone: () => ({ json }) };
}

/**
 * Runs the page's inline route-preload script, as a browser would at that hash, then the first task it leaves
 * (its preloads), and returns the links it adds. The tasks it leaves after that go to `timers`; `intl` stands for
 * the page's Intl, `DeviceDate` for its Date (the phone's clock).
 */
function runRoutePreloadScript(
  html: string,
  hash: string,
  storage: Record<string, string> = {},
  {
    timers = [],
    intl = Intl,
    fetch,
    window = {},
    DeviceDate = Date,
  }: {
    timers?: Array<() => void>;
    intl?: unknown;
    fetch?: PageFetch;
    window?: Record<string, unknown>;
    DeviceDate?: DateConstructor;
  } = {},
): AddedLink[] {
  const block = /<script type="application\/json" id="route-preloads">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const added: AddedLink[] = [];
  const document = {
    getElementById: (id: string) => (id === 'route-preloads' && block !== undefined ? { textContent: block } : null),
    createElement: () => ({}) as AddedLink,
    head: { appendChild: (link: AddedLink) => added.push(link) },
  };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  const setTimeout = (task: () => void) => timers.push(task);
  runInNewContext(ROUTE_PRELOAD_SCRIPT, {
    document,
    location: { hash },
    localStorage,
    setTimeout,
    Intl: intl,
    fetch,
    window,
    Date: DeviceDate,
  });
  timers.shift()?.();
  return added;
}

/** The page's fetch answered by the API for `host`, as a Response the script and the app each read; what it was asked. */
function apiPageFetch(t: TestApp, host: string) {
  const calls: Array<{ url: string; method: string; body?: string }> = [];
  const pageFetch: PageFetch = async (url, init) => {
    calls.push({ url, method: init.method, body: init.body });
    expect(init.headers.accept).toBe('application/json');
    const res = await t.app.inject({
      method: init.method as 'GET' | 'POST',
      url,
      headers: { host, ...init.headers },
      payload: init.body,
    });
    const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]));
    return pageAnswer(async () => res.json(), headers, res.statusCode < 400);
  };
  return { calls, pageFetch };
}

/** The page's fetch played by the test: each call answered with the given data; the urls it was asked. */
function scriptedPageFetch() {
  const asked: string[] = [];
  const answering =
    (answer: unknown, headers: Record<string, string> = {}): PageFetch =>
    async (url) => {
      asked.push(url);
      return pageAnswer(async () => answer, headers);
    };
  return { asked, answering };
}

/** A business as the API answers its site's page for it (getByDominioCarpeta). */
async function apiComercio(t: TestApp, host: string, carpeta: string): Promise<Comercio[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/comercios/getByDominioCarpeta/${host}/${carpeta}`,
    headers: { host },
  });
  return res.json() as Comercio[];
}

/** Lets the page's script take its steps (its calls are answered in the same turn of the event loop or the next). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The page a host gets and the metadata block it carries (parsed), or null when it carries none. */
async function pageFor(t: TestApp, host: string) {
  const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
  const html = res.body;
  const block = /<script type="application\/json" id="site-metadata">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { res, html, metadata: block === undefined ? null : (JSON.parse(block) as Record<string, unknown>) };
}

describe('index.html per site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true, env: { WEB_DIST: createWebDist() } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("embeds the host's site metadata, exactly what metadata.json answers, as a data block", async () => {
    for (const host of ['tandil.localhost', 'centro.localhost', 'la-farola.localhost']) {
      const page = await pageFor(t, host);
      expect(page.res.statusCode).toBe(200);
      expect(page.res.headers['content-type']).toBe('text/html; charset=utf-8');
      const api = await t.app.inject({ method: 'GET', url: `/api/site/${host}/metadata.json` });
      expect(page.metadata).toEqual(api.json());
      expect(page.metadata?.dominioUrl).toBe(host);
    }
    // A port in the Host does not change the site.
    expect((await pageFor(t, 'centro.localhost:3000')).metadata?.dominioUrl).toBe('centro.localhost');
  });

  it('preloads the chunks and styles of the screen the site starts on, not what the entry loads', async () => {
    const portalWithCategories = (await pageFor(t, 'tandil.localhost')).html;
    expect(portalWithCategories).toContain('<link rel="modulepreload" crossorigin href="/assets/regiones-page-R.js">');
    expect(portalWithCategories).toContain('<link rel="modulepreload" crossorigin href="/assets/site-header-H.js">');
    expect(portalWithCategories).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/regiones-page-R.css">',
    );
    expect(portalWithCategories).not.toContain('client-C.js');
    expect(portalWithCategories).not.toContain('listado-page');
    expect((await pageFor(t, 'centro.localhost')).html).toContain('href="/assets/listado-page-L.js"');
    const business = (await pageFor(t, 'la-farola.localhost')).html;
    expect(business).toContain('href="/assets/home-page-P.js"');
    expect(business).toContain('href="/assets/home-page-P.css"');
    expect(business).not.toContain('regiones-page');
  });

  it('carries, for each screen a link may open first, the data path its hash leads to, and the script that asks for it', async () => {
    const roots = {
      'tandil.localhost': 'comercios/getCategorias/tandil.localhost',
      'centro.localhost': 'comercios/getListado/centro.localhost',
      'la-farola.localhost': 'comercios/getByDominioCarpeta/la-farola.localhost/la-farola',
    };
    for (const [host, rootData] of Object.entries(roots)) {
      const { html, res } = await pageFor(t, host);
      const routes = readRoutePreloads(html);
      expect(routes.find((r) => r.pattern === '^/?$')?.data).toBe(rootData);
      // Each data path, as the script builds it for a hash, answers that host's data (for one of its businesses).
      const listing = await t.app.inject({
        method: 'GET',
        url: `/api/comercios/getListado/${host}`,
        headers: { host },
      });
      type Listed = { carpeta: string; esGrupoDeComercios: boolean; permitePedidosOnline: boolean };
      const carpeta = (listing.json() as Listed[]).find(
        (c) => !c.esGrupoDeComercios && c.permitePedidosOnline,
      )?.carpeta;
      expect(carpeta).toBeDefined();
      for (const hash of [
        '',
        '#/listado',
        '#/regiones',
        `#/home/${carpeta}`,
        `#/carta/${carpeta}`,
        `#/reservar/${carpeta}`,
      ]) {
        const added = runRoutePreloadScript(html, hash);
        const data = added.find((link) => link.as === 'fetch');
        expect(data, `${host}${hash}`).toBeDefined();
        const answer = await t.app.inject({ method: 'GET', url: data?.href ?? '', headers: { host } });
        expect(answer.statusCode, `${host}${hash} ${data?.href}`).toBe(200);
      }
      // The one inline script runs under the content security policy by its hash.
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(scripts).toEqual([ROUTE_PRELOAD_SCRIPT]);
      const hash = createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  it("takes a menu's and a booking form's next step with their data, leaving its calls for the app", async () => {
    const host = 'tandil.localhost';
    const { html } = await pageFor(t, host);
    const { calls, pageFetch } = apiPageFetch(t, host);

    // A menu: its data, then its lead pictures (as the app picks them), the first one first, none crossorigin.
    const menuWindow: Record<string, unknown> = {};
    const menuLinks = runRoutePreloadScript(html, '#/carta/la-farola', {}, { fetch: pageFetch, window: menuWindow });
    await settle();
    const carta = (await t.app.inject({ method: 'GET', url: '/api/carta/la-farola/0', headers: { host } })).json();
    const lead = firstPlatoImages(carta.grupos as Carta['grupos']).map((plato) => plato.imagenUrl);
    expect(lead).toHaveLength(EAGER_PLATO_IMAGES);
    const pictures = menuLinks.filter((link) => link.as === 'image');
    expect(pictures.map((link) => link.href)).toEqual(lead);
    expect(pictures.map((link) => link.fetchPriority)).toEqual(['high', 'low', 'low']);
    expect(pictures.every((link) => link.crossOrigin === undefined)).toBe(true);
    // Its announcements too, for the menu's mode (its first paint waits for them), as the app asks for them.
    const announcements = `/api/anuncios/anuncios/${carta.configRestoId}/1/1`;
    expect(calls).toEqual([
      { url: '/api/carta/la-farola/0', method: 'GET', body: undefined },
      { url: announcements, method: 'GET', body: undefined },
    ]);
    expect(
      (menuWindow[EARLY_RESPONSES_GLOBAL] as EarlyCall[]).map(({ method, url, body }) => ({ method, url, body })),
    ).toEqual([
      { method: 'GET', url: '/api/carta/la-farola/0', body: null },
      { method: 'GET', url: announcements, body: null },
    ]);
    // The in-venue menu's, at a table.
    calls.length = 0;
    runRoutePreloadScript(html, '#/carta2/la-farola?mesa=7', {}, { fetch: pageFetch });
    await settle();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/carta/la-farola/1',
      `/api/anuncios/anuncios/${carta.configRestoId}/1/0`,
    ]);

    // A booking form: its business, then the times of the day and party size the form opens with.
    calls.length = 0;
    const formWindow: Record<string, unknown> = {};
    runRoutePreloadScript(html, '#/reservar/la-farola', {}, { fetch: pageFetch, window: formWindow });
    await settle();
    const [comercio] = await apiComercio(t, host, 'la-farola');
    // Today by the server's clock (the API's injected one), which its answers carry: not by the phone's.
    const first = {
      fechaHora: getZonedIsoDate(t.clock.now(), comercio!.timeZone),
      cantidadPersonas: CANTIDAD_DEFAULT,
      configRestoId: comercio!.id,
    };
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      `GET /api/comercios/getByDominioCarpeta/${host}/la-farola`,
      'POST /api/reservas/getHorariosDisponibles',
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual(first);
    const left = formWindow[EARLY_RESPONSES_GLOBAL] as EarlyCall[];
    expect(left.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(JSON.parse(left[1]?.body ?? '')).toEqual(first);
    // What the app reads from it is the API's answer to that call.
    const answer = (await left[1]?.response) as { clone: () => { json: () => Promise<{ horarios: unknown[] }> } };
    expect(Array.isArray((await answer.clone().json()).horarios)).toBe(true);
  });

  it("takes the regions' and a business home's next step with their data, leaving the home's calls for the app", async () => {
    const host = 'tandil.localhost';
    const { html } = await pageFor(t, host);
    const { calls, pageFetch } = apiPageFetch(t, host);
    const pictureLinks = (links: AddedLink[]) =>
      links
        .filter((link) => link.as === 'image')
        .map(({ href, fetchPriority, crossOrigin }) => ({ href, fetchPriority, crossOrigin }));

    // The regions (and the root of a portal with categories): the first cards' pictures, as the app picks them.
    const categorias = (
      await t.app.inject({ method: 'GET', url: `/api/comercios/getCategorias/${host}`, headers: { host } })
    ).json() as Categoria[];
    const lead = firstCategoriaImages(categorias);
    expect(lead).toHaveLength(FIRST_CATEGORIA_IMAGES);
    const expectedCards = lead.map((href, index) => ({
      href,
      fetchPriority: index === 0 ? 'high' : 'low',
      crossOrigin: undefined,
    }));
    for (const hash of ['#/regiones', '']) {
      const links = runRoutePreloadScript(html, hash, {}, { fetch: pageFetch });
      await settle();
      expect(pictureLinks(links)).toEqual(expectedCards);
    }

    // A business home: its links and draws, as the app asks for them, and its logo.
    calls.length = 0;
    const homeWindow: Record<string, unknown> = {};
    const homeLinks = runRoutePreloadScript(html, '#/home/la-farola', {}, { fetch: pageFetch, window: homeWindow });
    await settle();
    const [comercio] = await apiComercio(t, host, 'la-farola');
    expect(comercio?.permiteLinks && comercio.permiteConcursos).toBe(true);
    const homeCalls = [
      { method: 'GET', url: `/api/comercios/getByDominioCarpeta/${host}/la-farola`, body: null },
      { method: 'GET', url: `/api/links/links/${comercio?.id}/${HOME_LINKS_TYPE}`, body: null },
      { method: 'POST', url: `/api/concursos/getConcursos/${comercio?.id}`, body: null },
    ];
    expect(calls.map(({ method, url, body }) => ({ method, url, body: body ?? null }))).toEqual(homeCalls);
    const left = homeWindow[EARLY_RESPONSES_GLOBAL] as EarlyCall[];
    expect(left.map(({ method, url, body }) => ({ method, url, body }))).toEqual(homeCalls);
    // What the app reads from them is the API's answer to those calls.
    const links = await (left[1]?.response as Promise<{ clone: () => { json: () => Promise<unknown> } }>);
    expect(await links.clone().json()).toEqual(
      (await t.app.inject({ method: 'GET', url: homeCalls[1]?.url ?? '', headers: { host } })).json(),
    );
    expect(pictureLinks(homeLinks)).toEqual([
      {
        href: firstLogoUrl('la-farola', HOME_LOGO_SIZE, comercio?.logoUrl),
        fetchPriority: undefined,
        crossOrigin: undefined,
      },
    ]);

    // A single business's site starts on its home: the same step at its root.
    const single = await pageFor(t, 'la-farola.localhost');
    const singleFetch = apiPageFetch(t, 'la-farola.localhost');
    runRoutePreloadScript(single.html, '', {}, { fetch: singleFetch.pageFetch });
    await settle();
    expect(singleFetch.calls.map((call) => call.url).slice(1)).toEqual([homeCalls[1]?.url, homeCalls[2]?.url]);
  });

  it("takes the regions' and a home's step only as the app would: several categories, safe pictures, what the business offers", async () => {
    const { html } = await pageFor(t, 'tandil.localhost');
    const { asked, answering } = scriptedPageFetch();
    const card = (imagenUrl: string | null, mostrarImagen = true) => ({ mostrarImagen, imagenUrl });
    const cases = [
      [card('/img/_categorias/a.webp')],
      [card('javascript:alert(1)'), card('http://otro.example/b.webp')],
      [card('/img/_categorias/a.webp', false), card('https://cdn.example/c.webp')],
    ];
    const pictures = [];
    for (const categorias of cases) {
      const links = runRoutePreloadScript(html, '#/regiones', {}, { fetch: answering(categorias) });
      await settle();
      pictures.push(links.filter((link) => link.as === 'image').map((link) => link.href));
      expect(pictures.at(-1)).toEqual(firstCategoriaImages(categorias).filter(Boolean));
    }
    // One category opens its feed (no cards); unsafe or hidden pictures are not asked for; the card's place counts.
    expect(pictures).toEqual([[], [], ['https://cdn.example/c.webp']]);

    asked.length = 0;
    const home = {
      id: 4,
      carpeta: 'el-molino',
      logoUrl: '/img/el-molino/logos/0123abcd/logo_512_z.webp',
      permiteLinks: false,
      permiteConcursos: false,
    };
    const homeLinks = runRoutePreloadScript(html, '#/home/el-molino', {}, { fetch: answering([home]) });
    await settle();
    expect(asked).toEqual(['/api/comercios/getByDominioCarpeta/tandil.localhost/el-molino']);
    // An uploaded logo is asked for from its own folder, as the home's <img> asks for it.
    expect(homeLinks.filter((link) => link.as === 'image').map((link) => link.href)).toEqual([
      firstLogoUrl(home.carpeta, HOME_LOGO_SIZE, home.logoUrl),
    ]);
    expect(firstLogoUrl(home.carpeta, HOME_LOGO_SIZE, home.logoUrl)).toBe(
      '/img/el-molino/logos/0123abcd/logo_170_z.webp',
    );
    // A draw of a business not yet saved (id 0) is not asked for, as the app does not.
    asked.length = 0;
    runRoutePreloadScript(html, '#/home/nuevo', {}, { fetch: answering([{ ...home, id: 0, permiteConcursos: true }]) });
    await settle();
    expect(asked).toEqual(['/api/comercios/getByDominioCarpeta/tandil.localhost/nuevo']);
  });

  it("marks the data's call with `after`, which settles once the calls of its next step are left for the app", async () => {
    const { html } = await pageFor(t, 'tandil.localhost');
    let answerMenu: (menu: unknown) => void = () => {};
    const menu = new Promise((resolve) => {
      answerMenu = resolve;
    });
    const pageFetch: PageFetch = async (url) =>
      url.startsWith('/api/carta/') ? pageAnswer(() => menu) : pageAnswer(async () => []);
    const page: Record<string, unknown> = {};
    runRoutePreloadScript(html, '#/carta/la-farola', {}, { fetch: pageFetch, window: page });
    const left = page[EARLY_RESPONSES_GLOBAL] as Array<EarlyCall & { after?: Promise<unknown> }>;
    let settled = false;
    void left[0]?.after?.then(() => {
      settled = true;
    });
    await settle();
    expect([left.length, settled]).toEqual([1, false]);
    answerMenu({ configRestoId: 7, grupos: [] });
    await left[0]?.after;
    expect(left.map((call) => call.url)).toEqual(['/api/carta/la-farola/0', '/api/anuncios/anuncios/7/1/1']);
    // Only the data's call waits on steps.
    expect(left[1]?.after).toBeUndefined();
  });

  it("asks for the booking form's first day by the server's clock its answer carries, not by the phone's", async () => {
    const { html } = await pageFor(t, 'tandil.localhost');
    const comercio = [{ id: 9, permiteReservas: true, timeZone: DEFAULT_TIME_ZONE }];
    const server = Date.parse('2026-11-21T23:30:00-03:00');
    // The phone's clock a month ahead of the server's.
    const phone = server + 30 * 86_400_000;
    class PhoneDate extends Date {
      constructor(value?: number | string | Date) {
        super(value ?? phone);
      }
      static override now() {
        return phone;
      }
    }
    const firstDay = async (headers: Record<string, string>) => {
      const { answering } = scriptedPageFetch();
      const page: Record<string, unknown> = {};
      const fetch = answering(comercio, headers);
      runRoutePreloadScript(
        html,
        '#/reservar/x',
        {},
        { fetch, window: page, DeviceDate: PhoneDate as DateConstructor },
      );
      await settle();
      const left = page[EARLY_RESPONSES_GLOBAL] as EarlyCall[];
      // When each call went and came back, by the phone's clock: the app's estimate of the server's clock reads them.
      expect(left.map(({ sentAt, receivedAt }) => [sentAt, receivedAt])).toEqual([
        [phone, phone],
        [phone, phone],
      ]);
      return JSON.parse(left[1]?.body ?? '').fechaHora;
    };
    expect(await firstDay({ [SERVER_TIME_HEADER]: String(server) })).toBe('2026-11-21');
    // An answer without the server's time (an older server): the phone's clock is all there is.
    expect(await firstDay({})).toBe('2026-12-21');
  });

  it('takes no next step for a business without bookings, a failed call, or a signed-in customer', async () => {
    const host = 'tandil.localhost';
    const { html } = await pageFor(t, host);
    const { asked, answering } = scriptedPageFetch();
    runRoutePreloadScript(
      html,
      '#/reservar/x',
      {},
      { fetch: answering([{ id: 9, permiteReservas: false, timeZone: DEFAULT_TIME_ZONE }]) },
    );
    runRoutePreloadScript(html, '#/reservar/y', {}, { fetch: answering([]) });
    await settle();
    expect(asked).toEqual([
      `/api/comercios/getByDominioCarpeta/${host}/x`,
      `/api/comercios/getByDominioCarpeta/${host}/y`,
    ]);

    const failing: PageFetch = async (url) => {
      asked.push(url);
      throw new TypeError('Failed to fetch');
    };
    const links = runRoutePreloadScript(html, '#/carta/la-farola', {}, { fetch: failing });
    await settle();
    expect(links.filter((link) => link.as === 'image')).toEqual([]);

    asked.length = 0;
    const signedIn: Record<string, unknown> = {};
    runRoutePreloadScript(
      html,
      '#/carta/la-farola',
      { token: 'a.b.c' },
      { fetch: answering({ grupos: [] }), window: signedIn },
    );
    await settle();
    expect(asked).toEqual([]);
    expect(signedIn[EARLY_RESPONSES_GLOBAL]).toBeUndefined();
  });

  it('sends an unknown host the built page as it is', async () => {
    const page = await pageFor(t, 'no-existe.example.com');
    expect(page.res.statusCode).toBe(200);
    expect(page.html).toBe(TEMPLATE);
    expect(page.metadata).toBeNull();
  });

  it('keeps a </script> in the site name from closing the data block, and runs nothing from it', async () => {
    const nombre = 'La Farola </script><script>alert(1)</script><!--';
    await t.db.update(sites).set({ nombre }).where(eq(sites.dominioUrl, 'la-farola.localhost'));
    await t.app.announceCatalogChange();
    const page = await pageFor(t, 'la-farola.localhost');
    expect(page.metadata?.nombre).toBe(nombre);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<!--');
    // The data block is the only script element holding the metadata; any other inline script is not from it.
    const scripts = [...page.html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.filter((body) => body.includes('alert'))).toHaveLength(1);
  });

  it('renders the page again after an announced catalogue write, and keeps it until then', async () => {
    const before = await pageFor(t, 'centro.localhost');
    await t.db.update(sites).set({ frase: 'Una frase nueva' }).where(eq(sites.dominioUrl, 'centro.localhost'));
    // Not announced yet: the cached page is still sent.
    expect((await pageFor(t, 'centro.localhost')).html).toBe(before.html);
    await t.app.announceCatalogChange();
    const after = await pageFor(t, 'centro.localhost');
    expect(after.metadata?.frase).toBe('Una frase nueva');
    // Another site's page is its own.
    expect((await pageFor(t, 'tandil.localhost')).metadata?.frase).not.toBe('Una frase nueva');
  });
});

describe('the route-preload script', () => {
  const site = {
    dominioUrl: 'tandil.localhost',
    esPortal: true,
    esPortalConCategorias: true,
    carpeta: null,
  } as never;
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_client-C.js'] },
    '_client-C.js': { file: 'assets/client-C.js' },
    // The landing screens' chunk and the frame it shares with the deep-link screens (apps/web/first-screens-chunk.ts).
    '_portada-P.js': {
      file: 'assets/portada-P.js',
      name: 'portada',
      imports: ['index.html', '_marco-M.js'],
      css: ['assets/portada-P.css'],
    },
    '_marco-M.js': { file: 'assets/marco-M.js', name: 'marco', css: ['assets/marco-M.css'] },
    '_carta-page-K.js': {
      file: 'assets/carta-page-K.js',
      name: 'carta-page',
      imports: ['index.html', '_marco-M.js', '_pedidos-D.js'],
      css: ['assets/carta-page-K.css'],
    },
    '_pedidos-D.js': { file: 'assets/pedidos-D.js' },
  };
  const html = (hashSite = site) =>
    `<script type="application/json" id="route-preloads">${JSON.stringify(routePreloads(hashSite, manifest))}</script>`;

  it("asks for a menu's chunks (not what the page preloads already) and its data, by the hash", () => {
    expect(runRoutePreloadScript(html(), '#/carta/la-farola')).toEqual([
      { rel: 'modulepreload', href: '/assets/carta-page-K.js', crossOrigin: 'anonymous' },
      { rel: 'modulepreload', href: '/assets/pedidos-D.js', crossOrigin: 'anonymous' },
      { rel: 'preload', as: 'style', href: '/assets/carta-page-K.css', crossOrigin: 'anonymous' },
      { rel: 'preload', as: 'fetch', href: '/api/carta/la-farola/0', crossOrigin: 'anonymous' },
    ]);
    expect(runRoutePreloadScript(html(), '#/carta2/la-farola?mesa=7').at(-1)?.href).toBe('/api/carta/la-farola/1');
  });

  it("asks for the landing screens' chunk and the default screen's data at the root, and for nothing on screens it does not know", () => {
    expect(runRoutePreloadScript(html(), '')).toEqual([
      { rel: 'modulepreload', href: '/assets/portada-P.js', crossOrigin: 'anonymous' },
      { rel: 'preload', as: 'style', href: '/assets/portada-P.css', crossOrigin: 'anonymous' },
      { rel: 'preload', as: 'fetch', href: '/api/comercios/getCategorias/tandil.localhost', crossOrigin: 'anonymous' },
    ]);
    const hrefs = (hash: string) => runRoutePreloadScript(html(), hash).map((link) => link.href);
    const landing = ['/assets/portada-P.js', '/assets/portada-P.css'];
    expect(hrefs('#/regiones')).toEqual([...landing, '/api/comercios/getCategorias/tandil.localhost']);
    expect(hrefs('#/listado')).toEqual([...landing, '/api/comercios/getListado/tandil.localhost']);
    expect(hrefs('#/home/la-farola')).toEqual([
      ...landing,
      '/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola',
    ]);
    // The booking form's business, as the form asks for it (its times need the form's choices: not preloaded).
    expect(runRoutePreloadScript(html(), '#/reservar/la-farola').at(-1)).toEqual({
      rel: 'preload',
      as: 'fetch',
      href: '/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola',
      crossOrigin: 'anonymous',
    });
    expect(runRoutePreloadScript(html(), '#/mi-cuenta')).toEqual([]);
    expect(runRoutePreloadScript(html(), '#/admin/comercio/1/pedidos')).toEqual([]);
  });

  it("asks a signed-in visitor's data with their token, not by preload (only the chunks are preloaded)", () => {
    const added = runRoutePreloadScript(html(), '#/carta/la-farola', { token: 'a.b.c' });
    expect(added.map((link) => link.href)).toEqual([
      '/assets/carta-page-K.js',
      '/assets/pedidos-D.js',
      '/assets/carta-page-K.css',
    ]);
    expect(runRoutePreloadScript(html(), '', { token: 'a.b.c' }).map((link) => link.href)).toEqual([
      '/assets/portada-P.js',
      '/assets/portada-P.css',
    ]);
  });

  it("asks for nothing while the page is parsed: the screen's files go out in the next task", () => {
    const block = /<script type="application\/json" id="route-preloads">([\s\S]*?)<\/script>/.exec(html())?.[1];
    const added: AddedLink[] = [];
    const tasks: Array<() => void> = [];
    runInNewContext(ROUTE_PRELOAD_SCRIPT, {
      document: {
        getElementById: () => ({ textContent: block }),
        createElement: () => ({}),
        head: { appendChild: (link: AddedLink) => added.push(link) },
      },
      location: { hash: '#/carta/la-farola' },
      localStorage: { getItem: () => null },
      setTimeout: (task: () => void) => tasks.push(task),
      Intl,
      fetch: () => new Promise(() => {}),
      window: {},
    });
    // The parser goes on to the entry's script and chunks without waiting for the preloads and the first call.
    expect(added).toEqual([]);
    expect(tasks).toHaveLength(2);
    tasks[0]?.();
    expect(added.map((link) => link.href)).toContain('/assets/carta-page-K.js');
  });

  it("warms the browser's time-zone formatting in a task of its own, after asking for the screen's files", () => {
    const made: Array<{ locale: string; options: Intl.DateTimeFormatOptions }> = [];
    const timers: Array<() => void> = [];
    class DateTimeFormat {
      constructor(locale: string, options: Intl.DateTimeFormatOptions) {
        made.push({ locale, options });
      }
      format = () => '';
    }
    const added = runRoutePreloadScript(html(), '#/carta/la-farola', {}, { timers, intl: { DateTimeFormat } });
    expect(added).toHaveLength(4);
    // Not while the page is parsed: the preloads go out first, the formatting waits for its own task.
    expect(made).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(made).toEqual([{ locale: 'en-US', options: { timeZone: DEFAULT_TIME_ZONE, hour: 'numeric' } }]);
    // Also with no route block, and never an error out of it where a zone is unknown.
    const lateTasks: Array<() => void> = [];
    const throwing = {
      DateTimeFormat: class {
        constructor() {
          throw new RangeError('Invalid time zone');
        }
      },
    };
    expect(runRoutePreloadScript('', '#/x', {}, { timers: lateTasks, intl: throwing })).toEqual([]);
    expect(() => lateTasks[0]?.()).not.toThrow();
    expect(lateTasks).toHaveLength(1);
  });

  it('never fails the page: a missing or damaged block adds nothing', () => {
    expect(runRoutePreloadScript('', '#/carta/la-farola')).toEqual([]);
    expect(
      runRoutePreloadScript('<script type="application/json" id="route-preloads">{no</script>', '#/carta/x'),
    ).toEqual([]);
  });
});

describe('routePreloads', () => {
  it("preloads the back office's layout, shell, start and order queue for any #/admin route, and no data", () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-E.js', isEntry: true },
      'src/ui/mantine-layout.tsx': {
        file: 'assets/mantine-layout-M.js',
        name: 'mantine-layout',
        css: ['assets/m.css'],
      },
      'src/features/back-office/back-office-routes.tsx': {
        file: 'assets/back-office-routes-A.js',
        name: 'back-office-routes',
      },
      'src/features/back-office/back-office-home-page.tsx': {
        file: 'assets/back-office-home-page-H.js',
        name: 'back-office-home-page',
      },
      'src/features/back-office/pedidos/pedidos-page.tsx': { file: 'assets/pedidos-page-P.js', name: 'pedidos-page' },
    };
    const site = { dominioUrl: 'tandil.localhost', esPortal: true, esPortalConCategorias: true, carpeta: null };
    const admin = routePreloads(site as unknown as Parameters<typeof routePreloads>[0], manifest).find((route) =>
      new RegExp(route.pattern).test('/admin/comercio/1/pedidos'),
    );
    expect(admin?.files.sort()).toEqual([
      'assets/back-office-home-page-H.js',
      'assets/back-office-routes-A.js',
      'assets/m.css',
      'assets/mantine-layout-M.js',
      'assets/pedidos-page-P.js',
    ]);
    expect(admin?.data).toBeUndefined();
    expect(new RegExp(admin?.pattern ?? '$^').test('/admin')).toBe(true);
    expect(new RegExp(admin?.pattern ?? '$^').test('/administrar')).toBe(false);
  });
});

describe('renderIndexHtml', () => {
  const built = [
    '<!doctype html><html lang="es-AR"><head><meta charset="UTF-8" /><title>Vidriera</title>',
    '<script type="module" crossorigin src="/assets/index-E.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/app-A.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');
  const site = {
    nombre: 'Tandil Come',
    homeTitulo: 'Tandil Come | Restaurantes',
    homeDescription: 'Pedí & reservá',
    homeKeywords: 'Tandil',
    frase: '',
    dominioUrl: 'tandil.localhost',
    esPortal: true,
    esPortalConCategorias: true,
    carpeta: null,
  } as unknown as Parameters<typeof renderIndexHtml>[1];

  it('starts the route preload before the first script and stylesheet (a script after a stylesheet waits for it)', () => {
    const html = renderIndexHtml(built, site);
    const routeScript = html.indexOf(`<script>${ROUTE_PRELOAD_SCRIPT}</script>`);
    expect(routeScript).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(routeScript).toBeLessThan(html.indexOf('<script type="module"'));
    expect(routeScript).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('id="site-metadata"')).toBeLessThan(routeScript);
    expect(html.indexOf('id="route-preloads"')).toBeLessThan(routeScript);
    // The site's title and its description (escaped) for link previews, still in the head.
    expect(html).toContain('<title>Tandil Come | Restaurantes</title>');
    expect(html).toMatch(/<meta name="description" content="Pedí &amp; reservá">[\s\S]*<\/head>/);
  });

  it("preloads the frame every screen is drawn in after the entry's own script, chunk and stylesheet", () => {
    const withEntryChunk = built.replace(
      '<link rel="stylesheet"',
      '<link rel="modulepreload" crossorigin href="/assets/app-A.js"><link rel="stylesheet"',
    );
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_app-A.js'] },
      '_app-A.js': { file: 'assets/app-A.js', css: ['assets/app-A.css'] },
      '_portada-P.js': {
        file: 'assets/portada-P.js',
        name: 'portada',
        imports: ['_app-A.js', '_marco-M.js'],
        css: ['assets/portada-P.css'],
      },
      '_marco-M.js': { file: 'assets/marco-M.js', name: 'marco', imports: ['_app-A.js'], css: ['assets/marco-M.css'] },
    };
    const html = renderIndexHtml(withEntryChunk, site, manifest);
    const frameChunk = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/marco-M.js">');
    const frameStyle = html.indexOf('<link rel="preload" as="style" crossorigin href="/assets/marco-M.css">');
    expect(frameChunk).toBeGreaterThan(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/app-A.js">'));
    expect(frameChunk).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(frameStyle).toBeGreaterThan(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/app-A.css">'));
    expect(frameStyle).toBeLessThan(html.indexOf('</head>'));
    // The landing screens' own chunk is asked for by the routes that show them, not by every page.
    expect(html).not.toContain('href="/assets/portada-P.js"');
  });

  it("sends the entry's chunks largest first and its own script after them, where the page had them", () => {
    const template = [
      '<!doctype html><html><head><title>Vidriera</title>',
      '<script type="module" crossorigin src="/assets/index-E.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-A.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-A.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('');
    const sizes: Record<string, number> = { '/assets/app-A.js': 300_000, '/assets/runtime-R.js': 2_000 };
    const html = renderIndexHtml(template, site, null, (path) => sizes[path] ?? 0);
    const at = (tag: string) => html.indexOf(tag);
    const app = at('<link rel="modulepreload" crossorigin href="/assets/app-A.js">');
    const runtime = at('<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">');
    const entry = at('<script type="module" crossorigin src="/assets/index-E.js"></script>');
    expect(app).toBeGreaterThan(at('<title>'));
    expect(runtime).toBeGreaterThan(app);
    expect(entry).toBeGreaterThan(runtime);
    expect(entry).toBeLessThan(at('<link rel="stylesheet"'));
    // Each tag once, and the page's inline script still before the first script and stylesheet.
    expect(html.split('/assets/app-A.js"').length).toBe(2);
    expect(html.split('index-E.js').length).toBe(2);
    expect(at(`<script>${ROUTE_PRELOAD_SCRIPT}</script>`)).toBeLessThan(entry);
    // Without sizes the page keeps the build's order.
    const asBuilt = renderIndexHtml(template, site);
    expect(asBuilt.indexOf('index-E.js')).toBeLessThan(asBuilt.indexOf('runtime-R.js'));
  });

  it('leaves the page as built for an unknown host', () => {
    expect(renderIndexHtml(built, null)).toBe(built);
  });
});

describe('firstScreenPreloads', () => {
  it('preloads nothing when the manifest has no entry or no such screen', () => {
    const site = { esPortal: true, esPortalConCategorias: false, carpeta: null } as never;
    expect(firstScreenPreloads({}, site)).toEqual([]);
    expect(firstScreenPreloads({ 'index.html': { file: 'assets/i.js', isEntry: true } }, site)).toEqual([]);
  });

  it("preloads what the landing screens' chunk imports (the frame), whatever the site starts on, when the build gathers them in one", () => {
    // What apps/web/first-screens-chunk.ts makes: the pages have no chunk of their own in the manifest.
    const grouped: ViteManifest = {
      'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_client-C.js'] },
      '_client-C.js': { file: 'assets/client-C.js' },
      '_portada-P.js': {
        file: 'assets/portada-P.js',
        name: 'portada',
        imports: ['index.html', '_client-C.js', '_linkify-K.js'],
        css: ['assets/portada-P.css'],
      },
      '_linkify-K.js': { file: 'assets/linkify-K.js', css: ['assets/linkify-K.css'] },
      'src/features/carta/carta-page.tsx': { file: 'assets/carta-page-C.js', imports: ['_portada-P.js'] },
    };
    const kinds = [
      { esPortal: true, esPortalConCategorias: true, carpeta: null },
      { esPortal: true, esPortalConCategorias: false, carpeta: null },
      { esPortal: false, esPortalConCategorias: false, carpeta: 'la-farola' },
    ];
    for (const kind of kinds) {
      // Not the landing chunk itself: the routes that show it ask for it (routePreloads), a menu's link does not.
      expect(firstScreenPreloads(grouped, kind as never)).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/linkify-K.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/linkify-K.css">',
      ]);
    }
  });
});
