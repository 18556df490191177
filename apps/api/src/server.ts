import { buildApp } from './app.ts';
import { type Config, ConfigError, findMissingProductionSettings, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';
import { hasPlatformAdmin } from './modules/cuentas/plataforma-cuenta.ts';
import { handleShutdownSignals } from './shutdown.ts';

/** The real clock, or one that starts at CLOCK_START and runs in real time from there. */
function createClock(start: string | undefined): () => Date {
  if (!start) return () => new Date();
  const offset = new Date(start).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * The configuration, or the process ends (exit 1) before touching anything, with one line on standard error for
 * each setting that is invalid or that production cannot run without.
 */
function loadStartupConfig(): Config {
  let problems: string[];
  try {
    const config = loadConfig();
    problems = findMissingProductionSettings(config);
    if (problems.length === 0) return config;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems = err.problems;
  }
  for (const problem of problems) process.stderr.write(`not started, configuration: ${problem}\n`);
  process.exit(1);
}

const config = loadStartupConfig();
const now = createClock(config.CLOCK_START);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
// The demo is laid around the server's own clock, so it is alive whenever (and on whatever clock) it starts.
if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, { dataDir: config.DATA_DIR, now: now() });

const app = await buildApp({ config, database, now });
// A production database starts empty (no demo): nobody can log in to the back office until an admin is created.
if (!(await hasPlatformAdmin(database.db))) {
  app.log.warn('no platform admin yet: create one with `npm run create-admin -- --user <name>`');
}

// SIGTERM drains (readiness 503) before the listener closes; nothing in flight is lost (shutdown.ts).
handleShutdownSignals(app, database, { drainSeconds: config.SHUTDOWN_DRAIN_SECONDS });

await app.listen({ port: config.PORT, host: config.HOST });
