import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Paths in the configuration are used from several places (a static file server needs them absolute). */
const absolutePath = (path: string) => resolve(path);

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads. Documented in README.md. */
const envFields = z.object({
  /** development, production or test. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HTTP port of the web app and the API (one port for both). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, generated secrets and uploaded images live. */
  DATA_DIR: z.string().default(`${repoRoot}data`).transform(absolutePath),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Site served for hosts that match no site (plain localhost, 127.0.0.1). */
  DEFAULT_SITE: z.string().default('tandil.localhost'),
  /**
   * Load the demo data when the database is empty. Default: true, except in production, where only an explicit
   * true loads it (the demo's platform admin has a published password).
   */
  SEED_DEMO: booleanFromEnv.optional(),
  /**
   * HS256 secret for session tokens; generated and kept in the database when absent, except in production, which
   * refuses to start without it (every process must share it).
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** Structured JSON logs (one line per request at info). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve (a relative path is taken from the working directory, as a shell would). */
  WEB_DIST: z.string().default(`${repoRoot}apps/web/dist`).transform(absolutePath),
  /**
   * Start the server's clock at this instant (ISO 8601) and let it run from there: end-to-end tests and demos
   * get the same open/closed states whenever they run. Unset in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /**
   * Failed logins allowed per client address in 15 minutes, across user names (per user name and address the
   * steps are 5 a minute, 10 in 15 minutes, 20 an hour). An address may be shared by a venue's Wi-Fi or a NAT.
   */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  /**
   * Orders, reservations, ticket purchases and draw entries one customer may send in 15 minutes, and picture and
   * video uploads one merchant may send, each kind on its own: far above what a person does, low enough that a
   * script cannot flood a merchant's queue or the disk.
   */
  CUSTOMER_WRITES_PER_USER: z.coerce.number().int().min(1).default(100),
  /** login/Create calls (registrations and code requests) allowed per client address in 15 minutes. */
  REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(300),
  /**
   * Behind a load balancer or reverse proxy: trust its X-Forwarded-For / X-Forwarded-Host (client address for
   * rate limits, host for the site). Off, a client could claim any address.
   */
  TRUST_PROXY: booleanFromEnv.default(false),
  /**
   * Bearer token of GET /metrics (Prometheus text: requests by route, event streams, job backlogs, the database
   * pool, the process). Unset (and no METRICS_PORT): there are no metrics (404).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * A port of its own for /metrics (on HOST), to keep it off the public port; the token, when set, is asked there
   * too. Unset: /metrics is on PORT, and only with METRICS_TOKEN.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Seconds a client has to send a request's headers: a client that opens connections and sends them slowly (or
   * not at all) is answered 408 and cut off instead of holding a connection.
   */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
  /**
   * Seconds a client has to send a whole request, body included: a course video (up to 200 MB) from a slow
   * uplink takes minutes. At least HEADERS_TIMEOUT_SECONDS.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(600),
  /**
   * Seconds a connection may stay silent (nothing received, nothing sent) before it is closed: a request whose
   * body stopped arriving. Above the 25-second heartbeat of event streams, which keeps them open.
   */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(3_600).default(60),
  /**
   * Seconds an idle keep-alive connection is kept for the client's next request; above the idle timeout of a
   * load balancer in front (60 s on most), or it may reuse a connection the server is closing.
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(72),
  /**
   * On SIGTERM, seconds readiness answers 503 (requests still served) before the listener closes, so a load
   * balancer takes the process out first: at least its health check interval times its fall count. Only when
   * readiness was asked in the last minute (nobody balancing, nobody to wait for); 0 closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * Redis (redis://[:password@]host:port[/db], rediss:// for TLS) holding the rate limit counters of every process;
   * without it they are kept in the database, which every process shares too. Must answer at start.
   */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of this deployment's Redis keys, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().max(100).default('vidriera:'),
  /**
   * How often each process looks for scheduled prize draws that are due (and winners to notify); 0 turns the job
   * off (tests run it by hand). Several processes may run it: a database lock gives each draw to one of them.
   */
  DRAW_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /**
   * How often each process ends unpaid holds that expired and sends refunds due (decision 022); 0 turns the job
   * off (tests run it by hand). Several processes may run it: row locks and leases give each piece to one of them.
   */
  PAYMENTS_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(5),
  /**
   * How often each process sends the WhatsApp notices that are due (decision 034; a notice queued by a request is
   * also sent right away); 0 turns the job off (tests run it by hand). Several processes may run it: claims with
   * SKIP LOCKED give each notice to one of them.
   */
  NOTIFICATIONS_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  /**
   * WhatsApp Cloud API access token. With WHATSAPP_PHONE_NUMBER_ID it sends verification codes by WhatsApp;
   * without them codes are written to the log and to the outbox (outbox_messages) instead.
   */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  /** WhatsApp Cloud API sender: the phone number id of the business account (not the phone number). */
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  /**
   * How an Argentine mobile is written for the WhatsApp account: '549' + area + number (the international mobile
   * form) or '54' + area + number (what some accounts need to reach the same mobile). Check the provider's error
   * in the log if messages do not arrive, and switch.
   */
  WHATSAPP_NUMBER_FORMAT: z.enum(['549', '54']).default('549'),
  /**
   * Name of an approved WhatsApp message template with the code as its only body parameter (an
   * "authentication" template). Unset: a plain text message, which WhatsApp only delivers inside a 24-hour
   * conversation the customer started.
   */
  WHATSAPP_TEMPLATE: z.string().min(1).optional(),
  /** Language code of WHATSAPP_TEMPLATE. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('es_AR'),
  /** Graph API version used for WhatsApp calls. */
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  /**
   * Who takes online payments: 'mercadopago' (needs MP_ACCESS_TOKEN, MP_PUBLIC_KEY and MP_WEBHOOK_SECRET) or
   * 'simulado', the built-in provider with its own checkout page (no real money). Unset: mercadopago when its
   * credentials are set, else simulado.
   */
  PAYMENTS_PROVIDER: z.enum(['simulado', 'mercadopago']).optional(),
  /** MercadoPago access token of the platform's account (APP_USR-... or TEST-...). */
  MP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** MercadoPago public key, handed to the web app to draw the payment button. */
  MP_PUBLIC_KEY: z.string().min(1).optional(),
  /** The application's webhook "secret signature": notifications without a valid x-signature are refused. */
  MP_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Public base URL of this API (https://api.example.com) for the payment provider's notifications. Unset: the
   * URL the customer's request came to. Buyers always return to the site they paid from.
   */
  PUBLIC_URL: z.string().url().optional(),
});

/** The name of every setting: `.env.example` lists each one (test/env-example.test.ts keeps it so). */
export const settingNames = Object.keys(envFields.shape);

const envSchema = envFields
  .refine((env) => env.HEADERS_TIMEOUT_SECONDS <= env.REQUEST_TIMEOUT_SECONDS, {
    path: ['HEADERS_TIMEOUT_SECONDS'],
    message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must not be PORT (leave it unset to serve /metrics on PORT with METRICS_TOKEN)',
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production' }));

export type Config = z.infer<typeof envSchema>;

/** A configuration the server cannot start with: one line per setting, `NAME: what is wrong`. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return parsed.data;
}

/**
 * What a production start needs beyond a valid configuration, one line per missing setting (empty when nothing is
 * missing, and always outside production): development generates the session secret and takes the public URL from
 * each request, which production must not (a secret per process ends sessions on the other processes; a URL taken
 * from the Host header is the client's to choose).
 */
export function findMissingProductionSettings(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const missing: string[] = [];
  if (!config.JWT_SECRET) {
    missing.push(
      'JWT_SECRET: required when NODE_ENV=production: the secret that signs session tokens, at least 32 characters, the same on every process (e.g. openssl rand -base64 48)',
    );
  }
  if (!config.PUBLIC_URL) {
    missing.push(
      'PUBLIC_URL: required when NODE_ENV=production: the public https address of this API (https://api.example.com), where the payment provider posts its notifications',
    );
  }
  return missing;
}
