/**
 * The rate limiter's storage contract, apart from rate-limit.ts so that a store (redis-rate-limit-store.ts) need
 * not import the plugin that uses it.
 */
export interface RateLimitCount {
  count: number;
  resetAt: Date;
}

/** Where the counters live: shared by every API process (the database, or Redis when REDIS_URL is set). */
export interface RateLimitStore {
  /** Adds one hit to the key's current window (a new window when the last one ended) and returns the total. */
  increment(key: string, windowSeconds: number, now: Date): Promise<RateLimitCount>;
  /** Takes back one hit of the current window (a hit that should not count, e.g. a successful login). */
  decrement(key: string, now: Date): Promise<void>;
  /** Forgets windows that ended before `now`. */
  purge(now: Date): Promise<void>;
}
