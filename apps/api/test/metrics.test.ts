import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { comercios, notificaciones } from '../src/db/schema.ts';
import { METRICS_TOKEN_MESSAGE } from '../src/plugins/metrics.ts';
import { TANDIL } from './helpers/pedidos.ts';
import { parsePrometheusText, type PrometheusText, sampleValue } from './helpers/prometheus-text.ts';
import { bearer, registerCustomer } from './helpers/sessions.ts';
import { readSseEvents } from './helpers/sse.ts';
import { createTestApp } from './helpers/test-app.ts';

// GET /metrics (plugins/metrics.ts, metrics/request-metrics.ts): Prometheus text that a strict reader accepts,
// counters that move with the requests (by route pattern, the fast path's answers too), the event streams, the jobs'
// backlogs and last good pass, the pool on PostgreSQL, and who may read it (METRICS_TOKEN, METRICS_PORT).

const TOKEN = 'metricas-de-prueba-0123456789';
const LISTADO = `/api/comercios/getListado/${TANDIL}`;
const LISTADO_ROUTE = '/api/comercios/getListado/:domain';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  // The fast path and event streams need a real server (`inject` has none).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function scrape(app = t.app): Promise<PrometheusText> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(res.body);
}

const requests = (text: PrometheusText, route: string, statusClass: string, method = 'GET') =>
  sampleValue(text, 'http_requests_total', { method, route, status_class: statusClass }) ?? 0;

