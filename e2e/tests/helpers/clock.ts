import type { Locator, Page } from '@playwright/test';

/** The suite's notion of "now" for the browser: the server's CLOCK_START. */
export const CLOCK_START = new Date('2026-11-21T21:00:00-03:00').getTime();

/**
 * Installs a fake clock that stands still: timers fire only when the test moves time with runFor, so a page that
 * loads slowly on a busy machine does not eat into the delays a test measures.
 */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1_000);
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
