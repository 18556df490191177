import { es } from '../../apps/web/src/i18n/es.ts';
import { esCarta } from '../../apps/web/src/i18n/es-carta.ts';
import { esConcursos } from '../../apps/web/src/i18n/es-concursos.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { esReservas } from '../../apps/web/src/i18n/es-reservas.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { getJson } from './helpers/accounts.ts';
import { delayCalls, readLayoutShift, recordLayoutShifts } from './helpers/layout.ts';
import { cards } from './helpers/listing.ts';
import { siteUrl } from './helpers/sites.ts';
import { firstPlatoImages } from '../../packages/domain/src/carta/pictures.ts';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import { firstCategoriaImages } from '../../packages/domain/src/comercios/categoria-pictures.ts';
import type { Categoria } from '../../packages/domain/src/comercios/schemas.ts';

/** Holds the app's script (its largest chunk) until released, as a slow connection would. */
function holdAppScript(page: Page) {
  let release = () => {};
  let released = false;
  const held = new Promise<void>((resolve) => {
    release = () => {
      released = true;
      resolve();
    };
  });
  void page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release(), released: () => released };
}

// The first screen does not wait for the site's metadata: the server writes it into the page (a data block), and
// the app still asks for it (spec 01: GET site/{domain}/metadata.json) without holding the screen back.

