import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getAnunciosRoute, getCartaRoute, EAGER_PLATO_IMAGES } from '@vidriera/domain/carta';
import {
  getByDominioCarpetaRoute,
  getCategoriasRoute,
  getLinksRoute,
  getListadoRoute,
  HOME_LINKS_TYPE,
  FIRST_CATEGORIA_IMAGES,
  HOME_LOGO_SIZE,
  logoFileName,
  UPLOADED_LOGO,
} from '@vidriera/domain/comercios';
import { getConcursosRoute } from '@vidriera/domain/concursos';
import { getCarteleraRoute } from '@vidriera/domain/eventos';
import { getHorariosDisponiblesRoute, CANTIDAD_DEFAULT } from '@vidriera/domain/reservas';
import { SERVER_TIME_HEADER, DEFAULT_TIME_ZONE } from '@vidriera/domain/common';
import type { SiteMetadata } from '@vidriera/domain/sites';
import type { Db } from '../db/client.ts';
import { isApiUrl, replyApiNotFound } from './errors.ts';
import { compressIfAccepted } from './response-cache.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe to place inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page for a host: the built index.html with the site's title, description and keywords (so shared links
 * preview well) and its metadata inlined, so the app starts without waiting for one more round trip, and
 * the chunks of the site's first screen preloaded (from the build's manifest, when given).
 */
export function renderIndexHtml(
  template: string,
  site: SiteMetadata | null,
  manifest?: ViteManifest | null,
  sizeOf?: FileSize,
): string {
  if (!site) return template;
  const title = escapeHtml(site.homeTitulo || site.nombre);
  const description = escapeHtml(site.homeDescription || site.frase);
  // Before the page's first script and stylesheet: an inline script placed after a stylesheet waits for it to
  // arrive (a round trip on a phone) before it runs, and this one starts the screen's code and data.
  const early = [
    `<script type="application/json" id="site-metadata">${scriptJson(site)}</script>`,
    `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${scriptJson(routePreloads(site, manifest))}</script>`,
    `<script>${ROUTE_PRELOAD_SCRIPT}</script>`,
  ].join('');
  const late = [
    // After the entry's own script, chunk and stylesheet: on a phone's few connections the requests go out in the
    // page's order, and the app's chunk is the largest file of every first screen.
    ...(manifest ? firstScreenPreloads(manifest, site) : []),
    `<meta name="description" content="${description}">`,
    `<meta name="keywords" content="${escapeHtml(site.homeKeywords)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="website">`,
  ].join('');
  const ordered = sizeOf ? entryLargestFirst(template, sizeOf) : template;
  const withTitle = ordered.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const firstResource = withTitle.search(/<script\b|<link rel="stylesheet"/);
  const head = withTitle.indexOf('</head>');
  const at = firstResource >= 0 && firstResource < head ? firstResource : head;
  return `${withTitle.slice(0, at)}${early}${withTitle.slice(at).replace('</head>', `${late}</head>`)}`;
}

/** The size in bytes of a built file, by its path in the page (`/assets/app-X.js`); 0 when unknown. */
export type FileSize = (path: string) => number;

const ENTRY_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The entry's script and the chunks the build preloads for it, largest first, the entry's few bytes last: a phone
 * opens a handful of connections to the site and sends the page's requests in its order, and the app's chunk, the
 * largest file of every first screen, is the one every first paint waits for.
 */
function entryLargestFirst(template: string, sizeOf: FileSize): string {
  const tags = [...template.matchAll(ENTRY_TAG)];
  const first = tags[0];
  if (!first) return template;
  const hrefOf = (tag: string) => /(?:href|src)="([^"]+)"/.exec(tag)?.[1] ?? '';
  const preloads = tags.map(([tag]) => tag).filter((tag) => tag.startsWith('<link'));
  const scripts = tags.map(([tag]) => tag).filter((tag) => tag.startsWith('<script'));
  preloads.sort((a, b) => sizeOf(hrefOf(b)) - sizeOf(hrefOf(a)));
  const without = template.replace(ENTRY_TAG, '');
  return `${without.slice(0, first.index)}${[...preloads, ...scripts].join('')}${without.slice(first.index)}`;
}

