import type { Locator, Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE } from '../../../packages/domain/src/common/time-zone.ts';
import {
  addDaysToIsoDate,
  getNearestWeekdayTime,
  getNombreMes,
  getZonedIsoDate,
} from '../../../packages/domain/src/common/zoned-time.ts';

const SATURDAY = 6;
const AT_21 = 21 * 60;

/**
 * The suite's clock, taken from the date it runs on: the Saturday 21:00 in Buenos Aires nearest to now (at most
 * three and a half days away), so which demo businesses are open, and the demo's week around it, are the same on
 * every run. `E2E_NOW` (an ISO 8601 instant) stands for "now", to run the suite as if on another date (CI runs it
 * a year ahead). Computed once per run: playwright.config.ts reads it first and keeps it in `E2E_CLOCK_START`,
 * which the server (as CLOCK_START) and every worker inherit.
 */
function readClockStart(): number {
  const kept = process.env.E2E_CLOCK_START;
  if (kept) return Date.parse(kept);
  const now = process.env.E2E_NOW ? Date.parse(process.env.E2E_NOW) : Date.now();
  if (Number.isNaN(now)) throw new Error(`E2E_NOW is not an ISO 8601 instant: ${process.env.E2E_NOW}`);
  const start = getNearestWeekdayTime(new Date(now), SATURDAY, AT_21, DEFAULT_TIME_ZONE).getTime();
  process.env.E2E_CLOCK_START = new Date(start).toISOString();
  return start;
}

/** When the server's clock starts (its CLOCK_START): a Saturday, 21:00 in Buenos Aires. */
export const CLOCK_START = readClockStart();

/** The demo Saturday's date ('YYYY-MM-DD' in Buenos Aires), `days` later: the seed writes its week in these days. */
export function demoDate(days = 0): string {
  return addDaysToIsoDate(getZonedIsoDate(new Date(CLOCK_START), DEFAULT_TIME_ZONE), days);
}

/** The Buenos Aires wall-clock time 'HH:mm' on demoDate(days), as an instant with its offset (the API's form). */
export function demoInstant(days: number, hhmm: string): string {
  return `${demoDate(days)}T${hhmm}:00-03:00`;
}

let serverOffsetMs: number | undefined;

/** Set once per worker by the fixtures (fixtures.ts): how far the server's clock is from this machine's. */
export function setServerOffset(offsetMs: number): void {
  serverOffsetMs = offsetMs;
}

/** The server's clock now (the suite's "now"), in epoch milliseconds. */
export function serverNow(): number {
  if (serverOffsetMs === undefined) throw new Error('serverNow() before the fixtures read the server clock');
  return Date.now() + serverOffsetMs;
}

/**
 * Installs a fake clock that stands still at the server's time: timers fire only when the test moves time with
 * runFor, so a page that loads slowly on a busy machine does not eat into the delays a test measures.
 */
export async function installPausedClock(page: Page, at = serverNow()): Promise<number> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(at + 1_000);
  return at + 1_000;
}

/**
 * Moves the paused clock in small steps until the locator shows (the app's own zero-delay timers, e.g. TanStack
 * Query's notifications, need the clock to move). Returns how much fake time that took: the screen appeared
 * within the last step of it.
 */
export async function runClockUntilVisible(page: Page, locator: Locator, stepMs = 20): Promise<number> {
  const deadline = Date.now() + 15_000;
  let elapsed = 0;
  while (!(await locator.first().isVisible())) {
    if (Date.now() > deadline) throw new Error(`${locator} did not show while the clock ran ${elapsed} ms`);
    await page.clock.runFor(stepMs);
    elapsed += stepMs;
  }
  return elapsed;
}

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** How the screens write a date and time in full, as the test expects to read it: 'miércoles 6 de enero de 2027 a las 21:00'. */
export function fechaLarga(isoDate: string, hhmm: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DIAS[weekday]} ${day} de ${getNombreMes(month)} de ${year} a las ${hhmm}`;
}

/** 'dd/MM/yyyy' of a 'YYYY-MM-DD' date, as the back office's lists and exports write it. */
export function fechaCorta(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}
