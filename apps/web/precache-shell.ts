import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CHUNK, FIRST_SCREENS_CHUNK } from './first-screens-chunk.ts';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) read here. */
type ViteManifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** A precache entry as workbox-build hands it to a manifest transform. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * What the app loads on demand as soon as it starts, on every page: the update prompt, which registers the
 * service worker (workbox-window) once the page has loaded (src/app/app.tsx).
 */
const START_MODULES = ['src/app/update-prompt.tsx'];

/** The page (rendered per site by the API at /index.html too) and the product's icons (favicon, generic app icons). */
const SHELL_FILES = /^(index\.html|icon-\d+\.png)$/;

/**
 * The files (paths relative to dist) of the customer's shell: the entry and everything it imports (the 'app'
 * chunk: React, the router, the shell), the chunk of the customer's landing screens (first-screens-chunk.ts), what
 * the app loads at start (START_MODULES, with what they load), and the stylesheets of all of them. The back
 * office, the QR scanner, the map and every other screen are left out: the service worker caches them when
 * first used.
 */
export function shellAssets(manifest: ViteManifest): Set<string> {
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  const byName = (name: string) => keys.filter((key) => manifest[key]?.name === name);
  const roots = [entry, ...byName(APP_CHUNK), ...byName(FIRST_SCREENS_CHUNK)];
  const missing = START_MODULES.filter((key) => !manifest[key]);
  if (!entry || byName(APP_CHUNK).length === 0 || byName(FIRST_SCREENS_CHUNK).length === 0 || missing.length > 0) {
    throw new Error(
      `el build no tiene la entrada, el chunk '${APP_CHUNK}', el chunk '${FIRST_SCREENS_CHUNK}' o ${START_MODULES.join(', ')}`,
    );
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, followDynamic);
    if (followDynamic) for (const dynamic of chunk.dynamicImports ?? []) visit(dynamic, true);
  };
  for (const key of roots) if (key) visit(key, false);
  for (const key of START_MODULES) visit(key, true);
  return files;
}

/**
 * A workbox-build manifest transform that keeps, of the files the glob patterns found, the page, the icons and
 * the customer's shell (shellAssets, from the build's manifest in `dist`). It fails the build when the page or
 * the shell's chunks are missing, rather than shipping a service worker that cannot start offline.
 */
export function precacheOnlyShell(dist: string) {
  return async <T extends PrecacheEntry>(entries: T[]): Promise<{ manifest: T[]; warnings: string[] }> => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const shell = shellAssets(manifest);
    const kept = entries.filter((entry) => SHELL_FILES.test(entry.url) || shell.has(entry.url));
    const missing = [...shell, 'index.html'].filter((file) => !kept.some((entry) => entry.url === file));
    if (missing.length > 0) throw new Error(`precache: faltan archivos del shell: ${missing.join(', ')}`);
    return { manifest: kept, warnings: [] };
  };
}
