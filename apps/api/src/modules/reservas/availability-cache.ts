import type { BodyHolder } from '../../plugins/response-cache.ts';
import type { DayInputs } from './availability.ts';

interface Answer {
  body: Buffer;
  expiresAt: number;
}

/** Beyond this many entries the oldest are dropped: a cache, not a copy of the database. */
const MAX_ENTRIES = 2000;
/** A day's inputs are read again after this long even without an announced change (a write that forgot to). */
const DAY_TTL_MS = 5 * 60_000;

/** Stores the value; beyond MAX_ENTRIES drops the oldest, and answers it. */
function remember<V>(map: Map<string, V>, key: string, value: V): V | undefined {
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) {
      const dropped = map.get(oldest);
      map.delete(oldest);
      return dropped;
    }
  }
  return undefined;
}

/**
 * The availability answers of this process, in two layers:
 * - a day's inputs (business, services, sectors, closed days, reservations holding places), kept until a
 *   reservation or the catalogue changes (`clear`, on reserva_changed / CATALOG_CHANGED from any process), and
 *   at most 5 minutes;
 * - the serialized answers per party size, kept until the next minute boundary as well, because `disabled`
 *   depends on the minute of the clock (slots and notices are whole minutes, so it cannot change within one).
 * Concurrent misses of the same key share one computation, so a minute boundary under load costs one pure
 * computation, not one database round per request.
 */
export class AvailabilityCache implements BodyHolder {
  private readonly days = new Map<string, { inputs: Promise<DayInputs>; expiresAt: number }>();
  private readonly answers = new Map<string, Answer>();
  /** Until when each answer's body is held (the fast path answers again only with a body still held). */
  private bodyExpiry = new WeakMap<Buffer, number>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private generation = 0;

  constructor(private readonly now: () => Date) {}

  async getAnswer(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const t = this.now().getTime();
    const hit = this.answers.get(key);
    if (hit && hit.expiresAt > t) return hit.body;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = compute().then(
      (body) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        if (generation === this.generation) {
          const expiresAt = t - (t % 60_000) + 60_000;
          const previous = this.answers.get(key);
          if (previous) this.bodyExpiry.delete(previous.body);
          const dropped = remember(this.answers, key, { body, expiresAt });
          if (dropped) this.bodyExpiry.delete(dropped.body);
          this.bodyExpiry.set(body, expiresAt);
        }
        return body;
      },
      (err: unknown) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  /** A day's inputs; a failure (unknown business, bad date) is not kept. */
  getDay(key: string, load: () => Promise<DayInputs>): Promise<DayInputs> {
    const t = this.now().getTime();
    const cached = this.days.get(key);
    if (cached && cached.expiresAt > t) return cached.inputs;
    const entry = {
      inputs: load().catch((err: unknown) => {
        if (this.days.get(key) === entry) this.days.delete(key);
        throw err;
      }),
      expiresAt: t + DAY_TTL_MS,
    };
    remember(this.days, key, entry);
    return entry.inputs;
  }

  expiryOf(body: Buffer): number | undefined {
    return this.bodyExpiry.get(body);
  }

  /** Something changed: nothing computed before (or while computing) is answered again. */
  clear(): void {
    this.generation++;
    this.bodyExpiry = new WeakMap();
    this.days.clear();
    this.answers.clear();
    this.pending.clear();
  }
}
