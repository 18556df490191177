import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCartaRoute, type Carta } from '@vidriera/domain/carta';
import { getListadoRoute } from '@vidriera/domain/comercios';
import { createUserRoute } from '@vidriera/domain/cuentas';
import { pedidosEventosRoute, pedirRoute } from '@vidriera/domain/pedidos';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@vidriera/domain/common';
import { type ApiProcess, saturdayNight, startApiProcess } from './helpers/api-process.ts';
import { noteMissingTools } from './helpers/requirements.ts';

// Issue #35, "a lost process": three processes of the built server on one PostgreSQL database, behind HAProxy with
// the repository's configuration (deploy/haproxy.cfg), under ordering load (customers placing orders at La Farola,
// each with its own session, plus hot reads of its menu and of the listing). One process is killed with SIGKILL in
// the middle of it and restarted; later another is stopped with SIGTERM. Checked: every acknowledged order is in the
// database; the only requests that failed were in flight on the killed process (each order that failed is sent
// again once with its Idempotency-Key, as the web app does, and nothing is written twice); HAProxy stops sending to
// the killed process within 2 s and sends to it again once it is back; the SIGTERM loses nothing and exits 0.
// Needs haproxy (apt-get install -y haproxy) and the machine's PostgreSQL (127.0.0.1:5432, a database of its own);
// skipped without them.

const LB_PORT = 3250;
const STATS_PORT = 3259;
const PORTS = [3251, 3252, 3253] as const;
const SERVERS = ['api1', 'api2', 'api3'] as const;
const CUSTOMERS = 12;
const READERS = 4;
/** The balancer must stop sending to a killed process within this long. */
const EJECT_MS = 2_000;
const HAPROXY_CFG = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));
const ADMIN_URL = process.env.LB_FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'lb-kill-test-secret-lb-kill-test-secret-0123';
const HOST = 'tandil.localhost';

async function unavailableReason(): Promise<string | null> {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
    return 'haproxy is not installed (apt-get install -y haproxy)';
  }
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return `PostgreSQL at ${ADMIN_URL} does not answer (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

const unavailable = noteMissingTools('load balancer fault test', await unavailableReason());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ports this test listens on must be free (a balancer or a server left behind would answer instead). */
async function assertPortsFree(ports: readonly number[]) {
  for (const port of ports) {
    const taken = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new Error(`port ${port} is taken: something is listening on it already`);
  }
}

async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined> | T | undefined) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// HAProxy: its log lines (one per request, option httplog with the X-Request-Id captured) and its stats (CSV)

interface LogLine {
  /** When the balancer received the request (epoch ms; HAProxy runs with TZ=UTC). */
  at: number;
  /** The process that answered it at last (after retries), or <NOSRV>. */
  server: string;
  status: number;
  /** HAProxy's termination state: '----' for a normal end, 'SH--' for a process that died while answering, ... */
  termination: string;
  /** Retries ('+1' when redispatched to another process). */
  retries: string;
  requestId: string;
  request: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LOG_LINE =
  /^\S+ \[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2})\.(\d{3})\] \S+ [^/\s]+\/(\S+) \S+ (-?\d+) \d+ \S+ \S+ (\S{4}) \d+\/\d+\/\d+\/\d+\/(\+?\d+) \d+\/\d+ \{([^}]*)\} "(.*)"$/;

function parseLogLine(line: string): LogLine | null {
  const m = LOG_LINE.exec(line);
  if (!m) return null;
  const [, dd, mon, yyyy, hh, mi, ss, ms, server, status, termination, retries, requestId, request] = m;
  return {
    at: Date.UTC(Number(yyyy), MONTHS.indexOf(mon!), Number(dd), Number(hh), Number(mi), Number(ss), Number(ms)),
    server: server!,
    status: Number(status),
    termination: termination!,
    retries: retries!,
    requestId: requestId!,
    request: request!,
  };
}

interface ServerStats {
  status: string;
  /** Requests HAProxy has open on the process now. */
  scur: number;
  /** Connection errors, retries and redispatches HAProxy counted for the process. */
  econ: number;
  wretr: number;
  wredis: number;
}

async function readStats(): Promise<Map<string, ServerStats>> {
  const csv = await (await fetch(`http://127.0.0.1:${STATS_PORT}/;csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const col = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const stats = new Map<string, ServerStats>();
  for (const line of rows) {
    const row = line.split(',');
    if (col(row, 'pxname') !== 'api') continue;
    stats.set(col(row, 'svname'), {
      status: col(row, 'status'),
      scur: Number(col(row, 'scur')) || 0,
      econ: Number(col(row, 'econ')) || 0,
      wretr: Number(col(row, 'wretr')) || 0,
      wredis: Number(col(row, 'wredis')) || 0,
    });
  }
  return stats;
}

