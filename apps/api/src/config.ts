import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads. Documented in README.md. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, generated secrets and uploaded images live. */
  DATA_DIR: z.string().default(`${repoRoot}data`),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Site served for hosts that match no site (plain localhost, 127.0.0.1). */
  DEFAULT_SITE: z.string().default('tandil.localhost'),
  /** Load the demo data when the database is empty. */
  SEED_DEMO: booleanFromEnv.default(true),
  /** HS256 secret for session tokens; generated and kept in the database when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve. */
  WEB_DIST: z.string().default(`${repoRoot}apps/web/dist`),
  /**
   * Start the server's clock at this instant (ISO 8601) and let it run from there: end-to-end tests and demos
   * get the same open/closed states whenever they run. Unset in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** Redis for rate limits across processes; the database is used when absent. */
  REDIS_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
