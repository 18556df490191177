import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One violation per paragraph: rule, impact, what to do, and each offending element with axe's diagnosis. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ').trim();
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
        })
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Waits until entrance animations (fade-ins, slide-ins) have ended: half-way through a fade a button's colours
 * are blended with the page behind it and axe would measure a contrast nobody sees. Endless ones (the loading
 * heart) are left running.
 */
async function waitForFiniteAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * Runs axe-core's default rule set (WCAG A/AA and best practices) on the page as it is now and fails the test
 * when it finds a serious or critical violation; minor and moderate ones are left to review.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // What appears while axe runs (the app banner mounts after the page has loaded) must not fade in under it:
  // with reduced motion the app's entrance animations are off (each stylesheet honours it), and the colours
  // measured are the ones a visitor ends up seeing. The emulation is lifted again after the check.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForFiniteAnimations(page);
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default (runPartial per frame, then finishRun in a new blank page) spawns a
    // renderer process on every check, about a second of a two-core machine, for frames the product never has.
    .setLegacyMode()
    // Map tiles come from an outside server the tests cannot reach; their markup is Leaflet's, not ours.
    .exclude('.leaflet-tile-pane')
    .analyze();
  await page.emulateMedia({ reducedMotion: null });
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(
    blocking.length,
    `axe-core found serious or critical violations on ${page.url()}:\n\n${describeViolations(blocking)}`,
  ).toBe(0);
}
