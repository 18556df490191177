import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';

/** The real clock, or one that starts at CLOCK_START and runs in real time from there. */
function createClock(start: string | undefined): () => Date {
  if (!start) return () => new Date();
  const offset = new Date(start).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

const config = loadConfig();
const now = createClock(config.CLOCK_START);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
// The demo is laid around the server's own clock, so it is alive whenever (and on whatever clock) it starts.
if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, { dataDir: config.DATA_DIR, now: now() });

const app = await buildApp({ config, database, now });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
