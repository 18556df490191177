import { count } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema.ts';
import {
  connectRedis,
  createRedisRateLimitStore,
  MSG_LIMITES_NO_DISPONIBLES,
} from '../src/plugins/redis-rate-limit-store.ts';
import { createTestApp } from './helpers/test-app.ts';
import { answersPing } from './helpers/redis-ping.ts';

// With REDIS_URL the rate limit counters live in Redis, shared by every API process: two app instances (two
// databases, one Redis) count the same login failures. TEST_REDIS_URL points elsewhere than 127.0.0.1:6379.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** This run's keys only, removed at the end. */
const PREFIX = `vidriera-test:${process.pid}-${Date.now()}:`;

const reachable = await answersPing(REDIS_URL, 1_000);
if (!reachable) console.warn(`Redis is not reachable at ${REDIS_URL}: the Redis rate limit tests are skipped`);

describe.skipIf(!reachable)('rate limits in Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  describe('the store', () => {
    const t0 = new Date('2026-11-21T21:00:00-03:00');
    const at = (ms: number) => new Date(t0.getTime() + ms);

    it('counts concurrent hits from two clients without losing one, in one window', async () => {
      const other = await connectRedis(REDIS_URL);
      try {
        const a = createRedisRateLimitStore(redis, PREFIX);
        const b = createRedisRateLimitStore(other, PREFIX);
        const results = await Promise.all(
          Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).increment('concurrent', 60, t0)),
        );
        expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
        expect(new Set(results.map((r) => r.resetAt.getTime()))).toEqual(new Set([at(60_000).getTime()]));
      } finally {
        await other.quit();
      }
    });

    it('takes hits back without going below 0 or extending the window; a new window starts at 1', async () => {
      const store = createRedisRateLimitStore(redis, PREFIX);
      expect(await store.increment('refund', 60, t0)).toEqual({ count: 1, resetAt: at(60_000) });
      expect((await store.increment('refund', 60, at(1_000))).count).toBe(2);
      const ttlBefore = await redis.pttl(`${PREFIX}rl:refund`);
      for (let i = 0; i < 4; i++) await store.decrement('refund', at(2_000));
      expect(await redis.hget(`${PREFIX}rl:refund`, 'count')).toBe('0');
      expect(await redis.pttl(`${PREFIX}rl:refund`)).toBeLessThanOrEqual(ttlBefore);
      expect(await store.increment('refund', 60, at(3_000))).toEqual({ count: 1, resetAt: at(60_000) });

      // After the window: a refund changes nothing, the next hit opens a new window.
      await store.decrement('refund', at(60_000));
      expect(await redis.hget(`${PREFIX}rl:refund`, 'count')).toBe('1');
      expect(await store.increment('refund', 60, at(61_000))).toEqual({ count: 1, resetAt: at(121_000) });
      // A refund of a key never counted writes nothing.
      await store.decrement('never-counted', t0);
      expect(await redis.exists(`${PREFIX}rl:never-counted`)).toBe(0);
    });

    it('lets Redis forget a key once its window is over', async () => {
      const store = createRedisRateLimitStore(redis, PREFIX);
      await store.increment('short', 1, new Date());
      expect(await redis.pttl(`${PREFIX}rl:short`)).toBeGreaterThan(0);
      expect(await redis.pttl(`${PREFIX}rl:short`)).toBeLessThanOrEqual(1_000);
    });

    it('a Redis that stops answering is a 503 in Spanish, not a hit left uncounted nor a 500', async () => {
      const gone = await connectRedis(REDIS_URL);
      const store = createRedisRateLimitStore(gone, PREFIX);
      gone.disconnect();
      const refused = store.increment('gone', 60, t0);
      await expect(refused).rejects.toMatchObject({ statusCode: 503, message: MSG_LIMITES_NO_DISPONIBLES });
      await expect(store.decrement('gone', t0)).rejects.toMatchObject({ statusCode: 503 });
    });
  });

  describe('two app instances', () => {
    let a: Awaited<ReturnType<typeof createTestApp>>;
    let b: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
      [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    const login = (app: typeof a, password: string, remoteAddress: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/login/Login',
        payload: { userName: 'lafarola', password },
        remoteAddress,
      });

    it('share the login throttle: failures on A count on B; a clean address still gets in', async () => {
      for (const app of [a, b, a, b, a]) expect((await login(app, 'mala', '10.9.0.1')).statusCode).toBe(401);

      const over = await login(b, 'lafarola1234', '10.9.0.1');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toMatchObject({ status: 429, message: expect.stringMatching(/^Demasiados intentos\./) });
      expect((await login(a, 'lafarola1234', '10.9.0.1')).statusCode).toBe(429);

      expect((await login(b, 'lafarola1234', '10.9.0.2')).statusCode).toBe(200);
      // Counted in Redis, not in either database.
      for (const app of [a, b]) {
        const [row] = await app.db.select({ n: count() }).from(rateLimits);
        expect(row?.n).toBe(0);
      }
    });

    it('share the refunds: a successful login on B gives its hit back on A', async () => {
      for (let i = 0; i < 4; i++) expect((await login(a, 'mala', '10.9.0.3')).statusCode).toBe(401);
      expect((await login(b, 'lafarola1234', '10.9.0.3')).statusCode).toBe(200);
      // 4 failures counted: one more is still a 401, the next is over the limit of 5 a minute.
      expect((await login(a, 'mala', '10.9.0.3')).statusCode).toBe(401);
      expect((await login(b, 'mala', '10.9.0.3')).statusCode).toBe(429);
    });
  });
});