/** The data block the route-preload script reads. */
export const ROUTE_PRELOADS_ID = 'route-preloads';

/**
 * What a screen a link may open first needs beyond the entry: a pattern over the hash's path, the chunks and
 * stylesheets of its page (the landing screens' chunk is preloaded for every page already), and the API path of
 * its data (`$1` is the pattern's group), which the web app's own call then gets from the preload. `next` names
 * the step the screen would otherwise take only once the app has arrived and run (see ROUTE_PRELOAD_SCRIPT).
 */
export interface RoutePreload {
  pattern: string;
  files: string[];
  data?: string;
  next?: EarlyStep;
  /** A menu's announcements (`$1` is the menu's configRestoId): its first paint waits for them (carta-page.tsx). */
  announcements?: string;
  /** A business home's links and draws (`$1` is the business's id): its first paint waits for them (home-page.tsx). */
  links?: string;
  draws?: string;
}

/**
 * Steps the page takes with a screen's data as soon as it arrives, instead of after the app's script (the largest
 * file of the page) has arrived and run: a menu's announcements and lead dish pictures (firstPlatoImages), the
 * booking form's first times (the day and party size the form opens with: today in the business's zone,
 * CANTIDAD_DEFAULT), the regions' first cards' pictures (firstCategoriaImages), and a business home's links, draws
 * and logo (firstLogoUrl at HOME_LOGO_SIZE), as the web app's preload-first-screen.ts takes them once it runs.
 */
export type EarlyStep = 'platos' | 'horarios' | 'categorias' | 'home';

/**
 * Where the page leaves the calls it made for the app (apps/web/src/api/early-responses.ts takes each one, once, for
 * the same call of its own): method, url, body and the response's promise, when it was sent (`sentAt`) and when its
 * answer came (`receivedAt`, device time: the app estimates the server's clock from them and the answer's
 * SERVER_TIME_HEADER); for the screen's data, `after`, which settles once the steps taken with its answer have left
 * their own calls there.
 */
export const EARLY_RESPONSES_GLOBAL = '__earlyResponses';

/**
 * The page's one inline script (its hash is in the content security policy, plugins/security-headers.ts): the
 * route is in the hash, which the server never sees, so the page itself picks, from the route-preloads data block,
 * the entry that matches its hash and asks for that screen's chunks and data in the task right after the parser's
 * (not during it, which would hold back the entry's own requests), alongside the entry, rather than after the
 * entry has arrived and run. The data is preloaded only for a visitor without a session: a
 * signed-in customer's calls carry their token, which a preload cannot send. Where the route has a `next` step, the
 * page also reads the data (its call takes the preload, and is left for the app) and takes the step (EarlyStep): it
 * asks for the menu's or the regions' lead pictures, a home's links, draws and logo, or the booking form's first
 * times (calls also left for the app, which uses each only if its own call is the same: a customer's saved draft
 * opens the form on another day). The form's first day is today by the server's clock, which the business's answer
 * tells (SERVER_TIME_HEADER), as the app judges it: not by the phone's, which may be wrong. It never fails the
 * page: a broken block is ignored, a failed call is the app's to make again. Then, in a task of its own, it warms
 * the browser's date formatting (see below).
 */
