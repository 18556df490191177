import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import type { ErrorBody } from '@vidriera/domain/common';
import type { Config } from '../config.ts';
import type { RequestMetrics } from '../metrics/request-metrics.ts';
import { errorBody } from './errors.ts';
import type { JobStatus } from './periodic-job.ts';

/** Where the metrics are read: the app's own port, or METRICS_PORT. */
export const METRICS_PATH = '/metrics';

export const METRICS_TOKEN_MESSAGE = 'Las métricas piden su token (Authorization: Bearer y el valor de METRICS_TOKEN).';

/** Metrics are kept only when someone can read them: with METRICS_TOKEN, or on METRICS_PORT. */
export const metricsEnabled = (config: Config) =>
  config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;

export interface MonitoredJob {
  name: string;
  status: JobStatus;
  /** How often the job runs (0: off, run by hand): an alert on its last success needs it. */
  intervalSeconds: number;
}

export interface MetricsPluginOptions {
  requests: RequestMetrics;
  jobs: MonitoredJob[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), sha256(token));
}

type MetricsAnswer = { status: 200; contentType: string; body: string } | { status: 401; body: ErrorBody };

/**
 * GET /metrics in Prometheus' text format (prom-client): requests by route and status class with their durations
 * (metrics/request-metrics.ts), the fast path's answers, the event streams open, each background job's backlog,
 * last good pass and interval, the PostgreSQL pool's connections, and Node's process metrics. Behind a Bearer token
 * (METRICS_TOKEN) on the app's port, or on a port of its own (METRICS_PORT; the token is asked there too when set).
 * The backlogs are counted in the database when the metrics are read, never on a request's path; one that cannot be
 * read (the database is away) is left out of that reading rather than failing it.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const { config, database } = app.deps;
  const { requests } = options;
  const { registry } = requests;
  collectDefaultMetrics({ register: registry });
  // Every answer Fastify finishes (the fast path counts its own); a callback hook, which costs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    requests.observeRouted(request, reply, reply.elapsedTime);
    done();
  });

  new Gauge({
    name: 'vidriera_event_streams',
    help: 'Event streams (SSE) open on this process',
    registers: [registry],
    collect() {
      this.set(app.eventStreamCount());
    },
  });

  const { jobs } = options;
  new Gauge({
    name: 'vidriera_job_backlog',
    help: 'Items due and not done yet, by job (notices to send, refunds to make, scheduled draws to run)',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        jobs.map(async ({ name, status }) => {
          try {
            this.set({ job: name }, await status.backlog());
          } catch (err) {
            app.log.warn({ err, job: name }, 'metrics: job backlog not readable');
          }
        }),
      );
    },
  });
  new Gauge({
    name: 'vidriera_job_last_success_timestamp_seconds',
    help: 'When a pass of the job last ended without an error (Unix time); absent before the first',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, status } of jobs) {
        const at = status.lastSuccessAt();
        if (at) this.set({ job: name }, at.getTime() / 1000);
      }
    },
  });
  new Gauge({
    name: 'vidriera_job_interval_seconds',
    help: 'How often the job runs on this process (0: it is off)',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      for (const { name, intervalSeconds } of jobs) this.set({ job: name }, intervalSeconds);
    },
  });

  // node-postgres' pool, which drizzle keeps as $client (PGlite has none: one connection, in the process).
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('vidriera_db_pool_connections', 'Connections the PostgreSQL pool holds', () => pool.totalCount);
    poolGauge('vidriera_db_pool_idle_connections', 'Pool connections not in use', () => pool.idleCount);
    poolGauge('vidriera_db_pool_waiting_requests', 'Queries waiting for a pool connection', () => pool.waitingCount);
    poolGauge('vidriera_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max);
  }

  const answer = async (authorization: string | undefined): Promise<MetricsAnswer> => {
    if (config.METRICS_TOKEN !== undefined && !carriesToken(authorization, config.METRICS_TOKEN)) {
      return { status: 401, body: errorBody(401, METRICS_TOKEN_MESSAGE) };
    }
    return { status: 200, contentType: registry.contentType, body: await registry.metrics() };
  };
  const unauthorizedHeaders = { 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store' };

  if (config.METRICS_PORT === undefined) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const result = await answer(request.headers.authorization);
      if (result.status === 401) return reply.status(401).headers(unauthorizedHeaders).send(result.body);
      return reply.header('content-type', result.contentType).header('cache-control', 'no-store').send(result.body);
    });
    return;
  }

  // A port of its own: a plain HTTP server that answers /metrics and nothing else.
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify(errorBody(404, `No existe ${request.method} ${path}: las métricas están en /metrics`)),
      );
      return;
    }
    answer(request.headers.authorization).then(
      (result) => {
        if (result.status === 401) {
          response.writeHead(401, { ...unauthorizedHeaders, 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(result.body));
        } else {
          response.writeHead(200, { 'content-type': result.contentType, 'cache-control': 'no-store' });
          response.end(result.body);
        }
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be read');
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(errorBody(500, 'No se pudieron leer las métricas.')));
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.METRICS_PORT, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port: config.METRICS_PORT }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['deps', 'events'] });