describe('GET /metrics', () => {
  it('answers Prometheus text with the process, request, stream and job families', async () => {
    const text = await scrape();
    expect(text.samples.length).toBeGreaterThan(50);
    expect(text.types.get('http_requests_total')).toBe('counter');
    expect(text.types.get('http_request_duration_seconds')).toBe('histogram');
    expect(text.types.get('vidriera_fast_path_answers_total')).toBe('counter');
    expect(text.types.get('vidriera_event_streams')).toBe('gauge');
    expect(text.types.get('vidriera_job_backlog')).toBe('gauge');
    expect(text.types.get('vidriera_job_last_success_timestamp_seconds')).toBe('gauge');
    // Node's own (prom-client's default metrics).
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The tests' app runs its jobs by hand (interval 0), except the draws' (every 30 s by default).
    for (const job of ['notifications', 'payments']) {
      expect(sampleValue(text, 'vidriera_job_interval_seconds', { job })).toBe(0);
    }
    expect(sampleValue(text, 'vidriera_job_interval_seconds', { job: 'draws' })).toBe(30);
  });

  it('counts requests by route pattern and status class, never by URL, and times them', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: LISTADO, headers: { host: TANDIL } })).statusCode).toBe(200);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-existe/nada-de-nada',
      headers: { host: TANDIL },
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/login/Login', payload: { userName: 1 } });
    expect(invalid.statusCode).toBe(400);
    const after = await scrape();

    expect(requests(after, LISTADO_ROUTE, '2xx') - requests(before, LISTADO_ROUTE, '2xx')).toBe(3);
    expect(requests(after, 'unmatched', '4xx') - requests(before, 'unmatched', '4xx')).toBe(1);
    expect(
      requests(after, '/api/login/Login', '4xx', 'POST') - requests(before, '/api/login/Login', '4xx', 'POST'),
    ).toBe(1);
    const timed = (text: PrometheusText) =>
      sampleValue(text, 'http_request_duration_seconds_count', { route: LISTADO_ROUTE, status_class: '2xx' }) ?? 0;
    expect(timed(after) - timed(before)).toBe(3);
    const slowest = sampleValue(after, 'http_request_duration_seconds_bucket', {
      route: LISTADO_ROUTE,
      status_class: '2xx',
      le: '+Inf',
    });
    expect(slowest).toBe(timed(after));
    // Labels are route patterns: no URL, no domain and no made-up path becomes a label value.
    const labelValues = after.samples.flatMap((s) => Object.values(s.labels));
    expect(labelValues.some((v) => v.includes(TANDIL) || v.includes('no-existe'))).toBe(false);
  });

  it("counts the fast path's answers, given before Fastify, with the route that made them", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const path = `/api/site/${TANDIL}/metadata.json`;
    const route = '/api/site/:domain/metadata.json';
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers: { host: TANDIL }, agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const before = await scrape();
    // The first is the route's; the next ones the fast path's.
    for (let i = 0; i < 4; i++) expect(await get()).toBe(200);
    const after = await scrape();
    const fast = (text: PrometheusText) =>
      sampleValue(text, 'vidriera_fast_path_answers_total', { method: 'GET', route, status_class: '2xx' }) ?? 0;
    expect(requests(after, route, '2xx') - requests(before, route, '2xx')).toBe(4);
    expect(fast(after) - fast(before)).toBe(3);
  });

  it('shows the event streams open, and no more once the client leaves', async () => {
    const customer = (await registerCustomer(t.app, '2494310001')).token;
    const streams = async () => sampleValue(await scrape(), 'vidriera_event_streams');
    const before = (await streams()) ?? 0;
    // Over a real connection (its end is what tells the server the client left).
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: `/api/pedidos/eventos?token=${customer}`, headers: { host: TANDIL } })
        .on('response', resolve)
        .on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect((await readSseEvents(response).next()).event).toBe('ready');
    expect(await streams()).toBe(before + 1);
    response.destroy();
    const deadline = Date.now() + 3000;
    while ((await streams()) !== before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await streams()).toBe(before);
  });

  it("shows each job's backlog as it is due, and its last good pass", async () => {
    const [laFarola] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola'));
    if (!laFarola) throw new Error('demo data missing');
    const backlog = (text: PrometheusText, job: string) => sampleValue(text, 'vidriera_job_backlog', { job });
    const lastSuccess = (text: PrometheusText, job: string) =>
      sampleValue(text, 'vidriera_job_last_success_timestamp_seconds', { job });

    const before = await scrape();
    expect(backlog(before, 'notifications')).toBe(0);
    expect(backlog(before, 'payments')).toBe(0);
    expect(lastSuccess(before, 'notifications')).toBeUndefined();
    const now = t.clock.now();
    // A notice due now, and one for later (not due: not in the backlog).
    await t.db.insert(notificaciones).values([
      {
        comercioId: laFarola.id,
        tipo: 'pedido_listo',
        sujetoId: 990001,
        telefono: '2494310002',
        texto: 'Listo',
        enviarDesde: now,
        createdAt: now,
      },
      {
        comercioId: laFarola.id,
        tipo: 'pedido_listo',
        sujetoId: 990002,
        telefono: '2494310003',
        texto: 'Listo',
        enviarDesde: new Date(now.getTime() + 3_600_000),
        createdAt: now,
      },
    ]);
    expect(backlog(await scrape(), 'notifications')).toBe(1);

    const startedAt = Date.now() / 1000;
    await t.app.notificacionesJob.runOnce();
    await t.app.payments.runJob();
    const after = await scrape();
    expect(backlog(after, 'notifications')).toBe(0);
    for (const job of ['notifications', 'payments']) {
      expect(lastSuccess(after, job)).toBeGreaterThanOrEqual(Math.floor(startedAt));
      expect(lastSuccess(after, job)).toBeLessThanOrEqual(Date.now() / 1000);
    }

    // The demo's scheduled draws are due once the clock is past them: the backlog shows them until a pass runs them.
    const drawsNow = backlog(after, 'draws') ?? 0;
    t.clock.advance(60 * 86_400_000);
    try {
      const due = backlog(await scrape(), 'draws') ?? 0;
      expect(due).toBeGreaterThan(drawsNow);
      await t.app.drawJob.runOnce();
      const drawn = await scrape();
      expect(backlog(drawn, 'draws')).toBe(0);
      expect(lastSuccess(drawn, 'draws')).toBeGreaterThanOrEqual(Math.floor(startedAt));
    } finally {
      t.clock.set(now);
    }
  });

  it('leaves out a backlog it cannot count (the database is away), and still answers the rest', async () => {
    const job = t.app.notificacionesJob;
    const backlog = job.backlog;
    job.backlog = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    try {
      const text = await scrape();
      expect(sampleValue(text, 'vidriera_job_backlog', { job: 'notifications' })).toBeUndefined();
      expect(sampleValue(text, 'vidriera_job_backlog', { job: 'payments' })).toBe(0);
      expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      job.backlog = backlog;
    }
    expect(sampleValue(await scrape(), 'vidriera_job_backlog', { job: 'notifications' })).toBe(0);
  });

  it("shows the PostgreSQL pool's connections (none on PGlite)", async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sampleValue(text, 'vidriera_db_pool_max_connections')).toBe(25);
      expect(sampleValue(text, 'vidriera_db_pool_connections')).toBeGreaterThan(0);
      expect(sampleValue(text, 'vidriera_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text.types.has('vidriera_db_pool_connections')).toBe(false);
    }
  });

  it('asks for the token: 401 without it or with another one', async () => {
    for (const headers of [{}, bearer('otro-token-que-no-es-0123456789'), { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ status: 401, message: METRICS_TOKEN_MESSAGE });
      expect(res.body).not.toContain('http_requests_total');
    }
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  it('has no /metrics', async () => {
    const app = await createTestApp({ seed: false });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses a token too short to be one, and a metrics port that is the main one', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PORT: '3241', METRICS_PORT: '3241' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'ochenta' })).toThrow(/METRICS_PORT/);
  });
});

describe('METRICS_PORT', () => {
  const METRICS_PORT = 3241;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; type: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: METRICS_PORT, path, headers, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
        })
        .on('error', reject);
    });

  it('serves /metrics on its own port only, and frees the port when the app closes', async () => {
    const app = await createTestApp({ seed: false, env: { METRICS_PORT: String(METRICS_PORT), HOST: '127.0.0.1' } });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const res = await get('/metrics');
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(parsePrometheusText(res.body).types.get('http_requests_total')).toBe('counter');
      const other = await get('/api/health');
      expect(other.status).toBe(404);
      expect(JSON.parse(other.body)).toMatchObject({ status: 404 });
    } finally {
      await app.close();
    }
    await expect(get('/metrics')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('asks for METRICS_TOKEN there too when it is set', async () => {
    const app = await createTestApp({
      seed: false,
      env: { METRICS_PORT: String(METRICS_PORT), HOST: '127.0.0.1', METRICS_TOKEN: TOKEN },
    });
    try {
      const refused = await get('/metrics');
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body)).toMatchObject({ message: METRICS_TOKEN_MESSAGE });
      expect((await get('/metrics', bearer(TOKEN))).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
