import { EventEmitter } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidosComercioEventosRoute } from '@vidriera/domain/pedidos';
import { formatShutdownHint, SHUTDOWN_RETRY_MIN_MS, SHUTDOWN_RETRY_SPREAD_MS } from '../src/plugins/events.ts';
import { MSG_APAGANDOSE } from '../src/plugins/draining.ts';
import { handleShutdownSignals } from '../src/shutdown.ts';
import { findComercioId } from './helpers/draws.ts';
import { login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Issue #35, graceful shutdown: SIGTERM must lose nothing. Readiness goes down first (so a load balancer drains the
// process) while requests are still served; then the listener closes, a request in flight completes, each event
// stream gets a hint to reconnect and ends cleanly, and the process exits 0. A real listening server (sockets,
// not inject); the signals come from an emitter standing in for the process, and `exit` is recorded.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** Whether a new connection is accepted (false once the listener is closed). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** An event stream read as raw text, as it arrives; `ended` when the server ended it cleanly. */
function openStream(port: number, path: string) {
  const stream = { text: '', ended: false, failed: false };
  const opened = new Promise<void>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream ${path}: ${res.statusCode}`));
      res.setEncoding('utf8').on('data', (chunk: string) => {
        stream.text += chunk;
        if (stream.text.includes('event: ready')) resolve();
      });
      res.on('end', () => {
        stream.ended = true;
      });
      res.on('aborted', () => {
        stream.failed = true;
      });
    });
    req.on('error', (err) => {
      stream.failed = true;
      reject(err);
    });
  });
  return { stream, opened };
}

/** A login whose body is sent in two halves: the first now, the second when `finish` is called. */
function halfSentLogin(port: number) {
  const body = JSON.stringify({ userName: 'lafarola', password: 'lafarola1234' });
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    'POST /api/login/Login HTTP/1.1\r\nHost: tandil.localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  return {
    async finish(): Promise<string> {
      socket.write(body.slice(20));
      const deadline = Date.now() + 5_000;
      while (!/\r\n\r\n[\s\S]*\}$/.test(received) && Date.now() < deadline) await sleep(20);
      socket.end();
      await closed;
      return received;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, timeoutMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
  return performance.now() - started;
}

/** Apps whose shutdown a failed test left undone. */
const leftOpen: Array<{ exits: number[]; close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const app of leftOpen) if (app.exits.length === 0) await app.close();
});

/** The API listening on a free port, with its shutdown driven by a stand-in for the process's signals. */
async function listeningApp(drainSeconds: number, seed = false) {
  const t = await createTestApp({ seed });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as net.AddressInfo).port;
  const signals = new EventEmitter();
  const exits: number[] = [];
  handleShutdownSignals(t.app, t.database, { drainSeconds, signals, exit: (code) => exits.push(code) });
  leftOpen.push({ exits, close: () => t.close() });
  return { t, port, signals, exits };
}

describe('the shutdown hint of event streams', () => {
  it('tells the client to reconnect within 1 to 3 s, spread, and names the delay in a reconnect event', () => {
    expect(formatShutdownHint(() => 0)).toBe(`retry: 1000\n\nevent: reconnect\ndata: {"retryMs":1000}\n\n`);
    const latest = formatShutdownHint(() => 0.9999);
    expect(latest).toMatch(/^retry: 2999\n\n/);
    for (let i = 0; i < 50; i++) {
      const retry = Number(/^retry: (\d+)/.exec(formatShutdownHint())?.[1]);
      expect(retry).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MIN_MS);
      expect(retry).toBeLessThan(SHUTDOWN_RETRY_MIN_MS + SHUTDOWN_RETRY_SPREAD_MS);
    }
  });
});

describe('readiness while draining', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers 503 in Spanish on health and health/ready, and still serves everything else with Connection: close', async () => {
    expect(t.app.draining.watchedWithin(60_000)).toBe(false);
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(t.app.draining.watchedWithin(60_000)).toBe(true);
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.headers.connection).not.toBe('close');

    t.app.draining.start();
    for (const url of ['/api/health', '/api/health/ready', '/API/Health/Ready/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        message: MSG_APAGANDOSE,
      });
      expect(res.headers.connection).toBe('close');
    }
    const stillServed = await t.app.inject({ url: '/api/health/live' });
    expect(stillServed.statusCode).toBe(200);
    expect(stillServed.headers.connection).toBe('close');
    const missing = await t.app.inject({ url: '/api/no-existe' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('SIGTERM', () => {
  it('drains, then closes: the request in flight completes, the stream gets its hint and ends, exit 0', async () => {
    const { t, port, signals, exits } = await listeningApp(1, true);
    const farola = await findComercioId(t.db, 'la-farola');
    const { token } = await login(t.app, 'lafarola', 'lafarola1234');
    const { stream, opened } = openStream(
      port,
      `/api${pedidosComercioEventosRoute.toPath({ configRestoId: farola })}?token=${token}`,
    );
    await opened;
    // A balancer's check: someone is watching, so SIGTERM drains first.
    expect((await get(port, '/api/health/ready')).status).toBe(200);
    const inFlight = halfSentLogin(port);
    await sleep(100);

    const signalled = performance.now();
    signals.emit('SIGTERM');
    const ready = await get(port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).message).toBe(MSG_APAGANDOSE);
    // Still served while the balancer takes the process out, each answer closing its connection.
    const carta = await get(port, '/api/carta/la-farola/0');
    expect(carta.status).toBe(200);
    const live = await get(port, '/api/health/live');
    expect([live.status, live.headers.connection]).toEqual([200, 'close']);
    expect(stream.text).not.toContain('event: reconnect');
    expect(exits).toEqual([]);

    // The listener closes once the drain (1 s) is over.
    await until('the listener closes', 3_000, async () => !(await accepts(port)));
    const closedAfter = performance.now() - signalled;
    expect(closedAfter).toBeGreaterThanOrEqual(950);
    expect(closedAfter).toBeLessThan(2_500);

    await until('the stream ends', 2_000, () => stream.ended);
    expect(stream.failed).toBe(false);
    const retry = Number(/retry: (\d+)\n\nevent: reconnect\n/.exec(stream.text)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MIN_MS);
    expect(retry).toBeLessThan(SHUTDOWN_RETRY_MIN_MS + SHUTDOWN_RETRY_SPREAD_MS);

    // The request that was in flight when the listener closed still gets its whole answer.
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).token).toEqual(expect.any(String));

    await until('the process exits', 5_000, () => exits.length > 0);
    expect(exits).toEqual([0]);
  });

  it('closes at once when nobody asked for readiness in the last minute (nobody is balancing)', async () => {
    const { port, signals, exits } = await listeningApp(5);
    const signalled = performance.now();
    signals.emit('SIGTERM');
    await until('the listener closes', 2_000, async () => !(await accepts(port)));
    expect(performance.now() - signalled).toBeLessThan(1_000);
    await until('the process exits', 5_000, () => exits.length > 0);
    expect(exits).toEqual([0]);
  });
});

describe('SIGINT', () => {
  it('skips the drain even when watched (Ctrl-C in a terminal), and a second signal changes nothing', async () => {
    const { port, signals, exits } = await listeningApp(5);
    expect((await get(port, '/api/health')).status).toBe(200);
    const signalled = performance.now();
    signals.emit('SIGINT');
    signals.emit('SIGINT');
    await until('the listener closes', 2_000, async () => !(await accepts(port)));
    expect(performance.now() - signalled).toBeLessThan(1_000);
    await until('the process exits', 5_000, () => exits.length > 0);
    expect(exits).toEqual([0]);
  });

  it('cuts a SIGTERM drain short', async () => {
    const { port, signals, exits } = await listeningApp(30);
    expect((await get(port, '/api/health')).status).toBe(200);
    signals.emit('SIGTERM');
    await sleep(200);
    expect(await accepts(port)).toBe(true);
    const second = performance.now();
    signals.emit('SIGINT');
    await until('the listener closes', 2_000, async () => !(await accepts(port)));
    expect(performance.now() - second).toBeLessThan(1_000);
    await until('the process exits', 5_000, () => exits.length > 0);
    expect(exits).toEqual([0]);
  });
});
