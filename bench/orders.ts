/**
 * Orders benchmark (issue 5):
 * 1. POST /api/pedidos/pedir with 20 concurrent customers, each with its own session, on PostgreSQL (and,
 *    for information, PGlite): orders placed per second (budget 500/s), and then, against the database, that no
 *    acknowledged order was lost (nor any order stored that was not acknowledged) and that every stored total
 *    is exactly what the menu says.
 * 2. GET /api/carta/la-farola/0 on the real API against a bare Fastify route answering the same bytes from
 *    memory: budget real >= 85% of bare requests/s (issue 17; http.ts measures the same read beside the others).
 * The customers run in a child process (this same file, started with ORDERS_BENCH_CLIENT=1), so the load has
 * its own event loop, as autocannon has in the other benchmarks.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import {
  resolveOpciones,
  computePrecioUnitario,
  computeTotal,
  toCentavos,
  type PedirRequest,
} from '@vidriera/domain/pedidos';
import type { Carta, Plato } from '@vidriera/domain/carta';
import { pedidoItems, pedidos, users } from '../apps/api/src/db/schema.ts';
import { type ApiInstance, startApiInstance } from './lib/api-instance.ts';
import { startBareServer } from './lib/bare-server.ts';
import { createBenchDatabase, isPostgresReachable } from './lib/bench-database.ts';
import { type ComparedLoad, compareLoad } from './lib/load-comparison.ts';
import { assertPortFree } from './lib/ports.ts';
import { getRaw } from './lib/raw-get.ts';
import { type Figure, formatNumber, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { settings } from './lib/settings.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';

export const ORDERS_BUDGET_PER_SEC = 500;
export const CARTA_RATIO_BUDGET_PERCENT = 85;
const CUSTOMERS = 20;
const CARPETA = 'la-farola';
const CARTA_PATH = `/api/carta/${CARPETA}/0`;

// ---------------------------------------------------------------------------------------------------------------
// Order templates: varied orders whose totals the domain computes from the menu, as the server must

interface OrderTemplate {
  body: PedirRequest;
  /** The total the server must store, in centavos. */
  totalCentavos: number;
  items: number;
}

function findPlato(carta: Carta, titulo: string): Plato {
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === titulo);
  if (!plato) throw new Error(`falta el plato ${titulo} en la carta de ${CARPETA}`);
  return plato;
}

function choose(plato: Plato, set: string, ...descripciones: string[]) {
  const found = plato.platoProductoOpcs.find((s) => s.productoOpc.descripcion === set);
  if (!found) throw new Error(`falta el grupo ${set} en ${plato.titulo}`);
  return {
    productoOpcId: found.productoOpcId,
    productoOpcDets: descripciones.map((descripcion) => {
      const det = found.productoOpc.productosOpcDets.find((d) => d.descripcion === descripcion);
      if (!det) throw new Error(`falta la opción ${descripcion} en ${set}`);
      return { productoOpcDetId: det.productoOpcDetId, descripcion };
    }),
  };
}

