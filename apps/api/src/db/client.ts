import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ListenConnection } from './listen-connection.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Notification channel listener: the payload is whatever was published. */
export type Listener = (payload: string) => void;

/** The database plus what the app needs beside queries: migrations, LISTEN/NOTIFY, shutdown. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /** Delivers NOTIFY payloads of a channel to this process (and every other process on the same database). */
  listen(channel: string, listener: Listener): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` each time this process hears notifications again after it could not (its LISTEN connection was
   * lost and is back, `downMs` later): whatever was announced meanwhile was missed, so what notifications keep fresh
   * (caches, live streams) must be refreshed. Never on PGlite, which loses none.
   */
  onListenRestored(handler: (downMs: number) => void): void;
  /** Calls `handler` when the LISTEN connection is lost (until it is restored, notifications are missed). */
  onListenLost(handler: (error: Error) => void): void;
  close(): Promise<void>;
}

/**
 * A connection that cannot be made (or a pool client that does not come free) within this time fails, so a request
 * answers 503 at once instead of hanging while the database is away.
 */
export const CONNECTION_TIMEOUT_MS = 2_000;
/** TCP keepalive probes start after this idle time, so a connection to a vanished server does not hang forever. */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

// Beside the running module: src/db/migrations from source, dist/migrations in the bundle (scripts/build.mjs copies them).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function createPgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async listen(channel, listener) {
      await client.listen(channel, listener);
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // In the process, in memory: never lost.
    onListenRestored() {},
    onListenLost() {},
    close: () => client.close(),
  };
}

export function createPostgresDatabase(connectionString: string, poolSize = 10): Database {
  const connection = {
    connectionString,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
  };
  // Named in pg_stat_activity, so an operator (or a test) tells the app's connections, and its LISTEN ones, apart.
  const pool = new pg.Pool({ ...connection, application_name: 'vidriera', max: poolSize });
  // An idle client whose connection the server ends (restart, failover, a terminated backend) is dropped by the
  // pool and replaced on demand; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const listeners = new Map<string, Listener[]>();
  const restoredHandlers: Array<(downMs: number) => void> = [];
  const lostHandlers: Array<(error: Error) => void> = [];
  const listenConnection = new ListenConnection({
    newClient: () => new pg.Client({ ...connection, application_name: 'vidriera-listen' }),
    onNotification(channel, payload) {
      for (const l of listeners.get(channel) ?? []) l(payload);
    },
    onLost: (error) => {
      for (const handler of lostHandlers) handler(error);
    },
    onRestored: (downMs) => {
      for (const handler of restoredHandlers) handler(downMs);
    },
  });
  pool.on('connect', (client) => {
    // A client in use (in a transaction, between its queries) has no pool listener: its connection's end would be
    // an unhandled 'error' event. Its query fails instead, and the pool drops it when it is released.
    client.on('error', () => {});
    // The database answers again: the LISTEN connection need not wait out its backoff.
    listenConnection.nudge();
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    async listen(channel, listener) {
      const list = listeners.get(channel) ?? [];
      listeners.set(channel, [...list, listener]);
      if (list.length > 0) return;
      try {
        await listenConnection.listen(channel);
      } catch (err) {
        listeners.set(channel, list);
        throw err;
      }
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    onListenRestored(handler) {
      restoredHandlers.push(handler);
    },
    onListenLost(handler) {
      lostHandlers.push(handler);
    },
    async close() {
      await listenConnection.close();
      await pool.end();
    },
  };
}

/** The embedded database persisted under dataDir, or PostgreSQL when a URL is given. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return createPgliteDatabase(client);
}