const statusOf = async (server: string) => (await readStats()).get(server)?.status ?? '';

function startHaproxy(runDir: string) {
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', HAPROXY_CFG], {
    env: {
      // This process's environment (a clock libfaketime moves, moves HAProxy's too), UTC for its log's dates.
      ...process.env,
      TZ: 'UTC',
      VIDRIERA_LB_BIND: `127.0.0.1:${LB_PORT}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${STATS_PORT}`,
      HAPROXY_STATS_SOCKET: join(runDir, 'haproxy.sock'),
      VIDRIERA_API_1: `127.0.0.1:${PORTS[0]}`,
      VIDRIERA_API_2: `127.0.0.1:${PORTS[1]}`,
      VIDRIERA_API_3: `127.0.0.1:${PORTS[2]}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let output = '';
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-20_000);
    const text = partial + chunk;
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      const parsed = parseLogLine(line);
      if (parsed) lines.push(parsed);
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-20_000);
  });
  return {
    lines,
    output: () => output,
    stop() {
      child.kill('SIGTERM');
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The customers: each places an order after the other through the balancer; readers read the menu and the listing

interface Attempt {
  requestId: string;
  method: 'GET' | 'POST';
  path: string;
  start: number;
  end: number;
  status: number;
  error?: string;
  body: string;
  /** The Idempotency-Key of an order, and the request id of the try this one repeats. */
  key?: string;
  retryOf?: string;
  /** Answered from the server's store of keys: an earlier try had written it. */
  replayed?: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS + READERS + 4 });
let requestCounter = 0;

function send(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; key?: string; retryOf?: string } = {},
): Promise<Attempt> {
  const requestId = `lb-kill-${++requestCounter}`;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const attempt: Attempt = { requestId, method, path, start: Date.now(), end: 0, status: 0, body: '' };
  if (options.key) attempt.key = options.key;
  if (options.retryOf) attempt.retryOf = options.retryOf;
  return new Promise((resolve) => {
    const done = (error?: string) => {
      attempt.end = Date.now();
      if (error) attempt.error = error;
      resolve(attempt);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port: LB_PORT,
        method,
        path,
        agent,
        headers: {
          host: HOST,
          'x-request-id': requestId,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        attempt.status = res.statusCode ?? 0;
        if (res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] === 'true') attempt.replayed = true;
        res.setEncoding('utf8').on('data', (chunk: string) => {
          attempt.body += chunk;
        });
        res.on('end', () => done());
        res.on('error', (err) => done(err.message));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')));
    req.on('error', (err) => done(err.message));
    req.end(payload);
  });
}

/** An event stream read as raw text as it arrives (its `retry:` lines included); `ended` when the server ended it. */
function openRawStream(url: string) {
  const stream = { text: '', ended: false, aborted: false };
  const ready = new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`event stream ${url}: ${res.statusCode}`));
        res.setEncoding('utf8').on('data', (chunk: string) => {
          stream.text += chunk;
          if (stream.text.includes('event: ready')) resolve();
        });
        res.on('end', () => {
          stream.ended = true;
        });
        res.on('aborted', () => {
          stream.aborted = true;
        });
      })
      .on('error', reject);
  });
  return { stream, ready };
}

const ok = (a: Attempt) => a.status === 200 && !a.error;
const logged = (line: LogLine | undefined) =>
  line ? `${line.server} ${line.status} ${line.termination}` : 'not logged: connection closed without an answer';
const pedidoIdOf = (a: Attempt) => (JSON.parse(a.body) as { pedidoId: number }).pedidoId;

// ---------------------------------------------------------------------------------------------------------------

let runDir: string;
let databaseName: string;
let databaseUrl: string;
let env: Record<string, string>;
const apis: Array<ApiProcess | undefined> = [];
let balancer: ReturnType<typeof startHaproxy> | undefined;

const pedirPath = `/api${pedirRoute.toPath()}`;
const cartaPath = `/api${getCartaRoute.toPath({ carpeta: 'la-farola', enLocal: 0 })}`;
const listadoPath = `/api${getListadoRoute.toPath({ domain: HOST })}`;

describe.skipIf(unavailable)('three API processes behind HAProxy, one killed with SIGKILL under ordering load', () => {
  beforeAll(async () => {
    await assertPortsFree([LB_PORT, STATS_PORT, ...PORTS]);
    runDir = mkdtempSync(join(tmpdir(), 'vidriera-lb-kill-'));
    databaseName = `lb_kill_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // As production runs them: explicit secret, public URL, demo and proxy trust; one DATA_DIR for all (a shared
    // volume: an upload to one process is served by every other).
    env = {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${LB_PORT}`,
      TRUST_PROXY: 'true',
      CLOCK_START: saturdayNight(),
      DATA_DIR: join(runDir, 'data'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '2',
      CUSTOMER_WRITES_PER_USER: '1000000',
      REGISTRATIONS_PER_IP: '1000',
    };
    // The first migrates the empty database and loads the demo; the other two find it ready.
    apis[0] = await startApiProcess(PORTS[0], env);
    [apis[1], apis[2]] = await Promise.all([startApiProcess(PORTS[1], env), startApiProcess(PORTS[2], env)]);
    balancer = startHaproxy(runDir);
    await until('HAProxy sees the three processes up', 10_000, async () => {
      const stats = await readStats().catch(() => null);
      return stats && SERVERS.every((s) => stats.get(s)?.status === 'UP') ? true : undefined;
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${balancer?.output()}`);
    });
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    balancer?.stop();
    await Promise.all(apis.map((api) => api?.stop()));
    if (databaseName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  });

  it('loses no acknowledged order, fails only what was in flight on it, ejects it within 2 s and takes it back', async () => {
    // Customers with their own sessions, registered through the balancer as the app registers them.
    const tokens: string[] = [];
    const userIds: number[] = [];
    const phoneBase = 2494600000 + (process.pid % 1000) * 100;
    for (let i = 0; i < CUSTOMERS; i++) {
      const registered = await send('POST', `/api${createUserRoute.toPath()}`, {
        body: {
          userName: '',
          password: '',
          nombreApellido: `Cliente Balanceo ${i + 1}`,
          telefono: String(phoneBase + i),
          domicilio: '',
          configRestoId: 0,
          authCode: '',
        },
      });
      expect(registered.status, registered.body).toBe(200);
      const login = JSON.parse(registered.body) as { token: string; id: number };
      tokens.push(login.token);
      userIds.push(login.id);
    }
    const carta = JSON.parse((await send('GET', cartaPath)).body) as Carta;
    const plato = (titulo: string) => {
      const found = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === titulo);
      if (!found) throw new Error(`no ${titulo} on La Farola's menu`);
      return found.platoId;
    };
    const orders = [
      [{ platoId: plato('Empanada de carne frita'), cantidad: 3 }],
      [
        { platoId: plato('Provoleta a la parrilla'), cantidad: 1 },
        { platoId: plato('Flan casero mixto'), cantidad: 2 },
      ],
    ].map((pedidosIts) => ({ configRestoId: carta.configRestoId, pedidosIts, formaPagoId: 0, delivery: false }));

    // The server honours Idempotency-Key on orders when a repeat with the same key answers the same order.
    const probeKey = randomUUID();
    const first = await send('POST', pedirPath, { token: tokens[0], body: orders[0], key: probeKey });
    const repeat = await send('POST', pedirPath, { token: tokens[0], body: orders[0], key: probeKey });
    expect(ok(first) && ok(repeat), `${first.body} ${repeat.body}`).toBe(true);
    const idempotent = pedidoIdOf(first) === pedidoIdOf(repeat);
    const acked = new Set<number>([pedidoIdOf(first)]);
    if (!idempotent) acked.add(pedidoIdOf(repeat));

    // Load: customers order one order after the other (an order that got no answer is sent again once, with its
    // key, when the server honours keys); readers read the menu and the listing.
    const attempts: Attempt[] = [];
    let stopping = false;
    const customers = tokens.map(async (token, customer) => {
      for (let n = customer; !stopping; n++) {
        const key = randomUUID();
        const body = orders[n % orders.length];
        const tried = await send('POST', pedirPath, { token, body, key });
        attempts.push(tried);
        if (ok(tried)) acked.add(pedidoIdOf(tried));
        else if (idempotent) {
          await sleep(200);
          const again = await send('POST', pedirPath, { token, body, key, retryOf: tried.requestId });
          attempts.push(again);
          if (ok(again)) acked.add(pedidoIdOf(again));
        }
      }
    });
    const readers = Array.from({ length: READERS }, async (_, reader) => {
      for (let n = reader; !stopping; n++) attempts.push(await send('GET', n % 2 ? cartaPath : listadoPath));
    });
    const loadStarted = Date.now();

    // 1. SIGKILL one of them mid-load.
    await sleep(3_000);
    const killed = apis[1]!;
    const statsBeforeKill = (await readStats()).get('api2')!;
    // The process (and its sockets) is gone a few ms after the signal: what reached it meanwhile went with it.
    const gone = new Promise<number>((resolve) => killed.child.once('exit', () => resolve(Date.now())));
    killed.child.kill('SIGKILL');
    const killAt = Date.now();
    await until('api2 is DOWN in HAProxy', 5_000, async () =>
      (await statusOf('api2')).startsWith('DOWN') ? true : undefined,
    );
    const ejectedMs = Date.now() - killAt;
    const statsAtEject = (await readStats()).get('api2')!;
    const goneAt = await gone;

    // 2. Restart it: it rejoins.
    await sleep(2_500);
    const restartAt = Date.now();
    apis[1] = await startApiProcess(PORTS[1], env);
    const processReadyMs = Date.now() - restartAt;
    await until('api2 is UP again in HAProxy', 10_000, async () =>
      (await statusOf('api2')) === 'UP' ? true : undefined,
    );
    const upMs = Date.now() - restartAt;
    const servedAgain = await until('api2 answers a request again', 10_000, () =>
      balancer!.lines.find((l) => l.server === 'api2' && l.at >= restartAt && l.status === 200),
    );
    const rejoinMs = servedAgain.at - restartAt;

    // 3. SIGTERM another one: readiness goes down, the balancer drains it, it finishes and exits 0.
    await sleep(2_000);
    const stopped = apis[2]!;
    // A customer's live stream open on it: it must be told to reconnect and end cleanly.
    const live = openRawStream(`${stopped.base}/api${pedidosEventosRoute.toPath()}?token=${tokens[1]}`);
    await live.ready;
    const exited = new Promise<number | null>((resolve) => stopped.child.once('exit', (code) => resolve(code)));
    stopped.child.kill('SIGTERM');
    const termAt = Date.now();
    await until('api3 is DOWN in HAProxy', 5_000, async () =>
      (await statusOf('api3')).startsWith('DOWN') ? true : undefined,
    );
    const drainedMs = Date.now() - termAt;
    const exitCode = await exited;
    const exitMs = Date.now() - termAt;
    apis[2] = undefined;

    await sleep(2_000);
    stopping = true;
    await Promise.all([...customers, ...readers]);
    const loadMs = Date.now() - loadStarted;
    // HAProxy writes each request's line as it ends.
    await sleep(300);

    // Every acknowledged order is in the database; none is there twice or unacknowledged.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const stored = (await db.query('select id from pedidos where usuario_id = any($1)', [userIds])).rows.map(
      (row: { id: number }) => row.id,
    );
    await db.end();
    const storedIds = new Set(stored);
    const lost = [...acked].filter((id) => !storedIds.has(id));
    const unacknowledged = stored.filter((id) => !acked.has(id));

    // Each failed try, with what HAProxy logged of it. A request that was in flight on the killed process ends as
    // HAProxy's 502 (logged, 'SH--', when it was the first on its client connection) or, on a client connection
    // kept alive from an earlier request, as that connection closed without an answer (not logged: HAProxy closes
    // it as the process did, so that a browser may send it again), at the moment of the kill. Either way no other
    // process answered it. In flight: sent before the process was gone (its 'exit', a few ms after the signal).
    const byRequestId = new Map(balancer!.lines.map((line) => [line.requestId, line]));
    const failed = attempts.filter((a) => !ok(a));
    const inFlightOnKilled = (a: Attempt) => {
      const line = byRequestId.get(a.requestId);
      const endedByTheKill = a.start <= goneAt && a.end >= killAt && a.end - killAt < 1_000;
      if (line) return endedByTheKill && line.server === 'api2' && line.termination.startsWith('S');
      return endedByTheKill && a.status === 0;
    };
    const unexplained = failed.filter((a) => !inFlightOnKilled(a));
    // Orders whose try failed and whose retry (with the same key) did not bring the answer either.
    const retried = attempts.filter((a) => a.retryOf);
    const answeredOnRetry = new Set(retried.filter(ok).map((a) => a.retryOf));
    const unanswered = failed.filter((a) => a.method === 'POST' && !a.retryOf && !answeredOnRetry.has(a.requestId));
    const toKilledAfterKill = balancer!.lines.filter((l) => l.server === 'api2' && l.at > killAt && l.at < restartAt);
    const lastRoutedMs = Math.max(0, ...toKilledAfterKill.map((l) => l.at - killAt));
    // Requests HAProxy sent again to another process: reads after any failure, orders only when their connection
    // could not be made (they never reached a process).
    const replayed = balancer!.lines.filter((l) => l.retries !== '0' && l.at >= killAt - 1_000 && l.at < restartAt);
    const duringDrain = attempts.filter((a) => a.end >= termAt && a.start <= termAt + exitMs);
    const servedByDrained = balancer!.lines.filter((l) => l.server === 'api3' && l.at >= termAt);

    const orderTries = attempts.filter((a) => a.method === 'POST');
    console.info(
      [
        'load balancer faults (deploy/haproxy.cfg, three processes, one PostgreSQL):',
        `  load: ${CUSTOMERS} customers ordering, ${READERS} readers, ${(loadMs / 1000).toFixed(1)} s, ` +
          `${attempts.length} requests (${orderTries.length} order tries, ${attempts.length - orderTries.length} reads)`,
        `  orders acknowledged: ${acked.size}, lost: ${lost.length}, written without an acknowledgement: ${unacknowledged.length}` +
          ` (Idempotency-Key ${idempotent ? 'honoured: each unanswered order sent again once with its key' : 'not honoured by this build: nothing sent again'})`,
        `  SIGKILL api2 with ${statsBeforeKill.scur} requests open on it (gone ${goneAt - killAt} ms after the signal): ` +
          `failed tries ${failed.length}, ` +
          `of which in flight on it at the kill ${failed.length - unexplained.length}; ` +
          `orders sent again ${answeredOnRetry.size}, all answered: ${idempotent ? unanswered.length === 0 : 'not sent'} ` +
          `(${retried.filter((a) => a.replayed).length} had been written by the killed process: answered that order again; ` +
          `${retried.filter((a) => ok(a) && !a.replayed).length} written by their second try)`,
        ...failed.map(
          (a) =>
            `    ${a.requestId} ${a.method} ${a.path} sent ${a.start - killAt} ms from the kill, ${a.status || a.error}` +
            `, ended ${a.end - killAt} ms after it (HAProxy: ${logged(byRequestId.get(a.requestId))})`,
        ),
        `  api2 DOWN in HAProxy ${ejectedMs} ms after the kill; requests answered by it after the kill: ` +
          `${toKilledAfterKill.length ? `the last one ${lastRoutedMs} ms after` : 'none'}; ` +
          `sent to it and redispatched ${statsAtEject.wredis - statsBeforeKill.wredis}, refused connections ${statsAtEject.econ - statsBeforeKill.econ}; ` +
          `requests replayed on another process ${replayed.length} (reads: ${replayed.filter((l) => l.request.startsWith('GET ')).length})`,
        `  api2 restarted: its process ready after ${processReadyMs} ms (a start under load); from then, UP in HAProxy ` +
          `after ${upMs - processReadyMs} ms, its first answer through the balancer after ${rejoinMs - processReadyMs} ms`,
        `  SIGTERM api3: DOWN in HAProxy after ${drainedMs} ms, exit code ${exitCode} after ${exitMs} ms, ` +
          `requests meanwhile ${duringDrain.length} (failed ${duringDrain.filter((a) => !ok(a)).length}), answered by api3 after the signal ${servedByDrained.length}; ` +
          `its event stream got "${[...live.stream.text.matchAll(/retry: \d+/g)].at(-1)?.[0]}" and 'reconnect', ${live.stream.ended ? 'and ended cleanly' : 'and did not end'}`,
      ].join('\n'),
    );

    expect(lost).toEqual([]);
    expect(unexplained.map((a) => `${a.requestId} ${a.method} ${a.path} ${a.status} ${a.error ?? ''}`)).toEqual([]);
    if (idempotent) {
      // Sent again with its key, each order that got no answer was answered, and nothing was written twice.
      expect(unanswered.map((a) => a.requestId)).toEqual([]);
      expect(unacknowledged).toEqual([]);
    }
    // Reads that were in flight on it were replayed elsewhere: only orders can have failed.
    expect(failed.filter((a) => a.method === 'GET')).toEqual([]);
    expect(ejectedMs).toBeLessThan(EJECT_MS);
    expect(lastRoutedMs).toBeLessThan(EJECT_MS);
    expect(attempts.filter((a) => a.start > killAt + EJECT_MS && !ok(a))).toEqual([]);
    expect(rejoinMs).toBeGreaterThanOrEqual(0);
    expect(exitCode).toBe(0);
    expect(duringDrain.filter((a) => !ok(a))).toEqual([]);
    // Drained before it stopped: HAProxy had it DOWN before the listener closed (2 s).
    expect(drainedMs).toBeLessThan(2_000);
    expect(live.stream.text).toMatch(/\nretry: \d{4}\n\nevent: reconnect\ndata: \{"retryMs":\d{4}\}\n\n$/);
    expect([live.stream.ended, live.stream.aborted]).toEqual([true, false]);
    expect(balancer!.output()).not.toContain('backend api has no server available');
  }, 90_000);
});
