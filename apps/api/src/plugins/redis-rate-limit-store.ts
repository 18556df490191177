import { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * Rate limit counters in Redis, for several API processes (REDIS_URL). Each key is a hash {count, resetAt} changed
 * only by a Lua script, so a hit is one atomic step however many processes count at once. Windows end by the
 * app's clock (as in the database store, so an injected clock works the same); Redis forgets a key a window's
 * length after the window began (PEXPIRE), which is all the purging there is.
 */

/** KEYS[1] the counter; ARGV: now (ms), window (ms), now + window (ms). Returns {count, resetAt}. */
const INCREMENT_SCRIPT = `
local resetAt = redis.call('HGET', KEYS[1], 'resetAt')
if resetAt and tonumber(resetAt) > tonumber(ARGV[1]) then
  return {redis.call('HINCRBY', KEYS[1], 'count', 1), resetAt}
end
redis.call('HSET', KEYS[1], 'count', 1, 'resetAt', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, ARGV[3]}
`;

/** KEYS[1] the counter; ARGV: now (ms). Takes one hit back from a window still running, never below 0. */
const DECREMENT_SCRIPT = `
local resetAt = redis.call('HGET', KEYS[1], 'resetAt')
if not resetAt or tonumber(resetAt) <= tonumber(ARGV[1]) then return 0 end
if tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then
  return redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

interface RateLimitCommands {
  rateLimitIncrement(key: string, now: string, windowMs: string, resetAt: string): Promise<[number, string]>;
  rateLimitDecrement(key: string, now: string): Promise<number>;
}

/**
 * A client for the store: connects at once (a wrong REDIS_URL stops the start) and fails fast when Redis is down.
 * Connection errors go to `onError` (the client keeps reconnecting on its own).
 */
export async function connectRedis(url: string, onError: (err: Error) => void = () => {}): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 2_000,
    // A request waits at most one reconnection for its count, then fails (a 503: unavailableOnFailure) instead of
    // hanging; the client keeps reconnecting (every 50 ms more, at most 2 s apart), so limits count again once it is back.
    maxRetriesPerRequest: 1,
  });
  let lastError: Error | undefined;
  client.on('error', (err: Error) => {
    lastError = err;
    onError(err);
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    const reason = (lastError ?? (err as Error)).message;
    throw new Error(`Redis at ${new URL(url).host} (REDIS_URL) did not answer: ${reason}`);
  }
  return client;
}

/** Counters under `${keyPrefix}rl:{key}`; the prefix lets several deployments (or test runs) share one Redis. */
export function createRedisRateLimitStore(client: Redis, keyPrefix: string): RateLimitStore {
  client.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  client.defineCommand('rateLimitDecrement', { numberOfKeys: 1, lua: DECREMENT_SCRIPT });
  const commands = client as unknown as RateLimitCommands;
  const redisKey = (key: string) => `${keyPrefix}rl:${key}`;
  return {
    async increment(key, windowSeconds, now) {
      const windowMs = windowSeconds * 1000;
      const [count, resetAt] = await unavailableOnFailure(() =>
        commands.rateLimitIncrement(
          redisKey(key),
          String(now.getTime()),
          String(windowMs),
          String(now.getTime() + windowMs),
        ),
      );
      return { count, resetAt: new Date(Number(resetAt)) };
    },
    async decrement(key, now) {
      await unavailableOnFailure(() => commands.rateLimitDecrement(redisKey(key), String(now.getTime())));
    },
    async purge() {
      // Keys expire by themselves.
    },
  };
}

export const MSG_LIMITES_NO_DISPONIBLES = 'No podemos atenderte en este momento. Probá de nuevo en unos minutos.';

/**
 * A limit that cannot be counted (Redis down or too slow) is a 503 in Spanish, never an uncounted request nor a
 * 500: the client may try again, and nothing was written yet (limits are counted before the work).
 */
async function unavailableOnFailure<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch {
    // The client's error handler (connectRedis's onError) logs the outage itself.
    throw new AppError(503, MSG_LIMITES_NO_DISPONIBLES);
  }
}