export const ROUTE_PRELOAD_SCRIPT = [
  // In a task of its own, right after the parser's: while this script runs the parser waits, and with it the
  // entry's script and chunks below (on a phone the preloads and the first call cost tens of milliseconds).
  'setTimeout(()=>{try{',
  `const block=document.getElementById('${ROUTE_PRELOADS_ID}');if(!block)return;`,
  "const path=location.hash.slice(1).split('?')[0]||'/';",
  "const add=(rel,href,as)=>{const link=document.createElement('link');link.rel=rel;if(as)link.as=as;",
  "link.crossOrigin='anonymous';link.href=href;document.head.appendChild(link)};",
  'for(const route of JSON.parse(block.textContent)){const pattern=new RegExp(route.pattern);',
  'if(!pattern.test(path))continue;',
  "for(const file of route.files){const css=file.endsWith('.css');",
  "add(css?'preload':'modulepreload','/'+file,css?'style':undefined)}",
  // Not for a signed-in visitor: every call of theirs carries the session's token (spec 01 §6), which a preload
  // cannot send.
  "if(route.data&&!localStorage.getItem('token')){const url='/api/'+path.replace(pattern,route.data);",
  "add('preload',url,'fetch');",
  // The calls as the app makes them (apps/web/src/api/client.ts), so the app can use their answers.
  `if(route.next){const early=window.${EARLY_RESPONSES_GLOBAL}=[];`,
  "const call=(url,body,verb)=>{const method=verb||(body?'POST':'GET');const headers={accept:'application/json'};",
  "if(body)headers['content-type']='application/json';const sentAt=Date.now();",
  'const response=fetch(url,{method,headers,body});const entry={method,url,body:body||null,response,sentAt};',
  'early.push(entry);return [entry,response.then((r)=>{entry.receivedAt=Date.now();',
  `entry.serverTime=Number(r.headers.get('${SERVER_TIME_HEADER}'));return r.ok?r.clone().json():null})]};`,
  // Not crossorigin: an <img> asks without it, and only the same request takes the preload. The first of a screen's
  // lead pictures at high priority, the others behind it (apps/web first-images.ts preloadImages).
  "const image=(href,priority)=>{const link=document.createElement('link');link.rel='preload';link.as='image';",
  'link.href=href;if(priority)link.fetchPriority=priority;document.head.appendChild(link)};',
  // `after`: the steps taken with the data's answer. The app's own call for the data waits for it, so that the calls
  // those steps make are in the list before the app, having the same data, makes them itself.
  'const [first,answer]=call(url);first.after=answer.then((data)=>{',
  "if(route.next==='platos'&&data){if(route.announcements)call('/api/'+route.announcements.replace('$1',data.configRestoId));",
  'data.grupos.flatMap((grupo)=>grupo.platos)',
  `.filter((plato)=>plato.mostrarImagen&&plato.imagenUrl).slice(0,${EAGER_PLATO_IMAGES})`,
  ".forEach((plato,index)=>image(plato.imagenUrl,index===0?'high':'low'))}",
  // isSafeImageUrl: a category's picture is merchant-entered text.
  `if(route.next==='categorias'&&Array.isArray(data)&&data.length>1)data.slice(0,${FIRST_CATEGORIA_IMAGES})`,
  '.forEach((categoria,index)=>{const src=categoria.imagenUrl;if(categoria.mostrarImagen&&src&&',
  "(src.startsWith('/')||src.startsWith('https://')))image(src,index===0?'high':'low')});",
  "if(route.next==='home'&&data&&data[0]){const comercio=data[0];",
  "if(comercio.permiteLinks&&route.links)call('/api/'+route.links.replace('$1',comercio.id));",
  "if(comercio.permiteConcursos&&comercio.id>0&&route.draws)call('/api/'+route.draws.replace('$1',comercio.id),null,'POST');",
  `const uploaded=new RegExp(${JSON.stringify(UPLOADED_LOGO.source)}).exec(comercio.logoUrl||'');`,
  `image((uploaded?uploaded[1]:'/img/'+comercio.carpeta)+'/${logoFileName(HOME_LOGO_SIZE, 'webp')}')}`,
  "if(route.next==='horarios'&&data&&data[0]&&data[0].permiteReservas){const comercio=data[0];",
  "const parts={};for(const part of new Intl.DateTimeFormat('en-US',{timeZone:comercio.timeZone,year:'numeric',",
  "month:'2-digit',day:'2-digit'}).formatToParts(new Date(first.serverTime||Date.now())))parts[part.type]=part.value;",
  `call('/api${getHorariosDisponiblesRoute.path}',JSON.stringify({fechaHora:parts.year+'-'+parts.month+'-'+parts.day,`,
  `cantidadPersonas:${CANTIDAD_DEFAULT},configRestoId:comercio.id}))}`,
  '}).catch(()=>{})}}',
  'break}',
  '}catch{}});',
  // The first date format with a time zone the page makes loads the browser's zone data: about 25 ms on this
  // machine, 100 ms on a phone, on the first render of every screen that shows an hour or a date in the merchant's
  // zone (packages/domain/src/common/time-zone.ts). Made here, in a task of its own once the page is parsed, it happens
  // while the phone waits for the scripts; the first render's own is then a fraction of a millisecond.
  `setTimeout(()=>{try{new Intl.DateTimeFormat('en-US',{timeZone:'${DEFAULT_TIME_ZONE}',hour:'numeric'}).format(0)}catch{}})`,
].join('');

