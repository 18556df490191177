import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageChunkName } from '../../apps/web/first-screens-chunk.ts';

/** One chunk of dist/.vite/manifest.json, keyed by its source path. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`falta ${path}: el build necesita build.manifest: true en apps/web/vite.config.ts`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** What the built index.html loads before the app runs. */
export interface HtmlAssets {
  scripts: string[];
  stylesheets: string[];
  modulePreloads: string[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1];
}

/** Asset paths (relative to dist, without the leading slash) of the module scripts, stylesheets and preloads. */
export function readHtmlAssets(dist: string): HtmlAssets {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets: HtmlAssets = { scripts: [], stylesheets: [], modulePreloads: [] };
  const strip = (href: string) => href.replace(/^\.?\//, '');
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') assets.scripts.push(strip(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    if (!href) continue;
    if (rel === 'stylesheet') assets.stylesheets.push(strip(href));
    if (rel === 'modulepreload') assets.modulePreloads.push(strip(href));
  }
  return assets;
}

/**
 * The relative modules a built chunk imports statically (`import {a} from "./x.js"`, `import "./x.js"`), as
 * asset paths. Dynamic `import("./x.js")` is not matched: it loads only when the code runs.
 */
export function scanStaticImports(dist: string, file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g)) {
    const target = match[1];
    if (!target) continue;
    const resolved = new URL(target, `file:///${dir}`).pathname.slice(1);
    if (existsSync(join(dist, resolved))) found.add(resolved);
  }
  return [...found];
}

/**
 * The chunk a page loads from: its own, or the chunk the build gathers it in (apps/web/first-screens-chunk.ts:
 * the customer's landing screens, a menu, an events board, the booking form), where the manifest does not list
 * the page.
 */
export function findPageChunk(manifest: Manifest, pageModule: string): ManifestChunk | undefined {
  if (manifest[pageModule]) return manifest[pageModule];
  const name = pageChunkName(pageModule);
  return name ? Object.values(manifest).find((chunk) => chunk.name === name && chunk.file.endsWith('.js')) : undefined;
}
