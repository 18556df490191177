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
  close(): Promise<void>;
}

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
    close: () => client.close(),
  };
}

export function createPostgresDatabase(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client whose connection the server ends (restart, failover, a terminated backend) is dropped by the
  // pool and replaced on demand; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listenClient: pg.Client | undefined;
  const listeners = new Map<string, Listener[]>();
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    async listen(channel, listener) {
      if (!listenClient) {
        listenClient = new pg.Client({ connectionString });
        await listenClient.connect();
        listenClient.on('notification', (msg) => {
          for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
        });
      }
      const list = listeners.get(channel) ?? [];
      if (list.length === 0) await listenClient.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.set(channel, [...list, listener]);
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listenClient?.end();
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
