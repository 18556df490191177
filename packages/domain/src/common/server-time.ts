/**
 * The server's clock on every answer of the API (docs/decisions/042-server-time.md): the injected clock the API's
 * rules read (`CLOCK_START` moves it), in epoch milliseconds, written when the answer is sent. Node's own `Date`
 * header follows the machine's clock, and in whole seconds. The web app estimates the server's time from it
 * (apps/web/src/api/server-clock.ts) and judges business time by that, not by the phone's clock.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

/** The header's value: the instant in epoch milliseconds, as decimal digits. */
export function formatServerTime(now: Date): string {
  return String(now.getTime());
}

/** The instant a header's value names, or null when there is none or it is not one (an older server, a proxy). */
export function parseServerTime(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}
