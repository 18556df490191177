/**
 * The server's clock as this device estimates it (docs/decisions/042-server-time.md). Cheap phones often have a
 * wrong clock, and demos run the server on a shifted one (CLOCK_START): business time (a session's expiry, the
 * 30-minute drafts, an order's status window, "today") is judged by serverNow(), never by Date.now().
 *
 * Every answer of the API carries the server's time (SERVER_TIME_HEADER), read while the answer was being sent, so
 * it lies between the device's instants of sending the call and receiving the answer: the true offset (server
 * minus device) lies in [serverTime - receivedAt, serverTime - sentAt]. The narrowest such interval seen (the call
 * with the smallest round trip) is kept, and its middle is the offset. A sample that does not overlap it, by more
 * than SLACK_MS, means the device's clock was changed since: it replaces the estimate. The estimate is kept in
 * local storage (SERVER_CLOCK_KEY, not a session key: logout keeps it), so the next visit judges a stored session
 * before its first answer arrives.
 */

/** Where the estimate is kept between visits (its own key: logout removes only the session's). */
export const SERVER_CLOCK_KEY = 'serverClock';

/**
 * How far a sample may fall outside the estimate and still agree with it: the header is whole milliseconds, a
 * phone's clock ticks coarsely and is slewed by its time service, and several API processes' clocks differ a little.
 * Business time is judged in minutes: a second off is nothing, a clock set a month wrong is caught at once.
 */
export const SLACK_MS = 1_000;

/** The offset (server minus device, ms) lies within [low, high]. */
interface OffsetInterval {
  low: number;
  high: number;
}

let estimate: OffsetInterval | null | undefined;
const listeners = new Set<() => void>();

function isInterval(value: unknown): value is OffsetInterval {
  const { low, high } = (value ?? {}) as Partial<OffsetInterval>;
  return Number.isFinite(low) && Number.isFinite(high) && (low as number) <= (high as number);
}

/** The estimate, read from storage on first use (undefined: not read yet; null: none). */
function current(): OffsetInterval | null {
  if (estimate === undefined) {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(SERVER_CLOCK_KEY) ?? 'null');
      estimate = isInterval(stored) ? { low: stored.low, high: stored.high } : null;
    } catch {
      // Unreadable, or no storage (private mode): start without one.
      estimate = null;
    }
  }
  return estimate;
}

function keep(next: OffsetInterval): void {
  estimate = next;
  try {
    localStorage.setItem(SERVER_CLOCK_KEY, JSON.stringify(next));
  } catch {
    // No storage: the estimate lasts for this visit.
  }
  for (const listener of listeners) listener();
}

/**
 * One answer's evidence: the server's time it carries and the device's instants (Date.now()) of sending the call
 * and of receiving the answer. A sample whose answer may have been made before the call was sent (a preload the
 * page took) must not be given: its interval would not hold the offset.
 */
export function recordServerTime(serverTime: number, sentAt: number, receivedAt: number): void {
  if (!Number.isFinite(serverTime) || !Number.isFinite(sentAt) || !(receivedAt >= sentAt)) return;
  const sample = { low: serverTime - receivedAt, high: serverTime - sentAt };
  const known = current();
  if (known) {
    const agrees = sample.low <= known.high + SLACK_MS && sample.high >= known.low - SLACK_MS;
    if (agrees && sample.high - sample.low >= known.high - known.low) return;
  }
  keep(sample);
}

/** The estimated offset in ms (server minus device); 0 while no answer has told it. */
export function serverClockOffset(): number {
  const known = current();
  return known ? Math.round((known.low + known.high) / 2) : 0;
}

/** The server's current time as estimated: the device's clock with the offset; the device's own before any answer. */
export function serverNow(): Date {
  return new Date(Date.now() + serverClockOffset());
}

/** Called whenever the estimate changes (the first answer, a closer one, a device clock that was changed). */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
