/**
 * Page-weight benchmark: the gzip size of the JS and CSS a first visit to a route loads, read from the built
 * web app (apps/web/dist): the entry of index.html and its static imports, what index.html preloads, the
 * route's lazy page chunk with its static imports, and the CSS of all of them. Budget: JS <= 120 kB gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDir, webDist } from './lib/paths.ts';
import { type Figure, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { type LazyRoutes, readLazyRoutes } from './lib/route-modules.ts';
import { PAGE_CHUNK_NAMES } from '../apps/web/first-screens-chunk.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';
import { findPageChunk, type Manifest, readHtmlAssets, readManifest, scanStaticImports } from './lib/vite-manifest.ts';

/** JS budget of the first route, in bytes of gzip (kB of 1000 bytes, as Vite prints them). */
export const FIRST_ROUTE_JS_BUDGET_BYTES = 120_000;

/** The route a visitor of the default site (tandil.localhost) lands on; budgeted. Others are informative. */
const BUDGETED_ROUTE = process.env.BENCH_FIRST_ROUTE ?? '/listado';
const INFORMATIVE_ROUTES = [
  '/regiones',
  '/home/:carpeta',
  // Screens a link opens first (a table's QR code, a shared event, a booking link): they load no landing code.
  '/carta/:carpeta',
  '/reservar/:carpeta',
  '/cartelera/:carpeta',
];

export interface LoadedAsset {
  file: string;
  kind: 'js' | 'css';
  /** Why the first visit loads it. */
  reason: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteWeight {
  route: string;
  assets: LoadedAsset[];
  jsGzip: number;
  cssGzip: number;
}

function measureAsset(file: string, kind: 'js' | 'css', reason: string): LoadedAsset {
  const content = readFileSync(join(webDist, file));
  // Level 6 is what servers use when they compress on the fly.
  return { file, kind, reason, bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length };
}

/** Every asset a first visit of `route` loads, each once, in the order it is found. */
export function weighRoute(route: string, manifest: Manifest, lazyRoutes: LazyRoutes): RouteWeight {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const assets = new Map<string, LoadedAsset>();
  const deferredDynamic = new Set<string>();
  const add = (file: string, kind: 'js' | 'css', reason: string) => {
    if (!assets.has(file)) assets.set(file, measureAsset(file, kind, reason));
  };

  /** A JS chunk, the CSS the manifest ties to it, and recursively its static imports. */
  const addChunk = (file: string, reason: string, collectDynamic: boolean) => {
    if (assets.has(file)) return;
    add(file, 'js', reason);
    const key = byFile.get(file);
    const chunk = key ? manifest[key] : undefined;
    for (const css of chunk?.css ?? []) add(css, 'css', `CSS de ${file}`);
    const imports = new Set([
      ...(chunk?.imports ?? []).map((k) => manifest[k]?.file).filter((f): f is string => !!f),
      ...scanStaticImports(webDist, file),
    ]);
    for (const imported of imports) addChunk(imported, `importado por ${file}`, collectDynamic);
    if (collectDynamic) for (const dynamic of chunk?.dynamicImports ?? []) deferredDynamic.add(dynamic);
  };

  const html = readHtmlAssets(webDist);
  for (const script of html.scripts) addChunk(script, 'entrada de index.html', true);
  for (const preload of html.modulePreloads) addChunk(preload, 'modulepreload de index.html', true);
  for (const css of html.stylesheets) add(css, 'css', 'stylesheet de index.html');

  const pageModule = lazyRoutes.routes.get(route);
  const pageChunk = pageModule ? findPageChunk(manifest, pageModule) : undefined;
  if (!pageModule || !pageChunk) throw new Error(`no encontré la página diferida de la ruta ${route} en el router`);
  addChunk(pageChunk.file, `página de #${route}`, false);

  // The shell's own dynamic imports that are not pages (workbox-window, which the update prompt registers at
  // start) load on every first visit too.
  for (const key of deferredDynamic) {
    const chunk = manifest[key];
    const isPage = lazyRoutes.pageModules.has(key) || PAGE_CHUNK_NAMES.has(chunk?.name ?? '');
    if (chunk?.file && !isPage) addChunk(chunk.file, 'import dinámico del arranque', false);
  }

  const list = [...assets.values()];
  const sum = (kind: 'js' | 'css') => list.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzipBytes, 0);
  return { route, assets: list, jsGzip: sum('js'), cssGzip: sum('css') };
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

function renderAssets(weight: RouteWeight): string {
  const rows = weight.assets.map((a) => [
    a.kind,
    a.file,
    `${kB(a.bytes).toFixed(1)} kB`,
    `${kB(a.gzipBytes).toFixed(1)} kB`,
    a.reason,
  ]);
  return renderTable(['tipo', 'archivo', 'tamaño', 'gzip', 'por qué se carga'], rows);
}

export async function runBundleBench(): Promise<BenchResult> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`no hay build en ${webDist}: corré \`npm run build\` antes`);
  }
  const manifest = readManifest(webDist);
  const lazyRoutes = readLazyRoutes(webDir);
  const budgeted = weighRoute(BUDGETED_ROUTE, manifest, lazyRoutes);
  const others = INFORMATIVE_ROUTES.filter((r) => lazyRoutes.routes.has(r)).map((r) =>
    weighRoute(r, manifest, lazyRoutes),
  );

  printSection(`Bundle: lo que carga la primera visita a #${BUDGETED_ROUTE}`, renderAssets(budgeted));
  const figures: Figure[] = [
    {
      name: `JS gzip primera ruta (#${BUDGETED_ROUTE})`,
      // Bytes against bytes: a rounded kB figure would let up to 50 bytes over the budget pass as 120.0 kB.
      value: budgeted.jsGzip,
      unit: 'B',
      budget: { op: '<=', value: FIRST_ROUTE_JS_BUDGET_BYTES },
    },
    { name: `CSS gzip primera ruta (#${BUDGETED_ROUTE})`, value: kB(budgeted.cssGzip), unit: 'kB' },
  ];
  for (const weight of others) {
    figures.push({ name: `JS gzip primera visita a #${weight.route}`, value: kB(weight.jsGzip), unit: 'kB' });
    figures.push({ name: `CSS gzip primera visita a #${weight.route}`, value: kB(weight.cssGzip), unit: 'kB' });
  }
  return { bench: 'bundle', figures, details: { routes: [budgeted, ...others] } };
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Bundle', runBundleBench, 60_000);
}
