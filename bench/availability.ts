/**
 * Reservation availability benchmark (issue 6):
 * 1. the pure domain function on a busy day (200 reservations, 3 sectors, 60 slots): budget 1 ms per call;
 * 2. POST /api/reservas/getHorariosDisponibles on the real API against a bare Fastify POST route answering the
 *    same bytes from memory, on PGlite and on PostgreSQL: budget real >= 85% of bare requests/s and real CPU per
 *    request <= 1.3x bare (issue 17).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import {
  computeHorariosDisponibles,
  getReservaOcupacion,
  listTurnos,
  type ReservaOcupante,
  type SectorReservas,
  type ServicioReservas,
} from '@vidriera/domain/reservas';
import { eq } from 'drizzle-orm';
import { comercios, reservaSectores, reservaServicios, reservas, users } from '../apps/api/src/db/schema.ts';
import { type ApiInstance, startApiInstance } from './lib/api-instance.ts';
import { createBenchDatabase, isPostgresReachable } from './lib/bench-database.ts';
import type { LoadResult } from './lib/load-test.ts';
import { type Figure, formatNumber, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { settings } from './lib/settings.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';

export const PURE_BUDGET_MS = 1;
export const HTTP_RATIO_BUDGET_PERCENT = 85;
export const HTTP_CPU_BUDGET_RATIO = 1.3;

const BA = 'America/Argentina/Buenos_Aires';
const BUSY_DAY = '2026-11-28'; // a Saturday, a week after the demo clock's start
const PATH = '/api/reservas/getHorariosDisponibles';

// ---------------------------------------------------------------------------------------------------------------
// 1. The pure function

const busyService: ServicioReservas = {
  id: 1,
  franjas: [{ dia: 6, desde: '09:00', hasta: '23:45' }],
  intervaloMinutos: 15,
  duracionPromHasta2P: 90,
  duracionProm2a5P: 120,
  duracionPromMas5P: 150,
  anticipacionMinimaMinutos: 60,
  minutosDeTolerancia: 15,
};
const busySectores: SectorReservas[] = [
  { id: 1, descripcion: 'Salón', capacidad: 120 },
  { id: 2, descripcion: 'Terraza', capacidad: 60 },
  { id: 3, descripcion: 'Quincho', capacidad: 40 },
];

/** 200 reservations spread over the day's 60 slots and 3 sectors, parties of 1 to 8. */
function createBusyReservas(): ReservaOcupante[] {
  const turnos = listTurnos(BUSY_DAY, [busyService], BA);
  if (turnos.length !== 60) throw new Error(`se esperaban 60 turnos, hay ${turnos.length}`);
  return Array.from({ length: 200 }, (_, i) => {
    const cantidad = 1 + ((i * 5) % 8);
    const turno = turnos[(i * 37) % turnos.length];
    if (!turno) throw new Error('turno inexistente');
    return { ...getReservaOcupacion(turno.inicio, cantidad, busyService), cantidad, sectorId: 1 + (i % 3) };
  });
}

interface PureMeasure {
  meanMs: number;
  p99Ms: number;
  calls: number;
}

function measurePure(): PureMeasure {
  const reservasOcupadas = createBusyReservas();
  const now = new Date('2026-11-28T10:00:00-03:00');
  const run = (cantidadPersonas: number) =>
    computeHorariosDisponibles({
      fecha: BUSY_DAY,
      cantidadPersonas,
      servicios: [busyService],
      sectores: busySectores,
      diasCerrados: [],
      reservas: reservasOcupadas,
      now,
      timeZone: BA,
    });
  for (let i = 0; i < 2000; i++) run(1 + (i % 10));
  // Batches of 10 calls: a single call is too short for the timer to be trusted.
  const batches = 1000;
  const perCall: number[] = [];
  for (let b = 0; b < batches; b++) {
    const started = performance.now();
    for (let i = 0; i < 10; i++) run(1 + ((b + i) % 10));
    perCall.push((performance.now() - started) / 10);
  }
  perCall.sort((a, b) => a - b);
  const mean = perCall.reduce((sum, v) => sum + v, 0) / perCall.length;
  return { meanMs: mean, p99Ms: perCall[Math.floor(perCall.length * 0.99)] ?? mean, calls: batches * 10 };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. The HTTP endpoint

const require = createRequire(import.meta.url);
const autocannonCli = require.resolve('autocannon/autocannon.js');

/**
 * Like lib/load-test.ts's runLoad, for a POST with a JSON body (runLoad only sends GETs): autocannon in a child
 * process, so the load generator has its own event loop.
 */
function runPostLoad(url: string, body: string, durationSec: number): Promise<LoadResult & { cpuUs: number }> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`los benchmarks sólo cargan 127.0.0.1, no ${url}`);
  const args = [
    autocannonCli,
    '--json',
    '--no-progress',
    '-c',
    String(settings.connections),
    '-d',
    String(durationSec),
  ];
  args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', body, url);
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), (durationSec + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`autocannon terminó con ${code}: ${stderr.trim()}`));
      const cpu = process.cpuUsage(cpuBefore);
      try {
        const r = JSON.parse(stdout);
        resolve({
          url,
          requestsPerSec: r.requests.average,
          p99Ms: r.latency.p99,
          p50Ms: r.latency.p50,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          throughputBytesPerSec: r.throughput.average,
          cpuUs: cpu.user + cpu.system,
        });
      } catch (err) {
        reject(new Error(`no se pudo leer el informe de autocannon: ${(err as Error).message}`));
      }
    });
  });
}