test.describe('first screen without a round trip', () => {
  test('before any script runs, the page the server sends shows the loading heart', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl('tandil', '/listado'));
      await expect(page.getByRole('main').getByRole('img', { name: es.common.cargando })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the listing paints whole in its first render, and is asked for once', async ({ page }) => {
    // Every loading screen ever put on the page: the server's page has one (the parser's, before any script), and
    // the app's would be another element (React renders its own; it does not take over the server's markup).
    await page.addInitScript(() => {
      const w = window as unknown as { __loadingScreens: Set<Element> };
      w.__loadingScreens = new Set();
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.loading-screen')) w.__loadingScreens.add(node);
          for (const screen of Array.from(node.querySelectorAll('.loading-screen'))) w.__loadingScreens.add(screen);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const listingCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/comercios/getListado/')) listingCalls.push(request.url());
    });
    // centro starts on its listing: the page asks for the listing itself (a preload the app's call then uses).
    await page.goto(siteUrl('centro'));
    await expect(page).toHaveURL(/#\/listado$/);
    await expect(cards(page).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __loadingScreens: Set<Element> }).__loadingScreens.size),
    ).toBe(1);
    expect(listingCalls).toEqual([expect.stringMatching(/\/api\/comercios\/getListado\/centro\.localhost$/)]);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="preload"][as="fetch"]')).map((link) => link.getAttribute('href')),
    );
    expect(preloaded).toEqual(['/api/comercios/getListado/centro.localhost']);
  });

  test("a menu opened from a link (a table's QR code) asks for its code and data with the page, once", async ({
    page,
  }) => {
    const menuCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(carta|anuncios)\//.test(request.url())) menuCalls.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl('tandil', '/carta2/la-farola?mesa=7'));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    // Not the landing screens' code (the listing, the regions, a business home), nor the booking form's.
    const scriptsForTheMenu = [...scripts];
    expect(scriptsForTheMenu.some((path) => /\/assets\/carta-page-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scriptsForTheMenu.filter((path) => /\/assets\/(portada|reservar-page)-/.test(path))).toEqual([]);
    const preloads = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')).map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
    expect(preloads).toContain('/api/carta/la-farola/1');
    expect(preloads.some((href) => /\/assets\/carta-page-[\w-]+\.js$/.test(href))).toBe(true);
    // The menu and its announcements, each once: the app waits for the page's step with the menu (its early answer's
    // `after`) and takes the page's call of the announcements.
    expect(menuCalls).toEqual([
      expect.stringMatching(/\/api\/carta\/la-farola\/1$/),
      expect.stringMatching(/\/api\/anuncios\/anuncios\/\d+\/1\/0$/),
    ]);
  });

  test('the booking form opened from a link asks for its business with the page and opens with its times, each asked once', async ({
    page,
  }) => {
    // Whether the form was on the page when its times were asked for (the form asks once it has rendered).
    await page.addInitScript(() => {
      const w = window as unknown as { __formShownAtTimesCall: boolean[] };
      w.__formShownAtTimesCall = [];
      const originalFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('reservas/getHorariosDisponibles')) {
          w.__formShownAtTimesCall.push(document.getElementById('rsv-cuantos') !== null); // the form's first question
        }
        return originalFetch(input, init);
      };
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/(comercios\/getByDominioCarpeta|reservas\/getHorariosDisponibles)\b/.test(path)) calls.push(path);
    });
    await page.goto(siteUrl('tandil', '/reservar/la-farola'));
    await expect(page.getByRole('button', { name: esReservas.rangos[4] })).toBeVisible();
    const preloads = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="preload"][as="fetch"]')).map((link) => link.getAttribute('href')),
    );
    expect(preloads).toEqual(['/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola']);
    expect(calls.sort()).toEqual([
      '/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola',
      '/api/reservas/getHorariosDisponibles',
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { __formShownAtTimesCall: boolean[] }).__formShownAtTimesCall),
    ).toEqual([false]);
  });

  test("a booking form opened from a link asks for its first times before the app's script has arrived, and the app uses that answer", async ({
    page,
  }) => {
    // The app's script (the page's largest file) is held back, as a phone's connection would: the page itself asks
    // for the business and then for the day's times, and the form opens with that answer, asked for once.
    const app = holdAppScript(page);
    const timesCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reservas/getHorariosDisponibles')) timesCalls.push(request.postData() ?? '');
    });
    const firstTimes = page.waitForRequest('**/api/reservas/getHorariosDisponibles');
    await page.goto(siteUrl('tandil', '/reservar/la-farola'), { waitUntil: 'commit' });
    const asked = await firstTimes;
    expect(app.released()).toBe(false);
    app.release();
    await expect(page.getByRole('button', { name: esReservas.rangos[4] })).toBeVisible();
    const fecha = await page.locator('#rsv-fecha').inputValue();
    expect(JSON.parse(asked.postData() ?? '{}')).toEqual({
      fechaHora: fecha,
      cantidadPersonas: 2,
      configRestoId: expect.any(Number),
    });
    expect(timesCalls).toHaveLength(1);
  });

  test("a menu opened from a link asks for its lead dish pictures before the app's script has arrived", async ({
    page,
    request,
  }) => {
    const carta = await getJson<Carta>(request, 'carta/la-farola/0');
    const lead = firstPlatoImages(carta.grupos).map((plato) => plato.imagenUrl);
    expect(lead.length).toBeGreaterThan(0);
    const app = holdAppScript(page);
    const firstPicture = page.waitForRequest((r) => r.url().includes('/platos/'));
    await page.goto(siteUrl('tandil', '/carta/la-farola'), { waitUntil: 'commit' });
    const picture = await firstPicture;
    expect(app.released()).toBe(false);
    expect(new URL(picture.url()).pathname).toBe(lead[0]);
    app.release();
    await expect(page.getByRole('img', { name: 'Provoleta a la parrilla' })).toBeVisible();
  });

  test("the regions ask for their first card's picture before the app's script has arrived", async ({
    page,
    request,
  }) => {
    const categorias = await getJson<Categoria[]>(request, 'comercios/getCategorias/tandil.localhost');
    const [lead] = firstCategoriaImages(categorias);
    expect(lead).toBeTruthy();
    const app = holdAppScript(page);
    const firstPicture = page.waitForRequest((r) => r.url().includes('/img/_categorias/'));
    await page.goto(siteUrl('tandil', '/regiones'), { waitUntil: 'commit' });
    const picture = await firstPicture;
    expect(app.released()).toBe(false);
    expect(new URL(picture.url()).pathname).toBe(lead);
    app.release();
    await expect(page.getByRole('link', { name: categorias[0]?.titulo })).toBeVisible();
  });

  test("a business home asks for its links, draws and logo before the app's script has arrived, each once", async ({
    page,
  }) => {
    const app = holdAppScript(page);
    const asked: string[] = [];
    const whileHeld: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/api\/(links|concursos)\/|\/logo_170_z\.webp$/.test(path)) {
        asked.push(`${r.method()} ${path}`);
        if (!app.released()) whileHeld.push(`${r.method()} ${path}`);
      }
    });
    const logo = page.waitForRequest((r) => r.url().endsWith('/img/la-farola/logo_170_z.webp'));
    await page.goto(siteUrl('tandil', '/home/la-farola'), { waitUntil: 'commit' });
    await logo;
    await expect.poll(() => whileHeld.length).toBe(3);
    app.release();
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await expect(page.getByRole('img', { name: /La Farola Parrilla/ }).first()).toBeVisible();
    expect(whileHeld.sort()).toEqual([
      'GET /api/links/links/1/2',
      'GET /img/la-farola/logo_170_z.webp',
      'POST /api/concursos/getConcursos/1',
    ]);
    // The app used those answers: no second call.
    expect(asked.sort()).toEqual(whileHeld);
  });

  test('the listing renders while the metadata call is still unanswered, and the call is made', async ({ page }) => {
    let releaseMetadata: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseMetadata = resolve;
    });
    const metadataCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/site/tandil.localhost/metadata.json'),
    );
    await page.route('**/api/site/*/metadata.json', async (route) => {
      await held;
      await route.continue();
    });

    const response = await page.goto(siteUrl('tandil', '/listado'));
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script type="application\/json" id="site-metadata">/);
    await metadataCall;
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/site/tandil.localhost/metadata.json'));
    releaseMetadata();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Tandil Come' })).toBeVisible();
  });

  test('the metadata call waits until the first screen has painted its content, and is then made once', async ({
    page,
  }) => {
    // A call the first render starts comes before its paint, on the screen's way; the page's own block needs no
    // answer to paint. Read off the page's own timeline: the first contentful paint, and the moment the last loading
    // screen left the page (the booking form shows one for 50 ms before its content, spec 02 §9).
    await page.addInitScript(() => {
      const w = window as unknown as { __fcp?: number; __contentAt?: number };
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp) w.__fcp = fcp.startTime;
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver(() => {
        const loading = document.querySelector('.loading-screen');
        if (!loading && document.querySelector('#root > *')) w.__contentAt ??= performance.now();
        else if (loading) w.__contentAt = undefined;
      }).observe(document, { childList: true, subtree: true });
    });
    const metadataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/metadata.json')) metadataCalls.push(request.url());
    });
    for (const [path, content] of [
      ['/listado', () => cards(page).first()],
      [`/reservar/la-farola`, () => page.getByRole('heading', { level: 2, name: esReservas.cuantos })],
    ] as const) {
      metadataCalls.length = 0;
      await page.goto('about:blank');
      await page.goto(siteUrl('tandil', path));
      await expect(content()).toBeVisible();
      const timing = await page.waitForFunction(() => {
        const w = window as unknown as { __fcp?: number; __contentAt?: number };
        const call = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/api/site/tandil.localhost/metadata.json'));
        return w.__fcp !== undefined && w.__contentAt !== undefined && call
          ? { fcp: w.__fcp, contentAt: w.__contentAt, callStart: call.startTime }
          : null;
      });
      const seen = await timing.jsonValue();
      expect(seen?.callStart, path).toBeGreaterThanOrEqual(seen?.fcp ?? Number.POSITIVE_INFINITY);
      expect(seen?.callStart, path).toBeGreaterThanOrEqual(seen?.contentAt ?? Number.POSITIVE_INFINITY);
      expect(metadataCalls, path).toEqual([expect.stringMatching(/\/api\/site\/tandil\.localhost\/metadata\.json$/)]);
    }
  });

  test("the page's icon comes with it, and its manifest is linked once the first screen has painted", async ({
    page,
  }) => {
    // Linked as files, the browser fetched the icon and the manifest (then the icon it would install) while the first
    // screen's scripts were still on their way. The init script notes whether the manifest was linked at the paint.
    await page.addInitScript(() => {
      const w = window as unknown as { __manifestAtPaint?: boolean };
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length)
          w.__manifestAtPaint = document.querySelector('link[rel="manifest"]') !== null;
      }).observe({ type: 'paint', buffered: true });
    });
    const iconCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(icon-32\.png|favicon\.ico)$/.test(request.url())) iconCalls.push(request.url());
    });
    await page.goto(siteUrl('tandil', '/listado'));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __manifestAtPaint?: boolean }).__manifestAtPaint)).toBe(
      false,
    );
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    await page.waitForLoadState('networkidle');
    expect(iconCalls).toEqual([]);
  });

  test("a visitor's menu and events board ask nothing of the business beyond their own data", async ({ page }) => {
    // The account bar needs the business's features only for a signed-in customer's lists; a visitor's is 'Ingresar'.
    const businessCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/comercios/getByDominioCarpeta/')) businessCalls.push(request.url());
    });
    await page.goto(siteUrl('tandil', '/carta/la-farola'));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await expect(page.getByRole('link', { name: esLogin.ingresar })).toBeVisible();
    await page.goto('about:blank');
    await page.goto(siteUrl('tandil', '/cartelera/cerveceria-la-serrana'));
    await expect(page.getByRole('link', { name: esLogin.ingresar })).toBeVisible();
    // Settled: the metadata call comes after the first paint, and nothing else follows it.
    await page.waitForLoadState('networkidle');
    expect(businessCalls).toEqual([]);
  });

  test("a single-business site's home renders with its own metadata, and asks for it", async ({ page }) => {
    const metadataCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/site/la-farola.localhost/metadata.json'),
    );
    await page.goto(siteUrl('la-farola'));
    await expect(page).toHaveURL(/#\/home\/la-farola$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await metadataCall;
  });

  test('the business home does not move when its draws arrive late (CLS <= 0.02)', async ({ page }) => {
    await recordLayoutShifts(page);
    // The draws answer after the business and its links: the section above the links must not grow under them.
    await delayCalls(page, '**/api/concursos/getConcursos/**', 800);
    const drawsAnswered = page.waitForResponse((r) => r.url().includes('/api/concursos/getConcursos/'));
    await page.goto(siteUrl('tandil', '/home/la-farola'));
    await drawsAnswered;
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await expect(page.getByRole('region', { name: es.home.enlaces })).toBeVisible();
    await expect(page.getByRole('region', { name: esConcursos.titulo }).getByRole('listitem').first()).toBeVisible();
    expect(await readLayoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test('a menu does not move when its announcements arrive late (CLS <= 0.02), so a tap lands on its dish', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    // The announcements answer well after the menu, and after the first render stops waiting (1 s): the dishes
    // below them must not be pushed down.
    await delayCalls(page, '**/api/anuncios/anuncios/**', 1_500);
    const anunciosAnswered = page.waitForResponse((r) => r.url().includes('/api/anuncios/anuncios/'));
    await page.goto(siteUrl('tandil', '/carta/la-farola'));
    await anunciosAnswered;
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await expect(page.getByRole('region', { name: esCarta.anuncios })).toBeVisible();
    expect(await readLayoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test("the regions' lead picture is asked for first; the other cards' pictures and the listing's logos wait", async ({
    page,
  }) => {
    // The browser's own priority of each picture's request, as it finally stood (Chromium raises a picture it finds
    // on screen unless the page says it is not urgent).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const pictures = new Map<string, { url: string; priority: string }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('/img/'))
        pictures.set(event.requestId, { url: event.request.url, priority: event.request.initialPriority });
    });
    cdp.on('Network.resourceChangedPriority', (event) => {
      const picture = pictures.get(event.requestId);
      if (picture) picture.priority = event.newPriority;
    });
    const priorityOf = (src: string) =>
      [...pictures.values()].filter((p) => p.url.endsWith(src)).map((p) => p.priority);

    await page.goto(siteUrl('tandil', '/regiones'));
    const cardPictures = page.locator('a[href^="#/feed/"] img');
    await expect(cardPictures.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sources = await cardPictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(2);
    const [lead, ...others] = sources;
    expect(priorityOf(lead!)).toEqual(['High']);
    for (const src of others) expect(priorityOf(src), src).toEqual(['Low']);

    pictures.clear();
    await page.goto('about:blank');
    await page.goto(siteUrl('tandil', '/listado'));
    await expect(cards(page).first()).toBeVisible();
    const logos = () => [...pictures.values()].filter((p) => /\/logo_\d+_z\.\w+$/.test(p.url));
    // The first screenful's logos at least (the rest load as the list scrolls). They are asked for once the first
    // screen is shown (afterFirstScreen: at the latest FIRST_SCREEN_MAX_WAIT_MS, 5 s, after the app starts), which on
    // a loaded machine came after a quiet half second of network ('networkidle' then found no logo asked for).
    await expect.poll(() => logos().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    await page.waitForLoadState('networkidle');
    for (const logo of logos()) expect(logo.priority, logo.url).toBe('Low');
  });

  test("a menu's other dish pictures are asked for once its first dishes' pictures have arrived", async ({ page }) => {
    // On a phone's connection they would share it with the lead pictures and the screen's scripts. Read off the
    // page's own timeline: when each picture was asked for and when the lead ones (preloaded with the menu) arrived,
    // and, when the largest paint is one of those pictures, when it was painted.
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp?: { url: string; at: number } };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { url?: string }>)
          w.__lcp = { url: entry.url ?? '', at: entry.startTime };
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The first dish's picture comes slowly, as on a phone: the menu paints before it arrives.
    await delayCalls(page, '**/platos/provoleta-a-la-parrilla.webp', 700);
    await page.goto(siteUrl('tandil', '/carta/la-farola'));
    const dishes = page.getByRole('img').and(page.locator('[src*="/platos/"]'));
    await expect(dishes.first()).toBeVisible();
    // More dishes' pictures than the three asked for with the menu, arrived (a timing entry is written on arrival).
    await expect.poll(() => dishes.count()).toBeGreaterThan(3);
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/platos/')).length),
      )
      .toBeGreaterThan(3);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __lcp?: { url: string; at: number } };
      const leadUrls = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')).map(
        (link) => link.href,
      );
      const pictures = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        entry.name.includes('/platos/'),
      );
      const lead = pictures.filter((entry) => leadUrls.includes(entry.name));
      const others = pictures.filter((entry) => !leadUrls.includes(entry.name));
      return {
        leadCount: lead.length,
        leadArrived: Math.max(...lead.map((entry) => entry.responseEnd)),
        leadPainted: w.__lcp && leadUrls.includes(w.__lcp.url) ? w.__lcp.at : 0,
        others: others.map((entry) => ({ url: entry.name, start: entry.startTime })),
      };
    });
    expect(seen.leadCount).toBe(3);
    expect(seen.others.length).toBeGreaterThan(0);
    for (const other of seen.others) {
      expect(other.start, other.url).toBeGreaterThanOrEqual(seen.leadArrived);
      expect(other.start, other.url).toBeGreaterThanOrEqual(seen.leadPainted);
    }
  });

  test("an events board's photos are asked for once its text is on screen", async ({ page }) => {
    // Small squares beside each event's title: on a phone's connection they would share it with the board's
    // scripts. Read off the page's own timeline: the first contentful paint and when each photo was asked for.
    await page.addInitScript(() => {
      const w = window as unknown as { __fcp?: number };
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp) w.__fcp = fcp.startTime;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(siteUrl('tandil', '/cartelera/cerveceria-la-serrana'));
    const photos = page.getByRole('img').and(page.locator('[src*="/evento-"]'));
    await expect(photos.first()).toBeVisible();
    // A picture's timing entry is written once it has arrived.
    const arrivedPhotos = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/evento-')).length);
    await expect.poll(arrivedPhotos).toBeGreaterThan(0);
    const seen = await page.evaluate(() => ({
      fcp: (window as unknown as { __fcp?: number }).__fcp,
      photos: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/evento-'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(seen.photos.length).toBeGreaterThan(0);
    for (const photo of seen.photos) expect(photo.start, photo.url).toBeGreaterThanOrEqual(seen.fcp ?? Infinity);
  });

  test('the pictures at the top of the regions and of a menu are asked for with their data, once each', async ({
    page,
  }) => {
    const imageCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/')) imageCalls.push(request.url());
    });
    const imagePreloads = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="preload"][as="image"]')).map((l) => l.getAttribute('href')),
      );
    await page.goto(siteUrl('tandil', '/regiones'));
    // The first category card's picture (each card links to its feed).
    const firstPicture = page.locator('a[href^="#/feed/"] img').first();
    await expect(firstPicture).toBeVisible();
    const firstSrc = await firstPicture.getAttribute('src');
    expect((await imagePreloads())[0]).toBe(firstSrc);
    expect(imageCalls.filter((url) => url.endsWith(firstSrc!))).toHaveLength(1);

    // A page of its own (from the regions, the menu would open in the same page, without a first screen).
    await page.goto('about:blank');
    await page.goto(siteUrl('tandil', '/carta/la-farola'));
    // The first dish picture (dishes' pictures live under /img/{carpeta}/platos/).
    const firstDish = page.getByRole('img').and(page.locator('[src*="/platos/"]')).first();
    await expect(firstDish).toBeVisible();
    const dishSrc = await firstDish.getAttribute('src');
    expect(await imagePreloads()).toContain(dishSrc);
    expect(imageCalls.filter((url) => url.endsWith(dishSrc!))).toHaveLength(1);
  });
});
