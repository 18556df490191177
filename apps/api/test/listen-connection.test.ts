import { EventEmitter } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platos } from '../src/db/schema.ts';
import { LISTEN_RETRY_FIRST_MS, LISTEN_RETRY_MAX_MS, ListenConnection } from '../src/db/listen-connection.ts';
import { findPlato, getCarta, pedirOk, TANDIL } from './helpers/pedidos.ts';
import { registerCustomer } from './helpers/sessions.ts';
import { readSseEvents } from './helpers/sse.ts';
import { createTestApp } from './helpers/test-app.ts';

// The LISTEN connection of a process on PostgreSQL (db/client.ts) when the server drops it. First its rules, on a
// scripted stand-in for node-postgres's client (a database that is up or down as the test says, on fake timers);
// then, when the suite runs on PostgreSQL (TEST_DATABASE_URL), the whole app with its backends terminated.

/** The database as the stand-in clients see it, and every connection attempt (fake time). */
class ScriptedDatabase {
  up = true;
  attempts: number[] = [];
  clients: ScriptedClient[] = [];
}

/** Enough of pg.Client for ListenConnection: connect, query, end, and the events a dropped connection emits. */
class ScriptedClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  constructor(private readonly database: ScriptedDatabase) {
    super();
  }
  async connect() {
    this.database.attempts.push(Date.now());
    if (!this.database.up)
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    this.database.clients.push(this);
  }
  async query(text: string) {
    if (this.ended || !this.database.up) throw new Error('Connection terminated unexpectedly');
    this.queries.push(text);
  }
  async end() {
    if (this.ended) return;
    this.ended = true;
    this.emit('end');
  }
  /** The server ends the connection (pg_terminate_backend, a restart): node-postgres emits 'error', then 'end'. */
  drop() {
    this.emit(
      'error',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    void this.end();
  }
  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload });
  }
}

function scripted() {
  const database = new ScriptedDatabase();
  const heard: string[] = [];
  const lost: Error[] = [];
  const restored: number[] = [];
  const connection = new ListenConnection({
    newClient: () => new ScriptedClient(database) as unknown as pg.Client,
    onNotification: (channel, payload) => heard.push(`${channel}:${payload}`),
    onLost: (error) => lost.push(error),
    onRestored: (downMs) => restored.push(downMs),
  });
  const current = () => database.clients.at(-1)!;
  return { database, connection, heard, lost, restored, current };
}