interface HttpMeasure {
  database: string;
  bytes: number;
  coldMs: number;
  hotMs: number;
  /** Mean time of answers the cache did not have (each a different party size). */
  uncachedMs: number;
  real: { requestsPerSec: number; p99Ms: number; failures: number; cpuUsPerRequest: number; slices: number[] };
  bare: { requestsPerSec: number; p99Ms: number; failures: number; cpuUsPerRequest: number; slices: number[] };
  ratioPercent: number;
}

/** Fills the busy day at La Farola with 200 reservations (as the API stores them) and returns its id. */
async function fillBusyDay(api: ApiInstance): Promise<number> {
  const db = api.database.db;
  const [farola] = await db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  if (!farola) throw new Error('falta la-farola en la demo');
  const servicios = await db.select().from(reservaServicios).where(eq(reservaServicios.comercioId, farola.id));
  const sectores = await db.select().from(reservaSectores).where(eq(reservaSectores.comercioId, farola.id));
  const [customer] = await db.select().from(users).where(eq(users.userName, '2494000000'));
  if (!customer || sectores.length === 0) throw new Error('falta la configuración de reservas de la demo');
  const turnos = listTurnos(BUSY_DAY, servicios, farola.timeZone);
  const rows = Array.from({ length: 200 }, (_, i) => {
    const turno = turnos[(i * 7) % turnos.length];
    const sector = sectores[i % sectores.length];
    if (!turno || !sector) throw new Error('turno o sector inexistente');
    const ocupacion = getReservaOcupacion(turno.inicio, 1, turno.servicio);
    return {
      comercioId: farola.id,
      usuarioId: customer.id,
      sectorId: sector.id,
      servicioId: turno.servicio.id,
      fechaHora: new Date(ocupacion.inicio),
      fin: new Date(ocupacion.fin),
      cantidad: 1,
      rango: 4,
      fechaHoraAlta: new Date(),
    };
  });
  await db.insert(reservas).values(rows);
  return farola.id;
}

