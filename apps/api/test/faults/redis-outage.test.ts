import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCartaRoute } from '@vidriera/domain/carta';
import { loginRoute } from '@vidriera/domain/cuentas';
import { healthReadyRoute } from '@vidriera/domain/health';
import { getPedidosRoute } from '@vidriera/domain/pedidos';
import { MSG_LIMITES_NO_DISPONIBLES } from '../../src/plugins/redis-rate-limit-store.ts';
import { bearer, registerCustomer } from '../helpers/sessions.ts';
import { answersPing } from '../helpers/redis-ping.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { within } from './helpers/http.ts';
import { noteMissingTools } from './helpers/requirements.ts';

// With REDIS_URL set the rate limit counters live in Redis. A private redis-server, killed and started again: while
// it is away a request that counts a limit is a quick 503 in Spanish and nothing else depends on it (reads, the
// health probes); once it is back the limits are counted again, without restarting the API.

const REDIS_PORT = 6391;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

function redisServerMissing(): string | undefined {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
    return undefined;
  } catch {
    return 'no redis-server on the PATH';
  }
}

/** A redis-server of this test's own, in memory only, and the moment it answers. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await within(10_000, 'redis-server answering', () => answersPing(REDIS_URL, 500));
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const missing = noteMissingTools('Redis fault tests', redisServerMissing());

describe.skipIf(missing)('rate limits in Redis when Redis goes away and comes back', () => {
  let redis: ChildProcess;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let customer: Record<string, string>;
  const report: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ env: { REDIS_URL, REDIS_KEY_PREFIX: `faults-${process.pid}:` } });
    customer = bearer((await registerCustomer(t.app, '2494360001', 'Cliente Redis')).token);
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await kill(redis);
    if (report.length > 0) console.info(`Redis faults:\n  ${report.join('\n  ')}`);
  });

  const login = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${loginRoute.toPath()}`,
      payload: { userName: 'lafarola', password },
      remoteAddress,
    });
  /** Five failures a minute per user name and address are allowed: the sixth attempt is over the limit. */
  async function expectCountedFrom(remoteAddress: string) {
    for (let i = 0; i < 5; i++) expect((await login('mala', remoteAddress)).statusCode).toBe(401);
    const over = await login('lafarola1234', remoteAddress);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('counts limits, refuses them quickly while Redis is away, and counts them again once it is back', async () => {
    await expectCountedFrom('10.9.1.1');

    await kill(redis);
    const started = performance.now();
    const refused = await login('mala', '10.9.1.2');
    const refusedMs = Math.round(performance.now() - started);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 503, message: MSG_LIMITES_NO_DISPONIBLES });
    expect(refusedMs).toBeLessThan(3_000);

    // Nothing but the limits needs Redis: reads, the customer's own data and the health probes still answer.
    const host = { host: 'tandil.localhost' };
    const reads = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api${healthReadyRoute.toPath()}` }),
      t.app.inject({
        method: 'GET',
        url: `/api${getCartaRoute.toPath({ carpeta: 'la-farola', enLocal: 0 })}`,
        headers: host,
      }),
      t.app.inject({ method: 'GET', url: `/api${getPedidosRoute.toPath()}`, headers: { ...host, ...customer } }),
    ]);
    expect(reads.map((res) => res.statusCode)).toEqual([200, 200, 200]);

    redis = await startRedis();
    const backAt = performance.now();
    // The client reconnects by itself; the first counted request after that is a 401 again (a fresh Redis: counts
    // start anew).
    const recovered = await within(
      5_000,
      'a limit counted again',
      async () => (await login('mala', '10.9.1.3')).statusCode === 401,
    );
    await expectCountedFrom('10.9.1.4');
    report.push(
      `Redis killed: a limit-counting request answered 503 in Spanish after ${refusedMs} ms, reads and probes 200; ` +
        `started again: limits counted ${recovered} ms later (${Math.round(performance.now() - backAt)} ms to a 429)`,
    );
  });
});
