/**
 * Precache benchmark: what the service worker downloads on a customer's first visit, before any screen asks for
 * it (the precache list of the built dist/sw.js), in files and bytes. Budget: precache <= 400 kB gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from './lib/paths.ts';
import { type Figure, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';

/** Precache budget, in bytes of gzip (kB of 1000 bytes, as bundle.ts and Vite print them). */
export const PRECACHE_BUDGET_BYTES = 400_000;

/** Files listed in the table, largest first (the whole app was 250 of them). */
const LISTED_FILES = 20;

export interface PrecachedFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The URLs of the service worker's precache list, each once (a build can list a file twice: the icons of a
 * generated manifest were), as workbox-build writes them into sw.js: `{url:"...",revision:...}`.
 */
export function readPrecacheUrls(swSource: string): string[] {
  const urls = [...swSource.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error('sw.js no tiene lista de precache (precacheAndRoute)');
  return [...new Set(urls)];
}

/** Each precached file of the build in `dist`, with its size as built and gzipped at level 6. */
export function weighPrecache(dist: string): PrecachedFile[] {
  const swPath = join(dist, 'sw.js');
  if (!existsSync(swPath)) throw new Error(`no hay ${swPath}: corré \`npm run build\` antes`);
  return readPrecacheUrls(readFileSync(swPath, 'utf8')).map((url) => {
    const path = join(dist, url);
    if (!existsSync(path)) throw new Error(`sw.js precachea ${url}, que no está en el build`);
    const content = readFileSync(path);
    // Level 6 is what servers use when they compress on the fly (bundle.ts weighs the same way).
    return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length };
  });
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

function renderFiles(files: PrecachedFile[]): string {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const rows = sorted
    .slice(0, LISTED_FILES)
    .map((f) => [f.url, `${kB(f.bytes).toFixed(1)} kB`, `${kB(f.gzipBytes).toFixed(1)} kB`]);
  const rest = sorted.slice(LISTED_FILES);
  if (rest.length > 0) {
    const sum = (key: 'bytes' | 'gzipBytes') => rest.reduce((n, f) => n + f[key], 0);
    rows.push([
      `(${rest.length} archivos más)`,
      `${kB(sum('bytes')).toFixed(1)} kB`,
      `${kB(sum('gzipBytes')).toFixed(1)} kB`,
    ]);
  }
  return renderTable(['archivo', 'tamaño', 'gzip'], rows);
}

export async function runPrecacheBench(): Promise<BenchResult> {
  const files = weighPrecache(webDist);
  printSection('Precache: lo que el service worker descarga en la primera visita', renderFiles(files));
  const total = (key: 'bytes' | 'gzipBytes') => files.reduce((n, f) => n + f[key], 0);
  const figures: Figure[] = [
    {
      name: 'precache gzip',
      value: kB(total('gzipBytes')),
      unit: 'kB',
      budget: { op: '<=', value: PRECACHE_BUDGET_BYTES / 1000 },
    },
    { name: 'precache: tamaño sin comprimir', value: kB(total('bytes')), unit: 'kB' },
    { name: 'precache: archivos', value: files.length, unit: '' },
  ];
  return { bench: 'precache', figures, details: { files } };
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Precache', runPrecacheBench, 60_000);
}