async function timePost(url: string, body: string) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${PATH} respondió ${response.status}: ${bytes.toString()}`);
  return { ms: performance.now() - started, bytes, contentType: response.headers.get('content-type') ?? '' };
}

async function measureHttp(database: string, databaseUrl?: string): Promise<HttpMeasure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-availability-'));
  const api = await startApiInstance({
    dataDir,
    databaseUrl,
    port: settings.ports.real,
    clockStart: settings.clockStart,
    logger: { level: settings.apiLogLevel, file: join(dataDir, 'api.log') },
  });
  try {
    const configRestoId = await fillBusyDay(api);
    const body = JSON.stringify({ fechaHora: BUSY_DAY, cantidadPersonas: 2, configRestoId });
    const url = `${api.baseUrl}${PATH}`;
    const cold = await timePost(url, body);
    const hot = await timePost(url, body);
    let uncached = 0;
    for (let cantidad = 3; cantidad < 23; cantidad++) {
      uncached += (
        await timePost(url, JSON.stringify({ fechaHora: BUSY_DAY, cantidadPersonas: cantidad, configRestoId }))
      ).ms;
    }

    const bare = Fastify({ logger: false });
    bare.post(PATH, (_request, reply) => {
      reply.type(cold.contentType).send(cold.bytes);
    });
    await bare.listen({ port: settings.ports.bare, host: '127.0.0.1' });
    try {
      const bareUrl = `http://127.0.0.1:${settings.ports.bare}${PATH}`;
      console.log(`  ${database}: ${settings.durationSec} s por servidor...`);
      await runPostLoad(url, body, settings.warmupSec);
      await runPostLoad(bareUrl, body, settings.warmupSec);
      const sliceCount = Math.max(2, Math.round(settings.durationSec / 2));
      const sliceSec = Math.max(1, Math.round(settings.durationSec / sliceCount));
      const realSlices = [];
      const bareSlices = [];
      // Alternating slices (real, bare, bare, real, ...): whatever else the machine does weighs on both.
      for (let i = 0; i < sliceCount; i++) {
        if (i % 2 === 0) realSlices.push(await runPostLoad(url, body, sliceSec));
        bareSlices.push(await runPostLoad(bareUrl, body, sliceSec));
        if (i % 2 === 1) realSlices.push(await runPostLoad(url, body, sliceSec));
      }
      const summarize = (slices: Array<LoadResult & { cpuUs: number }>) => {
        const requests = slices.reduce((sum, s) => sum + s.requests, 0);
        const p99s = slices.map((s) => s.p99Ms).sort((a, b) => a - b);
        return {
          requestsPerSec: slices.reduce((sum, s) => sum + s.requestsPerSec, 0) / slices.length,
          p99Ms: p99s[Math.floor(p99s.length / 2)] ?? 0,
          failures: slices.reduce((sum, s) => sum + s.non2xx + s.errors + s.timeouts, 0),
          cpuUsPerRequest: requests > 0 ? slices.reduce((sum, s) => sum + s.cpuUs, 0) / requests : 0,
          slices: slices.map((s) => Math.round(s.requestsPerSec)),
        };
      };
      const real = summarize(realSlices);
      const bareLoad = summarize(bareSlices);
      return {
        database,
        bytes: cold.bytes.length,
        coldMs: cold.ms,
        hotMs: hot.ms,
        uncachedMs: uncached / 20,
        real,
        bare: bareLoad,
        ratioPercent: bareLoad.requestsPerSec > 0 ? (real.requestsPerSec / bareLoad.requestsPerSec) * 100 : 0,
      };
    } finally {
      await bare.close();
    }
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function runAvailabilityBench(): Promise<BenchResult> {
  const figures: Figure[] = [];
  const notes: string[] = [];

  console.log('Disponibilidad: función pura, día cargado (200 reservas, 3 sectores, 60 turnos)...');
  const pure = measurePure();
  figures.push(
    {
      name: 'computeHorariosDisponibles · día cargado · media',
      value: Math.round(pure.meanMs * 1000) / 1000,
      unit: 'ms',
      budget: { op: '<=', value: PURE_BUDGET_MS },
    },
    { name: 'computeHorariosDisponibles · día cargado · p99', value: Math.round(pure.p99Ms * 1000) / 1000, unit: 'ms' },
  );

  const measures: HttpMeasure[] = [await measureHttp('PGlite')];
  const serverUrl = settings.databaseUrl;
  if (serverUrl === 'none') {
    notes.push('PostgreSQL omitido (BENCH_DATABASE_URL=none)');
  } else if (!(await isPostgresReachable(serverUrl))) {
    notes.push(`PostgreSQL omitido: no responde en ${new URL(serverUrl).host}`);
  } else {
    const benchDb = await createBenchDatabase(serverUrl);
    try {
      measures.push(await measureHttp('PostgreSQL', benchDb.url));
    } finally {
      await benchDb.drop();
    }
  }

  for (const m of measures) {
    const label = `getHorariosDisponibles · ${m.database}`;
    const failures = m.real.failures + m.bare.failures;
    figures.push(
      { name: `${label} · real req/s`, value: Math.round(m.real.requestsPerSec), unit: 'req/s' },
      { name: `${label} · bare req/s`, value: Math.round(m.bare.requestsPerSec), unit: 'req/s' },
      {
        name: `${label} · real/bare req/s`,
        value: Math.round(m.ratioPercent * 10) / 10,
        unit: '%',
        budget: { op: '>=', value: HTTP_RATIO_BUDGET_PERCENT },
        ...(failures > 0 ? { error: `${failures} respuestas fallidas bajo carga` } : {}),
      },
      {
        name: `${label} · real/bare CPU por request`,
        value:
          m.bare.cpuUsPerRequest > 0 ? Math.round((m.real.cpuUsPerRequest / m.bare.cpuUsPerRequest) * 100) / 100 : null,
        unit: 'x',
        budget: { op: '<=', value: HTTP_CPU_BUDGET_RATIO },
      },
      { name: `${label} · sin caché (media)`, value: Math.round(m.uncachedMs * 10) / 10, unit: 'ms' },
    );
  }

  printSection(
    'Disponibilidad: detalle',
    renderTable(
      [
        'db',
        'body',
        'cold / hot',
        'sin caché',
        'real req/s',
        'bare req/s',
        'ratio',
        'p99 real / bare',
        'CPU/req real / bare',
        'real slices',
        'bare slices',
      ],
      measures.map((m) => [
        m.database,
        `${formatNumber(m.bytes)} B`,
        `${m.coldMs.toFixed(1)} / ${m.hotMs.toFixed(1)} ms`,
        `${m.uncachedMs.toFixed(1)} ms`,
        formatNumber(Math.round(m.real.requestsPerSec)),
        formatNumber(Math.round(m.bare.requestsPerSec)),
        `${m.ratioPercent.toFixed(1)} %`,
        `${m.real.p99Ms} / ${m.bare.p99Ms} ms`,
        `${m.real.cpuUsPerRequest.toFixed(0)} / ${m.bare.cpuUsPerRequest.toFixed(0)} µs`,
        m.real.slices.join(' '),
        m.bare.slices.join(' '),
      ]),
    ),
  );
  console.log(
    `Función pura: media ${pure.meanMs.toFixed(3)} ms, p99 ${pure.p99Ms.toFixed(3)} ms (${formatNumber(pure.calls)} llamadas)`,
  );
  for (const note of notes) console.log(`Nota: ${note}`);
  return { bench: 'availability', figures, details: { pure, measures, notes } };
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Disponibilidad de reservas', runAvailabilityBench, 10 * 60_000);
}
