import { test as base, expect } from '@playwright/test';
import { parseServerTime, SERVER_TIME_HEADER } from '../../packages/domain/src/common/server-time.ts';
import { serverNow, setServerOffset } from './helpers/clock.ts';
import { E2E_PORT } from './helpers/sites.ts';

/** Anything not served by the product itself (map tiles, analytics): the suite must not depend on the internet. */
const OUTSIDE_REQUEST = /^https?:\/\/(?!(?:[a-z0-9-]+\.)*localhost(?::\d+)?\/|127\.0\.0\.1(?::\d+)?\/)/i;

/**
 * Runs in every page before its own scripts: the page's `Date` reads this machine's clock moved by `offsetMs`, as
 * a phone whose clock says another time. Only `Date` moves (timers, `performance` and its entries stay real, so
 * tests that read them keep working); a test that installs Playwright's own clock (page.clock) takes over time.
 */
function movePhoneClock(offsetMs: number): void {
  const NativeDate = Date;
  const pageClock = globalThis as { __pwClock?: unknown };
  // Once Playwright's clock is installed it reads this as the machine's time: it must get the real one.
  const now = () => (pageClock.__pwClock ? NativeDate.now() : NativeDate.now() + offsetMs);
  function PhoneDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new NativeDate(now()).toString();
    return args.length === 0 ? new NativeDate(now()) : new NativeDate(...(args as [number]));
  }
  PhoneDate.prototype = NativeDate.prototype;
  // Not enumerable, as Date's own: Playwright's clock copies a Date's enumerable properties onto its own.
  for (const [name, value] of [
    ['now', now],
    ['parse', NativeDate.parse],
    ['UTC', NativeDate.UTC],
  ] as const) {
    Object.defineProperty(PhoneDate, name, { value, writable: true, configurable: true, enumerable: false });
  }
  (globalThis as { Date: unknown }).Date = PhoneDate;
}

interface SuiteFixtures {
  offlineFromOutside: undefined;
  /** How far the phone's clock (the browser's `Date`) is ahead of the server's; negative: behind. Default 0. */
  phoneClockAheadMs: number;
  phoneClock: undefined;
}

/**
 * The suite's `test`: every page runs offline from the outside world, as on the CI machine, on a phone whose
 * clock agrees with the server's (the suite's clock, helpers/clock.ts) unless a test moves it
 * (`test.use({ phoneClockAheadMs })`).
 */
export const test = base.extend<SuiteFixtures, { serverClock: undefined }>({
  serverClock: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext();
      const sentAt = Date.now();
      const res = await api.get(`http://127.0.0.1:${E2E_PORT}/api/health`);
      const receivedAt = Date.now();
      const server = parseServerTime(res.headers()[SERVER_TIME_HEADER]);
      await api.dispose();
      if (server === null) throw new Error(`the server's answer has no ${SERVER_TIME_HEADER}`);
      setServerOffset(server - (sentAt + receivedAt) / 2);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  phoneClockAheadMs: [0, { option: true }],
  phoneClock: [
    async ({ context, phoneClockAheadMs }, use) => {
      await context.addInitScript(movePhoneClock, serverNow() - Date.now() + phoneClockAheadMs);
      await use(undefined);
    },
    { auto: true },
  ],
  offlineFromOutside: [
    async ({ context }, use) => {
      await context.route(OUTSIDE_REQUEST, (route) => route.abort('internetdisconnected'));
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