function buildTemplates(carta: Carta): OrderTemplate[] {
  const p = (titulo: string) => findPlato(carta, titulo);
  const vacio = p('Vacío');
  const bife = p('Bife de chorizo');
  const asado = p('Asado de tira');
  const orders: Array<Omit<PedirRequest, 'configRestoId'>> = [
    {
      pedidosIts: [
        { platoId: p('Provoleta a la parrilla').platoId, cantidad: 1 },
        { platoId: p('Empanada de carne frita').platoId, cantidad: 3 },
      ],
      formaPagoId: 0,
      delivery: false,
    },
    {
      pedidosIts: [
        {
          platoId: vacio.platoId,
          cantidad: 2,
          opciones: [choose(vacio, 'Punto de cocción', 'A punto'), choose(vacio, 'Guarnición', 'Papas a la provenzal')],
        },
        { platoId: p('Malbec de la casa').platoId, cantidad: 1 },
      ],
      formaPagoId: 1,
      delivery: true,
      domicilio: 'Av. España 555, Tandil',
    },
    {
      pedidosIts: [
        {
          platoId: bife.platoId,
          cantidad: 1,
          opciones: [
            choose(bife, 'Punto de cocción', 'Jugoso'),
            choose(bife, 'Guarnición', 'Ensalada mixta', 'Papas a la provenzal'),
          ],
        },
      ],
      formaPagoId: 3,
      delivery: false,
      observacion: 'Sin sal, por favor',
    },
    {
      pedidosIts: [
        { platoId: asado.platoId, cantidad: 1, opciones: [choose(asado, 'Guarnición', 'Papas fritas')] },
        { platoId: p('Flan casero mixto').platoId, cantidad: 2 },
        { platoId: p('Agua mineral 500 ml').platoId, cantidad: 2 },
      ],
      formaPagoId: 0,
      delivery: false,
      mesa: 12,
    },
  ];
  return orders.map((order) => {
    const lineas = order.pedidosIts.map((item) => {
      const plato = carta.grupos.flatMap((g) => g.platos).find((x) => x.platoId === item.platoId);
      if (!plato) throw new Error('plato inexistente');
      const resolved = resolveOpciones(plato.platoProductoOpcs, item.opciones ?? []);
      if (!resolved.ok) throw new Error(resolved.message);
      return { precio: computePrecioUnitario(plato, resolved.opciones), cantidad: item.cantidad };
    });
    return {
      body: { configRestoId: carta.configRestoId, ...order },
      totalCentavos: toCentavos(computeTotal(lineas)),
      items: order.pedidosIts.length,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The customers (child process)

interface ClientConfig {
  url: string;
  tokens: string[];
  templates: OrderTemplate[];
  durationSec: number;
}

interface ClientReport {
  /** [pedidoId, template index] of every acknowledged order. */
  acked: Array<[number, number]>;
  failures: number;
  failureSamples: string[];
  latenciesMs: number[];
  elapsedMs: number;
}

function postJson(agent: Agent, url: string, token: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('sin respuesta')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Each customer places orders one after the other (its next order when the last one is acknowledged). */
async function runClients(config: ClientConfig): Promise<ClientReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: config.tokens.length });
  const bodies = config.templates.map((t) => JSON.stringify(t.body));
  const report: ClientReport = { acked: [], failures: 0, failureSamples: [], latenciesMs: [], elapsedMs: 0 };
  const started = performance.now();
  const end = started + config.durationSec * 1000;
  await Promise.all(
    config.tokens.map(async (token, customer) => {
      let n = customer;
      while (performance.now() < end) {
        const template = n++ % bodies.length;
        const sent = performance.now();
        try {
          const answer = await postJson(agent, config.url, token, bodies[template] as string);
          report.latenciesMs.push(performance.now() - sent);
          if (answer.status === 200) {
            report.acked.push([(JSON.parse(answer.body) as { pedidoId: number }).pedidoId, template]);
          } else {
            report.failures++;
            if (report.failureSamples.length < 5) report.failureSamples.push(`${answer.status} ${answer.body}`);
          }
        } catch (err) {
          report.failures++;
          if (report.failureSamples.length < 5) report.failureSamples.push((err as Error).message);
        }
      }
    }),
  );
  report.elapsedMs = performance.now() - started;
  agent.destroy();
  return report;
}

function runClientProcess(config: ClientConfig): Promise<ClientReport> {
  if (!config.url.startsWith('http://127.0.0.1:'))
    throw new Error(`los benchmarks sólo cargan 127.0.0.1, no ${config.url}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, ORDERS_BENCH_CLIENT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), (config.durationSec + 60) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`los clientes terminaron con ${code}: ${stderr.trim()}`));
      try {
        resolve(JSON.parse(stdout) as ClientReport);
      } catch (err) {
        reject(new Error(`no se pudo leer el informe de los clientes: ${(err as Error).message}`));
      }
    });
    child.stdin.end(JSON.stringify(config));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Measures

interface OrdersMeasure {
  database: string;
  ordersPerSec: number;
  acked: number;
  failures: number;
  failureSamples: string[];
  p50Ms: number;
  p99Ms: number;
  /**
   * CPU time of this process (the API; the customers run in a child process) per acknowledged order: unlike
   * orders/s it hardly moves with other load on the machine. PostgreSQL's own CPU is not in it.
   */
  cpuUsPerOrder: number;
  /** Acknowledged orders missing from the database. */
  lost: number;
  /** Orders stored for the bench's customers that nobody was told about. */
  unacknowledged: number;
  wrongTotals: number;
  wrongItems: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** 20 customers with their own sessions (made directly: the WhatsApp code flow is not what is measured). */
async function createCustomers(api: ApiInstance): Promise<{ ids: number[]; tokens: string[] }> {
  const rows = await api.database.db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        userName: `bench-${process.pid}-${i}`,
        nombreApellido: `Cliente Bench ${i + 1}`,
        telefono: `249${process.pid % 10_000}${String(i).padStart(3, '0')}`,
        domicilio: 'Av. España 555, Tandil',
      })),
    )
    .returning({ id: users.id, ver: users.ver });
  const tokens = await Promise.all(rows.map(async (u) => (await api.app.issueToken(u)).token));
  return { ids: rows.map((r) => r.id), tokens };
}

async function verifyOrders(
  api: ApiInstance,
  userIds: number[],
  templates: OrderTemplate[],
  acked: ClientReport['acked'],
) {
  const db = api.database.db;
  const stored = await db
    .select({ id: pedidos.id, total: pedidos.total })
    .from(pedidos)
    .where(inArray(pedidos.usuarioId, userIds));
  const byId = new Map(stored.map((p) => [p.id, p.total]));
  const itemCounts = new Map<number, number>();
  const ids = stored.map((p) => p.id);
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ pedidoId: pedidoItems.pedidoId })
      .from(pedidoItems)
      .where(inArray(pedidoItems.pedidoId, ids.slice(i, i + 5000)));
    for (const r of rows) itemCounts.set(r.pedidoId, (itemCounts.get(r.pedidoId) ?? 0) + 1);
  }
  let lost = 0;
  let wrongTotals = 0;
  let wrongItems = 0;
  for (const [id, template] of acked) {
    const total = byId.get(id);
    if (total === undefined) {
      lost++;
      continue;
    }
    if (total !== templates[template]?.totalCentavos) wrongTotals++;
    if (itemCounts.get(id) !== templates[template]?.items) wrongItems++;
  }
  const ackedIds = new Set(acked.map(([id]) => id));
  const unacknowledged = stored.filter((p) => !ackedIds.has(p.id)).length;
  return { lost, unacknowledged, wrongTotals, wrongItems };
}

async function measureOrders(api: ApiInstance, database: string): Promise<OrdersMeasure> {
  const carta = (await (await fetch(`${api.baseUrl}${CARTA_PATH}`)).json()) as Carta;
  const templates = buildTemplates(carta);
  const { ids, tokens } = await createCustomers(api);
  const url = `${api.baseUrl}/api/pedidos/pedir`;
  console.log(`  ${database}: ${CUSTOMERS} clientes, ${settings.durationSec} s de pedidos...`);
  const warmup = await runClientProcess({ url, tokens, templates, durationSec: settings.warmupSec });
  const cpuBefore = process.cpuUsage();
  const run = await runClientProcess({ url, tokens, templates, durationSec: settings.durationSec });
  const cpu = process.cpuUsage(cpuBefore);
  const acked = [...warmup.acked, ...run.acked];
  const check = await verifyOrders(api, ids, templates, acked);
  const latencies = [...run.latenciesMs].sort((a, b) => a - b);
  return {
    database,
    ordersPerSec: run.acked.length / (run.elapsedMs / 1000),
    acked: run.acked.length,
    failures: warmup.failures + run.failures,
    failureSamples: [...warmup.failureSamples, ...run.failureSamples].slice(0, 5),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    cpuUsPerOrder: run.acked.length > 0 ? (cpu.user + cpu.system) / run.acked.length : 0,
    ...check,
  };
}

interface CartaMeasure {
  database: string;
  bytes: number;
  encoding: string;
  coldMs: number;
  hotMs: number;
  load: ComparedLoad;
}

const requestHeaders: Record<string, string> =
  settings.acceptEncoding === 'none' ? {} : { 'accept-encoding': settings.acceptEncoding };
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
]);

async function measureCarta(api: ApiInstance, database: string): Promise<CartaMeasure> {
  const url = `${api.baseUrl}${CARTA_PATH}`;
  const cold = await getRaw(url, requestHeaders);
  if (cold.status !== 200) throw new Error(`${CARTA_PATH} respondió ${cold.status}`);
  const hot = await getRaw(url, requestHeaders);
  const bare = await startBareServer(
    [
      {
        path: CARTA_PATH,
        contentType: cold.headers['content-type'] ?? 'application/json; charset=utf-8',
        body: cold.body,
        headers: Object.fromEntries(Object.entries(cold.headers).filter(([name]) => !OWN_HEADERS.has(name))),
      },
    ],
    settings.ports.bare,
  );
  try {
    console.log(`  ${database}: carta, ${settings.durationSec} s por servidor...`);
    const load = await compareLoad(url, `${bare.baseUrl}${CARTA_PATH}`, {
      connections: settings.connections,
      durationSec: settings.durationSec,
      warmupSec: settings.warmupSec,
      headers: requestHeaders,
    });
    return {
      database,
      bytes: cold.body.length,
      encoding: cold.headers['content-encoding'] ?? 'identity',
      coldMs: cold.ms,
      hotMs: hot.ms,
      load,
    };
  } finally {
    await bare.close();
  }
}

async function measureOn(database: string, databaseUrl?: string) {
  await assertPortFree(settings.ports.real);
  await assertPortFree(settings.ports.bare);
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-orders-'));
  const api = await startApiInstance({
    dataDir,
    databaseUrl,
    port: settings.ports.real,
    clockStart: settings.clockStart,
    logger: { level: settings.apiLogLevel, file: join(dataDir, 'api.log') },
    // Each of the 20 customers places hundreds of orders in seconds: the per-customer write limit (100 in 15
    // minutes, there for real customers) would answer 429 and measure the limit, not the ordering path.
    env: { CUSTOMER_WRITES_PER_USER: '1000000' },
  });
  try {
    const carta = await measureCarta(api, database);
    const orders = await measureOrders(api, database);
    return { carta, orders };
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function runOrdersBench(): Promise<BenchResult> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  const measures = [await measureOn('PGlite')];
  const serverUrl = settings.databaseUrl;
  if (serverUrl === 'none') {
    notes.push('PostgreSQL omitido (BENCH_DATABASE_URL=none)');
  } else if (!(await isPostgresReachable(serverUrl))) {
    notes.push(`PostgreSQL omitido: no responde en ${new URL(serverUrl).host}`);
  } else {
    const benchDb = await createBenchDatabase(serverUrl);
    try {
      measures.push(await measureOn('PostgreSQL', benchDb.url));
    } finally {
      await benchDb.drop();
    }
  }

  for (const { orders: o } of measures) {
    const onPostgres = o.database === 'PostgreSQL';
    const label = `pedidos/pedir · ${o.database} · ${CUSTOMERS} clientes`;
    figures.push(
      {
        name: `${label} · pedidos/s`,
        value: Math.round(o.ordersPerSec),
        unit: 'pedidos/s',
        ...(onPostgres ? { budget: { op: '>=' as const, value: ORDERS_BUDGET_PER_SEC } } : {}),
      },
      { name: `${label} · p99`, value: Math.round(o.p99Ms * 10) / 10, unit: 'ms' },
      { name: `${label} · CPU de la API por pedido`, value: Math.round(o.cpuUsPerOrder), unit: 'µs' },
      {
        name: `${label} · pedidos perdidos`,
        value: o.lost + o.unacknowledged,
        unit: '',
        budget: { op: '<=', value: 0 },
      },
      {
        name: `${label} · totales o ítems inexactos`,
        value: o.wrongTotals + o.wrongItems,
        unit: '',
        budget: { op: '<=', value: 0 },
      },
      { name: `${label} · respuestas fallidas`, value: o.failures, unit: '', budget: { op: '<=', value: 0 } },
    );
  }
  for (const { carta: c } of measures) {
    const label = `carta/${CARPETA} · ${c.database}`;
    const failures = c.load.real.failures + c.load.bare.failures;
    figures.push(
      { name: `${label} · real req/s`, value: Math.round(c.load.real.requestsPerSec), unit: 'req/s' },
      { name: `${label} · bare req/s`, value: Math.round(c.load.bare.requestsPerSec), unit: 'req/s' },
      {
        name: `${label} · real/bare req/s`,
        value: Math.round(c.load.ratioPercent * 10) / 10,
        unit: '%',
        budget: { op: '>=', value: CARTA_RATIO_BUDGET_PERCENT },
        ...(failures > 0 ? { error: `${failures} respuestas fallidas bajo carga` } : {}),
      },
    );
  }

  printSection(
    'Pedidos: detalle',
    renderTable(
      ['db', 'pedidos/s', 'aceptados', 'p50 / p99', 'CPU/pedido', 'perdidos', 'sin acuse', 'totales mal', 'fallas'],
      measures.map(({ orders: o }) => [
        o.database,
        formatNumber(Math.round(o.ordersPerSec)),
        formatNumber(o.acked),
        `${o.p50Ms.toFixed(1)} / ${o.p99Ms.toFixed(1)} ms`,
        `${Math.round(o.cpuUsPerOrder)} µs`,
        String(o.lost),
        String(o.unacknowledged),
        String(o.wrongTotals + o.wrongItems),
        String(o.failures),
      ]),
    ),
  );
  printSection(
    'Carta: detalle',
    renderTable(
      ['db', 'body', 'cold / hot', 'real req/s', 'bare req/s', 'ratio', 'CPU ratio', 'p99 real / bare'],
      measures.map(({ carta: c }) => [
        c.database,
        `${formatNumber(c.bytes)} B ${c.encoding}`,
        `${c.coldMs.toFixed(1)} / ${c.hotMs.toFixed(1)} ms`,
        formatNumber(Math.round(c.load.real.requestsPerSec)),
        formatNumber(Math.round(c.load.bare.requestsPerSec)),
        `${c.load.ratioPercent.toFixed(1)} %`,
        `${c.load.cpuRatioPercent.toFixed(1)} %`,
        `${c.load.real.p99Ms} / ${c.load.bare.p99Ms} ms`,
      ]),
    ),
  );
  for (const { orders: o } of measures) {
    for (const sample of o.failureSamples) console.log(`Falla (${o.database}): ${sample}`);
  }
  for (const note of notes) console.log(`Nota: ${note}`);
  return {
    bench: 'orders',
    figures,
    details: {
      measures: measures.map(({ orders, carta }) => ({
        orders,
        carta: {
          ...carta,
          load: {
            ...carta.load,
            real: { ...carta.load.real, slices: undefined },
            bare: { ...carta.load.bare, slices: undefined },
          },
        },
      })),
      notes,
    },
  };
}

if (process.env.ORDERS_BENCH_CLIENT === '1') {
  let input = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(JSON.stringify(await runClients(JSON.parse(input) as ClientConfig)));
} else if (isEntryModule(import.meta.url)) {
  await runStandalone('Pedidos y carta', runOrdersBench, 15 * 60_000);
}