/** The hash of the inline script, as a content security policy source. */
export const ROUTE_PRELOAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64')}'`;

/** The hash pattern's capture group, which the inline script puts in a data path (it travels unencoded). */
const GROUP = '$1';

/** A contract's path as the preload table writes it: relative to /api, with the group left as `$1`. */
const dataPath = (path: string) => path.slice(1).replace(encodeURIComponent(GROUP), GROUP);

/**
 * The API path of the data of the site's default first screen (what the root leads to). The paths are the
 * operations' contracts (packages/domain/src/<context>/operations.ts), the same the web app's fetchers call.
 */
export function defaultScreenDataPath(site: SiteMetadata): string {
  const domain = site.dominioUrl;
  if (site.esPortal && site.esPortalConCategorias) return dataPath(getCategoriasRoute.toPath({ domain }));
  if (site.esPortal || !site.carpeta) return dataPath(getListadoRoute.toPath({ domain }));
  return dataPath(getByDominioCarpetaRoute.toPath({ domain, carpeta: site.carpeta }));
}

/** The routes a customer's link opens first, with what each needs (see RoutePreload). */
export function routePreloads(site: SiteMetadata, manifest?: ViteManifest | null): RoutePreload[] {
  const domain = site.dominioUrl;
  const preloaded = manifest ? alwaysPreloaded(manifest, site) : undefined;
  const filesOf = (...names: string[]) => (manifest && preloaded ? chunkFiles(manifest, names, preloaded) : []);
  const carta = filesOf('carta-page');
  const landing = filesOf(FIRST_SCREENS_CHUNK);
  const comercio = dataPath(getByDominioCarpetaRoute.toPath({ domain, carpeta: GROUP }));
  // A menu's announcements for its ordering mode: delivery or pickup, or the in-venue menu's (apps/web get-anuncios.ts).
  const announcements = (delivery: boolean) =>
    dataPath(getAnunciosRoute.toPath({ configRestoId: GROUP, tipo: 1, delivery: delivery ? 1 : 0 }));
  // A business home's links and draws, as the home asks for them (apps/web preload-first-screen.ts preloadHomeData).
  const homeCalls = {
    links: dataPath(getLinksRoute.toPath({ commerceId: GROUP, type: HOME_LINKS_TYPE })),
    draws: dataPath(getConcursosRoute.toPath({ configRestoId: GROUP })),
  };
  const home = { next: 'home', ...homeCalls } as const;
  const regiones = { next: 'categorias' } as const;
  const rootStep = site.esPortal ? (site.esPortalConCategorias ? regiones : {}) : site.carpeta ? home : {};
  return [
    { pattern: '^/?$', files: landing, data: defaultScreenDataPath(site), ...rootStep },
    { pattern: '^/regiones/?$', files: landing, data: dataPath(getCategoriasRoute.toPath({ domain })), ...regiones },
    { pattern: '^/listado/?$', files: landing, data: dataPath(getListadoRoute.toPath({ domain })) },
    { pattern: '^/home/([^/]+)/?$', files: landing, data: comercio, ...home },
    {
      pattern: '^/carta/([^/]+)/?$',
      files: carta,
      data: dataPath(getCartaRoute.toPath({ carpeta: GROUP, enLocal: 0 })),
      next: 'platos',
      announcements: announcements(true),
    },
    {
      pattern: '^/carta2/([^/]+)/?$',
      files: carta,
      data: dataPath(getCartaRoute.toPath({ carpeta: GROUP, enLocal: 1 })),
      next: 'platos',
      announcements: announcements(false),
    },
    {
      pattern: '^/cartelera/([^/]+)/?$',
      files: filesOf('cartelera-page'),
      data: dataPath(getCarteleraRoute.toPath({ commerceId: GROUP })),
    },
    // The back office (staff sign in on the venue's tablet or phone): its layout, its shell, its start and the order
    // queue, where someone who runs one business lands. Its data carries the session: not preloaded.
    {
      pattern: '^/admin(?:/.*)?$',
      files: filesOf('mantine-layout', 'back-office-routes', 'back-office-home-page', 'pedidos-page'),
    },
    { pattern: '^/reservar/([^/]+)/?$', files: filesOf('reservar-page'), data: comercio, next: 'horarios' },
  ];
}

/** The parts of Vite's build manifest (dist/.vite/manifest.json) used here: each module's file, imports and styles. */
export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * The chunk the web build gathers the customer's landing screens in (regiones, listado, a business home and what
 * only they use: apps/web/first-screens-chunk.ts). Any of them may be the one the hash asks for. What they share
 * with the deep-link screens (the header, the icons) is in the app's chunk.
 */
export const FIRST_SCREENS_CHUNK = 'portada';

/** The screen the root route sends each kind of site to (apps/web/src/app/root-redirect.tsx), by its source. */
function firstScreenSource(site: SiteMetadata): string {
  if (site.esPortal && site.esPortalConCategorias) return 'src/features/regiones/regiones-page.tsx';
  if (site.esPortal || !site.carpeta) return 'src/features/listado/listado-page.tsx';
  return 'src/app/home-screen.tsx';
}

/**
 * What every customer page preloads, whatever its hash, less what the entry itself imports (the built page
 * preloads that already). A build that gathers the landing screens in one chunk: what that chunk imports beyond the
 * entry (today nothing: what they share with other screens is in the app's chunk); the landing chunk itself goes
 * with the routes that show it (routePreloads), so that a menu or an events board opened from a link does not
 * download the listing's and the home's code. Otherwise: the site's default screen (the route is in the hash,
 * which the server never sees).
 */
/** Chunks (manifest keys) and their stylesheets' files. */
interface ChunkSet {
  modules: string[];
  styles: Set<string>;
}

function alwaysPreloaded(manifest: ViteManifest, site: SiteMetadata): ChunkSet {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return { modules: [], styles: new Set() };
  const landing = Object.keys(manifest).filter((key) => manifest[key]?.name === FIRST_SCREENS_CHUNK);
  if (landing.length > 0)
    return chunkClosure(
      manifest,
      landing.flatMap((key) => manifest[key]?.imports ?? []),
      entryKey,
    );
  const defaultScreen = firstScreenSource(site);
  return manifest[defaultScreen]
    ? chunkClosure(manifest, [defaultScreen], entryKey)
    : { modules: [], styles: new Set() };
}

/**
 * Links that fetch, along with the entry, the chunks and styles every customer screen needs (alwaysPreloaded),
 * instead of after the entry has run and rendered.
 */
export function firstScreenPreloads(manifest: ViteManifest, site: SiteMetadata): string[] {
  const { modules, styles } = alwaysPreloaded(manifest, site);
  return [
    ...modules.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]?.file ?? '')}">`),
    // crossorigin as the app's loader asks for them, so the preloaded response is the one it uses.
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
  ];
}

