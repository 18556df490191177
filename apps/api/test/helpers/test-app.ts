import { expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../../src/db/client.ts';
import { insertDemo } from '../../src/db/seed/index.ts';
import { createScratchPostgresDatabase } from './scratch-database.ts';
import type { Db } from '../../src/db/client.ts';

/** A clock the test moves by hand. */
export function createClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(value: string | Date) {
      current = new Date(value);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A fresh database for one test file: a copy of the migrated PGlite snapshot, or, when TEST_DATABASE_URL is
 * set, a new PostgreSQL database created for this file and dropped by `close`.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await createScratchPostgresDatabase(url, 't');
    const database = createPostgresDatabase(scratch.url, 25);
    await database.migrate();
    const close = database.close;
    database.close = async () => {
      await close();
      await scratch.drop();
    };
    return database;
  }
  const template = process.env.PGLITE_TEMPLATE;
  const client = template
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) })
    : await PGlite.create();
  const database = createPgliteDatabase(client);
  if (!template) await database.migrate();
  return database;
}

/**
 * Casa de Té Las Sierras closes at 21:30 on the demo's Saturday: its `abierto` (read by `isOpen`, cached or not)
 * must read true at 21:29 and 21:29:59 and false from 21:30 on.
 */
export async function expectClosingAt2130(
  clock: ReturnType<typeof createClock>,
  isOpen: () => Promise<boolean>,
): Promise<void> {
  clock.set('2026-11-21T21:29:00-03:00');
  expect(await isOpen()).toBe(true);
  clock.set('2026-11-21T21:29:59-03:00');
  expect(await isOpen()).toBe(true);
  clock.set('2026-11-21T21:30:00-03:00');
  expect(await isOpen()).toBe(false);
}

/**
 * The suite's fixed Saturday 21:00 in Buenos Aires, when most demo places are open: the test clock starts here and
 * the demo data is laid around it. A fixed instant is safe because the API under test reads only the injected
 * clock, never the machine's (CI runs this suite a year ahead under libfaketime to prove it).
 */
export const TEST_SATURDAY = '2026-11-21T21:00:00-03:00';

export interface TestAppOptions {
  /** Load the demo data set (default true). */
  seed?: boolean;
  /** Start time of the test clock (default TEST_SATURDAY). */
  now?: string;
  /** The instant the demo data is laid around (default TEST_SATURDAY, whatever `now` is). */
  seedAt?: string;
  env?: Record<string, string>;
  /** Told of every route as it is registered (see BuildAppOptions.onRoute). */
  onRoute?: BuildAppOptions['onRoute'];
  /** Serve a stand-in web app (an index.html) as production does: its catch-all routes are in play. */
  serveWeb?: boolean;
  /** The API's logger (default none). */
  logger?: BuildAppOptions['logger'];
  /** The database to run on (default a fresh one, createTestDatabase); `close` closes it too. */
  database?: Database;
}

function createWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'vidriera-web-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Vidriera</title></head><body></body></html>',
  );
  return dist;
}

/** The whole API on a fresh database, with an injected clock; requests go through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const seedAt = new Date(options.seedAt ?? TEST_SATURDAY);
  if (options.seed ?? true) await database.db.transaction((tx) => insertDemo(tx as unknown as Db, seedAt));
  const clock = createClock(options.now ?? TEST_SATURDAY);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vidriera-data-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Small per-address limits so the tests can reach them quickly.
    LOGIN_FAILURES_PER_IP: '30',
    REGISTRATIONS_PER_IP: '60',
    // Suites that place many orders as one customer; the limit's own test sets a small one.
    CUSTOMER_WRITES_PER_USER: '1000',
    // Holds and refunds move when a test runs the payments job (app.payments.runJob), never on their own.
    PAYMENTS_JOB_INTERVAL_SECONDS: '0',
    // WhatsApp notices go out when a test runs the job (or a request kicks it), never on a timer.
    NOTIFICATIONS_JOB_INTERVAL_SECONDS: '0',
    ...(options.serveWeb ? { WEB_DIST: createWebDist() } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: options.logger ?? false,
    serveWeb: options.serveWeb ?? false,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
