import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The device's estimate of the server's clock (src/api/server-clock.ts). Each test loads the module afresh, as a
// page load does (its estimate in memory starts from local storage), on a fake device clock.

type ServerClock = typeof import('../../src/api/server-clock.ts');
let clock: ServerClock;

/** A visit: the module as a new page load gets it, from what local storage holds. */
async function loadPage(): Promise<ServerClock> {
  vi.resetModules();
  return import('../../src/api/server-clock.ts');
}

const DEVICE_NOW = Date.parse('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;

/**
 * A call sent now by the device's clock, answered by a server whose clock is `offset` ahead of the device's: the
 * request takes `up` ms to arrive and the answer `down` ms to come back. Leaves the device's clock at the arrival.
 */
function exchange(offset: number, up: number, down: number): void {
  const sentAt = Date.now();
  const serverTime = sentAt + up + offset;
  vi.setSystemTime(sentAt + up + down);
  clock.recordServerTime(serverTime, sentAt, Date.now());
}

beforeEach(async () => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE_NOW);
  clock = await loadPage();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the estimate of the server clock', () => {
  it("is the device's own clock before any answer", () => {
    expect(clock.serverClockOffset()).toBe(0);
    expect(clock.serverNow().getTime()).toBe(DEVICE_NOW);
  });

  it('is exact when the way there and back take as long', () => {
    exchange(30 * DAY, 120, 120);
    expect(clock.serverClockOffset()).toBe(30 * DAY);
    expect(clock.serverNow().getTime()).toBe(Date.now() + 30 * DAY);
  });

  it('is within half the round trip when they do not', () => {
    exchange(-30 * DAY, 350, 50);
    const error = clock.serverClockOffset() - -30 * DAY;
    expect(error).not.toBe(0);
    expect(Math.abs(error)).toBeLessThanOrEqual(200);
  });

  it('keeps the answer with the smallest round trip', () => {
    const offset = 5 * 60_000;
    exchange(offset, 1_900, 100);
    expect(Math.abs(clock.serverClockOffset() - offset)).toBeGreaterThan(500);
    exchange(offset, 15, 25);
    expect(Math.abs(clock.serverClockOffset() - offset)).toBeLessThanOrEqual(20);
    const best = clock.serverClockOffset();
    // Slower answers that agree with it change nothing.
    exchange(offset, 2_500, 500);
    exchange(offset, 20, 400);
    expect(clock.serverClockOffset()).toBe(best);
  });

  it('keeps its estimate for an answer that disagrees by less than the slack', () => {
    exchange(0, 10, 10);
    // Another API process whose clock is half a second off, on a slow answer.
    exchange(500, 300, 300);
    expect(clock.serverClockOffset()).toBe(0);
  });

  it('starts over when the device clock is changed: an answer that does not overlap replaces it', () => {
    exchange(0, 10, 10);
    const listener = vi.fn();
    clock.onServerClockChange(listener);
    // Someone sets the phone a month ahead: the server's clock is now a month behind it, on a slower answer.
    vi.setSystemTime(Date.now() + 30 * DAY);
    exchange(-30 * DAY, 400, 400);
    expect(Math.abs(clock.serverClockOffset() - -30 * DAY)).toBeLessThanOrEqual(400);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer whose arrival the device clock puts before its sending', () => {
    exchange(0, 10, 10);
    clock.recordServerTime(Date.now() + DAY, Date.now(), Date.now() - 1);
    clock.recordServerTime(Number.NaN, Date.now(), Date.now());
    expect(clock.serverClockOffset()).toBe(0);
  });
});

describe('the estimate across visits', () => {
  it('is kept in local storage under its own key, and the next visit starts from it', async () => {
    exchange(30 * DAY, 40, 40);
    expect(Object.keys(localStorage)).toEqual([clock.SERVER_CLOCK_KEY]);
    vi.setSystemTime(Date.now() + 3_600_000);
    const next = await loadPage();
    expect(next.serverClockOffset()).toBe(30 * DAY);
    expect(next.serverNow().getTime()).toBe(Date.now() + 30 * DAY);
  });

  it('starts from the device clock when what is stored is unreadable', async () => {
    for (const stored of ['{', '{"low":5,"high":1}', '{"low":"a","high":2}', '[]']) {
      localStorage.setItem(clock.SERVER_CLOCK_KEY, stored);
      expect((await loadPage()).serverNow().getTime(), stored).toBe(DEVICE_NOW);
    }
  });

  it('outlives a logout: it is not one of the session keys', async () => {
    exchange(-7 * DAY, 30, 30);
    const session = await import('../../src/api/session.ts');
    expect(session.SESSION_KEYS as readonly string[]).not.toContain(clock.SERVER_CLOCK_KEY);
    session.clearSession();
    expect((await loadPage()).serverClockOffset()).toBe(-7 * DAY);
  });
});