function importClosure(manifest: ViteManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    importClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** The chunks (manifest keys) the given ones import, themselves included, less what the entry loads; their CSS. */
function chunkClosure(manifest: ViteManifest, keys: string[], entryKey: string): ChunkSet {
  const loaded = importClosure(manifest, [entryKey]);
  const modules = [...importClosure(manifest, keys)].filter((key) => !loaded.has(key));
  const styles = new Set(modules.flatMap((key) => manifest[key]?.css ?? []));
  return { modules, styles };
}

/**
 * The files (scripts, then stylesheets) of the named chunks and what they import, less what the entry loads and
 * what every page preloads (`preloaded`, alwaysPreloaded's). A chunk is named by the web build
 * (apps/web/first-screens-chunk.ts) or by its source, e.g. `mantine-layout` for src/ui/mantine-layout.tsx.
 */
function chunkFiles(manifest: ViteManifest, names: string[], preloaded: ChunkSet): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return [];
  const keys = Object.keys(manifest).filter((key) => {
    const name = manifest[key]?.name;
    return name !== undefined && names.includes(name) && manifest[key]?.file.endsWith('.js');
  });
  const preloadedModules = new Set(preloaded.modules);
  const { modules, styles } = chunkClosure(manifest, keys, entryKey);
  const scripts = modules.filter((key) => !preloadedModules.has(key)).map((key) => manifest[key]?.file ?? '');
  return [...scripts, ...[...styles].filter((file) => !preloaded.styles.has(file))].filter(Boolean);
}

