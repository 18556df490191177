import { buildApp, type App, type BuildAppOptions } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDemoIfEmpty } from '../../apps/api/src/db/seed/index.ts';

export interface ApiInstance {
  app: App;
  database: Database;
  baseUrl: string;
  close(): Promise<void>;
}

/** Like the server's CLOCK_START: starts at a fixed instant and runs in real time, so `abierto` is the same every run. */
export function createClockFrom(start: string): () => Date {
  const offset = new Date(start).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * The real API in this process, as `server.ts` starts it (migrations, demo data when empty, every plugin
 * but the web app's static files). With `databaseUrl` it runs on PostgreSQL, otherwise on PGlite under `dataDir`.
 */
export async function startApiInstance(options: {
  dataDir: string;
  databaseUrl?: string;
  /** Listen on this port of 127.0.0.1; without it the instance only serves `app.inject`. */
  port?: number;
  clockStart: string;
  logger?: BuildAppOptions['logger'];
  /** Other settings (environment variables, as config.ts reads them). */
  env?: Record<string, string>;
}): Promise<ApiInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    // What server.ts would load: production takes the demo only when told to (it is seeded below either way).
    SEED_DEMO: 'true',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    HOST: '127.0.0.1',
    PORT: String(options.port ?? 0),
    CLOCK_START: options.clockStart,
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const now = createClockFrom(options.clockStart);
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db, { dataDir: config.DATA_DIR, now: now() });
    const app = await buildApp({
      config,
      database,
      now,
      logger: options.logger ?? false,
      serveWeb: false,
    });
    if (options.port === undefined) await app.ready();
    else await app.listen({ port: config.PORT, host: config.HOST });
    return {
      app,
      database,
      baseUrl: options.port === undefined ? '' : `http://127.0.0.1:${config.PORT}`,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
