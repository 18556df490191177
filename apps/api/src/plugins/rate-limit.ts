import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from './errors.ts';
import type { RateLimitCount, RateLimitStore } from './rate-limit-store.ts';
import { connectRedis, createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/** At most `limit` hits per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult extends RateLimitCount {
  isLimited: boolean;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Fixed-window counters in the rate_limits table; one atomic upsert per hit, so concurrent hits never undercount. */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  // Every customer write counts a hit first: prepared once (built once, parsed once per PostgreSQL connection).
  const nowSql = sql`${sql.placeholder('now')}::timestamptz`;
  const resetSql = sql`${sql.placeholder('resetAt')}::timestamptz`;
  const hit = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: resetSql })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${resetSql} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare('rate_limit_hit');
  return {
    async increment(key, windowSeconds, now) {
      const resetAt = new Date(now.getTime() + windowSeconds * 1000);
      const [row] = await hit.execute({ key, now: now.toISOString(), resetAt: resetAt.toISOString() });
      if (!row) throw new Error(`rate limit counter ${key} not written`);
      return { count: row.count, resetAt: new Date(row.resetAt) };
    },
    async decrement(key, now) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
    },
    async purge(now) {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    },
  };
}

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Demasiados intentos.';

/** "Probá de nuevo en 15 minutos." / "... en 30 segundos." */
export function formatRetryMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    return `${TOO_MANY_ATTEMPTS_MESSAGE} Probá de nuevo en ${retryAfterSeconds} segundos.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${TOO_MANY_ATTEMPTS_MESSAGE} Probá de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export class RateLimiter {
  private lastPurge = 0;

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one hit against the key and tells whether it went over the rule. */
  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now();
    await this.purgeNowAndThen(now);
    const counted = await this.store.increment(key, rule.windowSeconds, now);
    const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000));
    return { ...counted, isLimited: counted.count > rule.limit, retryAfterSeconds };
  }

  /** Gives a hit back: limits can count only failures while every attempt is still counted first, atomically. */
  refund(key: string): Promise<void> {
    return this.store.decrement(key, this.now());
  }

  /**
   * Counts a hit on each key; over any rule the request ends with 429, a Retry-After header and a Spanish
   * message. Returns the keys counted so a caller can refund them.
   */
  async enforce(reply: FastifyReply, hits: Array<{ key: string; rule: RateLimitRule }>): Promise<string[]> {
    let retryAfterSeconds = 0;
    for (const { key, rule } of hits) {
      const result = await this.consume(key, rule);
      if (result.isLimited) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) throw tooManyRequests(reply, retryAfterSeconds, formatRetryMessage(retryAfterSeconds));
    return hits.map((h) => h.key);
  }

  private async purgeNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now.getTime();
    try {
      await this.store.purge(now);
    } catch (err) {
      this.log.warn({ err }, 'could not purge ended rate limit windows');
    }
  }
}

/** A 429 with Retry-After; `body` adds fields to the error body (login/Create's status and resendAfterSeconds). */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string,
  body?: Record<string, unknown>,
): AppError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new AppError(429, message, body ? { body } : {});
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /**
     * A hook (after app.requireUser) counting one write of `kind` ('pedir', 'reservar', 'subir-imagen', ...) by the
     * session's user: over CUSTOMER_WRITES_PER_USER in 15 minutes the request ends with 429 and Retry-After. A
     * preHandler, or for an upload an onRequest hook, so that a refused body is not even read.
     */
    limitCustomerWrites: (kind: string) => preHandlerAsyncHookHandler;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const { db, config, now } = app.deps;
  let store = createDatabaseRateLimitStore(db);
  if (config.REDIS_URL) {
    const redis = await connectRedis(config.REDIS_URL, (err) => app.log.warn({ err }, 'Redis (rate limits)'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    store = createRedisRateLimitStore(redis, config.REDIS_KEY_PREFIX);
  }
  const rateLimiter = new RateLimiter(store, now, app.log);
  app.decorate('rateLimiter', rateLimiter);
  const customerWrites: RateLimitRule = { limit: config.CUSTOMER_WRITES_PER_USER, windowSeconds: 15 * 60 };
  app.decorate(
    'limitCustomerWrites',
    (kind: string): preHandlerAsyncHookHandler =>
      async (request, reply) => {
        const user = request.currentUser;
        if (!user) return;
        await rateLimiter.enforce(reply, [{ key: `write:${kind}:user:${user.id}`, rule: customerWrites }]);
      },
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['deps'] });