/** The build's manifest, or null when the build wrote none (the page is then sent without preloads). */
function readManifest(dist: string): ViteManifest | null {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/** What the page asks of the sites module (app.ts passes modules/sites/service.ts's): plugins import no module. */
export interface WebAppOptions {
  /** The site's metadata for a host (a local host names the default site); rejects when there is none. */
  getSiteMetadata: (db: Db, hostName: string, defaultSite: string) => Promise<SiteMetadata>;
}

async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const { getSiteMetadata } = options;
  const { config, db } = app.deps;
  const dist = config.WEB_DIST;
  // Images (logos, event photos) are served whether or not the web app is built.
  mkdirSync(join(config.DATA_DIR, 'img'), { recursive: true });
  await app.register(fastifyStatic, {
    root: join(config.DATA_DIR, 'img'),
    prefix: '/img/',
    index: false,
    // Else `send` replaces the header below with its own max-age=0.
    cacheControl: false,
    setHeaders(reply, path) {
      // Uploads are named by their content's hash (integrations/images): a new picture gets a new name.
      const isHashed = /[/\\][0-9a-f]{16}[_/\\]/.test(path);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');
    return;
  }

  const fileSize: FileSize = (path) => {
    try {
      return statSync(join(dist, path)).size;
    } catch {
      return 0;
    }
  };
  const sendIndex = async (hostName: string) => {
    const key = `index:${hostName}`;
    return app.responseCache.getOrCompute(key, async () => {
      const site = await getSiteMetadata(db, hostName, config.DEFAULT_SITE).catch(() => null);
      // Read on each cache miss (at most once a minute per host, and after each catalogue write), so a rebuilt
      // app is picked up.
      return Buffer.from(renderIndexHtml(readFileSync(indexPath, 'utf8'), site, readManifest(dist), fileSize));
    });
  };

  await app.register(fastifyStatic, {
    root: dist,
    decorateReply: false,
    index: false,
    // One wildcard route (not a route per file found at start), so a rebuilt or redeployed dist is served as it is.
    wildcard: true,
    // Serves the .br/.gz files written next to each asset at build time (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    // index.html is rendered per host below.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(reply, path) {
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });

  const index = async (request: { hostName: string }, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(compressIfAccepted(reply, await sendIndex(request.hostName)));
  app.get('/', index);
  app.setNotFoundHandler(async (request, reply) => {
    // The catch-all above also gets the /api paths no API route serves (a parameter past maxParamLength too).
    if (isApiUrl(request.url)) return replyApiNotFound(request, reply);
    const isFile = ['/img/', '/videos/'].some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || isFile) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado');
    }
    return index(request, reply);
  });
}

export default fp<WebAppOptions>(webAppPlugin, { name: 'web-app', dependencies: ['deps', 'response-cache'] });
