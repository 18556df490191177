/**
 * HTTP benchmark: requests/s, p99 and CPU per request of the hot reads (metadata.json, getListado, a menu, an
 * events board) on the real API against a bare Fastify route answering the same bytes from memory, on PGlite and
 * on PostgreSQL; plus the check that a write announced by one instance clears the cache of another. Budgets
 * (issue 17): real >= 85% of bare requests/s, and real CPU per request <= 1.3x bare.
 * (getHorariosDisponibles, a POST, is measured the same way in availability.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiInstance, startApiInstance } from './lib/api-instance.ts';
import { startBareServer } from './lib/bare-server.ts';
import { createBenchDatabase, isPostgresReachable } from './lib/bench-database.ts';
import { checkCrossProcessInvalidation, type InvalidationCheck } from './lib/cache-invalidation.ts';
import { getRaw } from './lib/raw-get.ts';
import { type ComparedLoad, compareLoad } from './lib/load-comparison.ts';
import { type Figure, formatNumber, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { settings } from './lib/settings.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';

/** Real requests/s must reach this percentage of the bare route's. */
export const HTTP_RATIO_BUDGET_PERCENT = 85;
/** Real CPU time per request may be at most this multiple of the bare route's. */
export const HTTP_CPU_BUDGET_RATIO = 1.3;

/** What the load's requests send besides the URL: Accept-Encoding as a browser would. */
const requestHeaders: Record<string, string> =
  settings.acceptEncoding === 'none' ? {} : { 'accept-encoding': settings.acceptEncoding };

const ENDPOINTS = [
  { name: 'getListado', path: '/api/comercios/getListado/tandil.localhost' },
  { name: 'metadata.json', path: '/api/site/tandil.localhost/metadata.json' },
  { name: 'carta', path: '/api/carta/la-farola/0' },
  { name: 'cartelera', path: '/api/eventos/cartelera/cerveceria-la-serrana' },
] as const;

interface EndpointMeasure {
  endpoint: string;
  database: string;
  /** Size of the body as sent (compressed when the server compressed it). */
  bytes: number;
  encoding: string;
  /** The first answer, computed from the database (the cache was empty). */
  coldMs: number;
  /** The next answer, from the cache. */
  hotMs: number;
  load: ComparedLoad;
}

/** Headers of the real answer the bare server repeats: all but those each server sets for itself. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
]);

function toRepeatedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));
}

/** Loads each endpoint on the real API and on a bare server given the very bytes the API answered. */
async function measureEndpoints(api: ApiInstance, database: string): Promise<EndpointMeasure[]> {
  const samples = [];
  for (const endpoint of ENDPOINTS) {
    const cold = await getRaw(`${api.baseUrl}${endpoint.path}`, requestHeaders);
    if (cold.status !== 200) throw new Error(`${endpoint.path} respondió ${cold.status}`);
    const hot = await getRaw(`${api.baseUrl}${endpoint.path}`, requestHeaders);
    if (!hot.body.equals(cold.body)) console.warn(`  ${endpoint.name}: la segunda respuesta difiere de la primera`);
    samples.push({ endpoint, cold, hot });
  }
  const bare = await startBareServer(
    samples.map(({ endpoint, cold }) => ({
      path: endpoint.path,
      contentType: cold.headers['content-type'] ?? 'application/json; charset=utf-8',
      body: cold.body,
      headers: toRepeatedHeaders(cold.headers),
    })),
    settings.ports.bare,
  );
  try {
    const measures: EndpointMeasure[] = [];
    for (const { endpoint, cold, hot } of samples) {
      console.log(`  ${database} · ${endpoint.name}: ${settings.durationSec} s por servidor...`);
      const load = await compareLoad(`${api.baseUrl}${endpoint.path}`, `${bare.baseUrl}${endpoint.path}`, {
        ...settings,
        headers: requestHeaders,
      });
      measures.push({
        endpoint: endpoint.name,
        database,
        bytes: cold.body.length,
        encoding: cold.headers['content-encoding'] ?? 'identity',
        coldMs: cold.ms,
        hotMs: hot.ms,
        load,
      });
    }
    return measures;
  } finally {
    await bare.close();
  }
}