describe('ListenConnection', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('reconnects with backoff (100 ms doubling to 2 s), LISTENs again on every channel and says it was away', async () => {
    const s = scripted();
    await s.connection.listen('pedido_changed');
    await s.connection.listen('catalog_changed');
    const first = s.current();
    expect(first.queries).toEqual(['LISTEN "pedido_changed"', 'LISTEN "catalog_changed"']);
    first.notify('pedido_changed', '{"pedidoId":1}');

    s.database.up = false;
    const lostAt = Date.now();
    first.drop();
    expect(s.lost).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    const waits = s.database.attempts.slice(1).map((at, i, all) => at - (i === 0 ? lostAt : all[i - 1]!));
    expect(waits.slice(0, 6)).toEqual([100, 200, 400, 800, 1600, 2000]);
    expect(Math.max(...waits)).toBe(LISTEN_RETRY_MAX_MS);
    expect(s.restored).toEqual([]);

    s.database.up = true;
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MAX_MS);
    const second = s.current();
    expect(second).not.toBe(first);
    expect(second.queries).toEqual(['LISTEN "pedido_changed"', 'LISTEN "catalog_changed"']);
    expect(s.restored).toHaveLength(1);
    expect(s.restored[0]).toBeGreaterThanOrEqual(10_000);
    second.notify('catalog_changed', '1');
    expect(s.heard).toEqual(['pedido_changed:{"pedidoId":1}', 'catalog_changed:1']);

    // A second loss starts the backoff anew.
    const attempts = s.database.attempts.length;
    second.drop();
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_FIRST_MS);
    expect(s.database.attempts).toHaveLength(attempts + 1);
    expect(s.restored).toHaveLength(2);
    await s.connection.close();
  });

  it('a channel listened on while the connection is lost is LISTENed once it is back', async () => {
    const s = scripted();
    await s.connection.listen('pedido_changed');
    s.database.up = false;
    s.current().drop();
    // Resolves at once: an event stream opened meanwhile is not refused for it.
    await s.connection.listen('venta_changed');
    s.database.up = true;
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_FIRST_MS);
    expect(s.current().queries).toEqual(['LISTEN "pedido_changed"', 'LISTEN "venta_changed"']);
    await s.connection.close();
  });

  it('reconnects at once when nudged (the pool reached the database) instead of waiting out the backoff', async () => {
    const s = scripted();
    await s.connection.listen('pedido_changed');
    s.database.up = false;
    s.current().drop();
    await vi.advanceTimersByTimeAsync(3_000);
    s.database.up = true;
    const before = s.database.attempts.length;
    s.connection.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.database.attempts).toHaveLength(before + 1);
    expect(s.restored).toHaveLength(1);
    // Nudging a connection that is up does nothing.
    s.connection.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.database.attempts).toHaveLength(before + 1);
    await s.connection.close();
  });

  it('fails the first listen when the database cannot be reached (the start fails), and tries again on the next', async () => {
    const s = scripted();
    s.database.up = false;
    await expect(s.connection.listen('catalog_changed')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(s.lost).toEqual([]);
    s.database.up = true;
    await s.connection.listen('catalog_changed');
    expect(s.current().queries).toEqual(['LISTEN "catalog_changed"']);
    await s.connection.close();
  });

  it('stops reconnecting once closed', async () => {
    const s = scripted();
    await s.connection.listen('pedido_changed');
    s.database.up = false;
    s.current().drop();
    await s.connection.close();
    const attempts = s.database.attempts.length;
    s.database.up = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.database.attempts).toHaveLength(attempts);
    expect(s.restored).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the app on PostgreSQL with its backends terminated', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('stays up, LISTENs again, clears its caches and tells its streams to refetch', async () => {
    const token = (await registerCustomer(t.app, '2494370001', 'Cliente Reconexión')).token;
    const farola = await getCarta(t.app, 'la-farola');
    const empanada = findPlato(farola, 'Empanada de carne frita');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/eventos?token=${token}`,
      headers: { host: TANDIL },
      payloadAsStream: true,
    });
    const stream = res.stream();
    const events = readSseEvents(stream);
    expect((await events.next()).event).toBe('ready');

    // The menu is cached; a price written behind the app's back (no NOTIFY) is not seen...
    expect(findPlato(await getCarta(t.app, 'la-farola'), 'Empanada de carne frita').precio).toBe(empanada.precio);
    await t.db
      .update(platos)
      .set({ precio: sql`${platos.precio} + 10000` })
      .where(eq(platos.id, empanada.platoId));
    expect(findPlato(await getCarta(t.app, 'la-farola'), 'Empanada de carne frita').precio).toBe(empanada.precio);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const current = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = current.rows[0]?.name;
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThanOrEqual(2);

    // ...until the LISTEN connection is back: notifications may have been missed, so the caches are cleared and the
    // stream gets `ready` again (the web app refetches on it).
    expect((await events.next(5_000)).event).toBe('ready');
    expect(findPlato(await getCarta(t.app, 'la-farola'), 'Empanada de carne frita').precio).toBe(empanada.precio + 100);
    const pedidoId = await pedirOk(t.app, token, {
      configRestoId: farola.configRestoId,
      pedidosIts: [{ platoId: empanada.platoId, cantidad: 1 }],
      formaPagoId: 0,
      delivery: false,
    });
    const heard = await events.next(5_000);
    expect(heard).toMatchObject({ event: 'pedido', data: { pedidoId } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    stream.destroy();
  });
});
