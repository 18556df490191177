import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_TIMEOUT_MS } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import errorsPlugin, { AppError, DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/errors.ts';
import { createTestDatabase } from './helpers/test-app.ts';

// What a database that is away looks like to the API, with the very errors node-postgres and drizzle raise (no
// PostgreSQL needed: a port nobody listens on, and a server that takes connections and never answers), against the
// errors of queries that are wrong: only the first are a 503 in Spanish with Retry-After, the others stay a 500.

/** A TCP server that accepts connections and never says a word, as a frozen or unreachable database server. */
async function silentServer(): Promise<{ port: number; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server, sockets };
}

/** A port on this machine that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const { port, server } = await silentServer();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

let refusedUrl: string;
let silent: Awaited<ReturnType<typeof silentServer>>;
beforeAll(async () => {
  refusedUrl = `postgres://postgres@127.0.0.1:${await closedPort()}/x`;
  silent = await silentServer();
});
afterAll(async () => {
  for (const socket of silent.sockets) socket.destroy();
  await new Promise((resolve) => silent.server.close(resolve));
});

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, bare and as drizzle wraps it (a DrizzleQueryError with the cause)', async () => {
    const client = new pg.Client({ connectionString: refusedUrl });
    const bare = await rejectionOf(client.connect());
    expect(bare).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(bare)).toBe(true);

    const pool = new pg.Pool({ connectionString: refusedUrl });
    const wrapped = await rejectionOf(drizzle(pool).execute(sql`select 1`));
    await pool.end();
    expect(wrapped).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('knows a connection that times out against a server that never answers, within the timeout', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${silent.port}/x`,
      connectionTimeoutMillis: 300,
    });
    const started = performance.now();
    const timedOut = await rejectionOf(drizzle(pool).execute(sql`select 1`));
    expect(performance.now() - started).toBeLessThan(2_000);
    await pool.end();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    // The API's own pools give up as quickly: a request answers 503 instead of hanging.
    expect(CONNECTION_TIMEOUT_MS).toBeLessThanOrEqual(3_000);
  });

  it('knows the server going away (57P01, 57P03), class 08 and a dropped connection', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('does not take a wrong query, a conflict or an error of ours for an outage', async () => {
    const database = await createTestDatabase();
    try {
      const syntax = await rejectionOf(database.db.execute(sql`selec 1`));
      const missing = await rejectionOf(database.db.execute(sql`select * from no_such_table`));
      const division = await rejectionOf(database.db.execute(sql`select 1 / 0`));
      for (const error of [syntax, missing, division]) expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await database.close();
    }
    for (const code of ['23505', '40001', '42P01', '22012']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new AppError(409, 'Ya existe'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the error handler while the database is away', () => {
  it('answers 503 in Spanish with Retry-After; other failures stay a 500', async () => {
    const pool = new pg.Pool({ connectionString: refusedUrl });
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/api/lee', async () => drizzle(pool).execute(sql`select 1`));
    app.get('/api/falla', async () => {
      throw new Error('a bug');
    });
    try {
      const away = await app.inject({ method: 'GET', url: '/api/lee' });
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({ status: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(Number(away.headers['retry-after'])).toBeGreaterThan(0);
      const bug = await app.inject({ method: 'GET', url: '/api/falla' });
      expect(bug.statusCode).toBe(500);
      expect(bug.headers['retry-after']).toBeUndefined();
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