/** The real API on a fresh database (PGlite under a temp folder, or the given PostgreSQL database). */
async function benchDatabase(database: string, databaseUrl?: string): Promise<EndpointMeasure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-http-'));
  try {
    const started = performance.now();
    const api = await startApiInstance({
      dataDir,
      databaseUrl,
      port: settings.ports.real,
      clockStart: settings.clockStart,
      logger: { level: settings.apiLogLevel, file: join(dataDir, 'api.log') },
    });
    console.log(`  ${database}: API lista en ${Math.round(performance.now() - started)} ms (migraciones y demo)`);
    try {
      return await measureEndpoints(api, database);
    } finally {
      await api.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function toFigures(measures: EndpointMeasure[]): Figure[] {
  return measures.flatMap((m) => {
    const label = `${m.endpoint} · ${m.database}`;
    const failures = m.load.real.failures + m.load.bare.failures;
    const ratio: Figure = {
      name: `${label} · real/bare req/s`,
      value: Math.round(m.load.ratioPercent * 10) / 10,
      unit: '%',
      budget: { op: '>=', value: HTTP_RATIO_BUDGET_PERCENT },
      ...(failures > 0 ? { error: `${failures} respuestas fallidas bajo carga` } : {}),
    };
    return [
      { name: `${label} · real req/s`, value: Math.round(m.load.real.requestsPerSec), unit: 'req/s' },
      { name: `${label} · bare req/s`, value: Math.round(m.load.bare.requestsPerSec), unit: 'req/s' },
      ratio,
      { name: `${label} · real p99`, value: m.load.real.p99Ms, unit: 'ms' },
      { name: `${label} · bare p99`, value: m.load.bare.p99Ms, unit: 'ms' },
      {
        name: `${label} · real/bare CPU por request`,
        value: m.load.cpuRatioPercent > 0 ? Math.round((100 / m.load.cpuRatioPercent) * 100) / 100 : null,
        unit: 'x',
        budget: { op: '<=', value: HTTP_CPU_BUDGET_RATIO },
      },
    ];
  });
}

function renderMeasures(measures: EndpointMeasure[]): string {
  const rows = measures.map((m) => [
    m.endpoint,
    m.database,
    `${formatNumber(m.bytes)} B ${m.encoding}`,
    `${m.coldMs.toFixed(1)} / ${m.hotMs.toFixed(1)} ms`,
    formatNumber(Math.round(m.load.real.requestsPerSec)),
    formatNumber(Math.round(m.load.bare.requestsPerSec)),
    `${m.load.ratioPercent.toFixed(1)} %`,
    `${m.load.real.p99Ms} / ${m.load.bare.p99Ms} ms`,
    `${m.load.real.cpuUsPerRequest.toFixed(0)} / ${m.load.bare.cpuUsPerRequest.toFixed(0)} µs`,
    `${m.load.cpuRatioPercent.toFixed(1)} %`,
    m.load.real.slices.map((s) => Math.round(s.requestsPerSec)).join(' '),
    m.load.bare.slices.map((s) => Math.round(s.requestsPerSec)).join(' '),
  ]);
  const header = ['endpoint', 'db', 'body', 'cold / hot', 'real req/s', 'bare req/s', 'ratio'];
  header.push('p99 real / bare', 'CPU/req real / bare', 'CPU ratio', 'real slices', 'bare slices');
  return renderTable(header, rows);
}

function redactPassword(url: string): string {
  if (url === 'none') return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export async function runHttpBench(): Promise<BenchResult> {
  const measures: EndpointMeasure[] = [];
  const figures: Figure[] = [];
  const notes: string[] = [];
  let invalidation: InvalidationCheck | undefined;
  const load = `${settings.connections} conexiones, ${settings.durationSec} s por servidor`;
  const encoding = `Accept-Encoding "${settings.acceptEncoding}"`;
  console.log(`HTTP: autocannon, ${load}, ${encoding}, API con logs "${settings.apiLogLevel}"`);

  measures.push(...(await benchDatabase('PGlite')));

  const serverUrl = settings.databaseUrl;
  if (serverUrl === 'none') {
    notes.push('PostgreSQL omitido (BENCH_DATABASE_URL=none)');
  } else if (!(await isPostgresReachable(serverUrl))) {
    notes.push(`PostgreSQL omitido: no responde en ${new URL(serverUrl).host}`);
  } else {
    const benchDb = await createBenchDatabase(serverUrl);
    try {
      measures.push(...(await benchDatabase('PostgreSQL', benchDb.url)));
      console.log('  PostgreSQL: invalidación de caché entre dos instancias...');
      invalidation = await checkCrossProcessInvalidation({
        databaseUrl: benchDb.url,
        port: settings.ports.invalidation,
        clockStart: settings.clockStart,
      });
    } finally {
      await benchDb.drop();
    }
  }

  figures.push(...toFigures(measures));
  if (invalidation) {
    figures.push({
      name: 'caché invalidada entre procesos (PostgreSQL)',
      value: Math.round(invalidation.elapsedMs),
      unit: 'ms',
      budget: { op: '<=', value: invalidation.limitMs },
    });
    if (!invalidation.cacheWasHot) notes.push('B no tenía el listado en caché antes del anuncio: la prueba es débil');
  } else {
    figures.push({
      name: 'caché invalidada entre procesos (PostgreSQL)',
      value: null,
      unit: 'ms',
      error: 'sin PostgreSQL',
    });
  }

  printSection('HTTP: detalle', renderMeasures(measures));
  if (invalidation)
    console.log(`\nInvalidación entre procesos: ${invalidation.passed ? 'PASS' : 'FAIL'}. ${invalidation.detail}`);
  for (const note of notes) console.log(`Nota: ${note}`);
  return {
    bench: 'http',
    figures,
    details: {
      settings: { ...settings, databaseUrl: redactPassword(settings.databaseUrl) },
      measures,
      invalidation,
      notes,
    },
  };
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('HTTP', runHttpBench, 15 * 60_000);
}
