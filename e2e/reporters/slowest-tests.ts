import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the summary lists. */
const LISTED = 10;
/** A test past this share of its timeout is too close to it: a busier machine would time it out. */
const HEADROOM_SHARE = 1 / 3;

interface Timing {
  title: string;
  duration: number;
  timeout: number;
  retry: number;
}

function titleOf(test: TestCase): string {
  const [, project, file, ...titles] = test.titlePath();
  return `[${project}] ${file} › ${titles.join(' › ')}`;
}

/**
 * Prints, at the end of the run, the slowest tests with their share of their timeout and every test that ran past
 * a third of it, so that drift shows long before a test times out. It judges nothing: flaky tests fail the run
 * through `failOnFlakyTests` in the config.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly timings: Timing[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onBegin(_config: FullConfig): void {}

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    this.timings.push({ title: titleOf(test), duration: result.duration, timeout: test.timeout, retry: result.retry });
  }

  onEnd(_result: FullResult): void {
    if (this.timings.length === 0) return;
    const sorted = [...this.timings].sort((a, b) => b.duration - a.duration);
    const durations = sorted.map((t) => t.duration).sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)] ?? 0;
    const line = (t: Timing) =>
      `  ${(t.duration / 1000).toFixed(1).padStart(5)} s  ${String(Math.round((100 * t.duration) / t.timeout)).padStart(3)} % of ${t.timeout / 1000} s  ${t.title}${t.retry ? ` (retry ${t.retry})` : ''}`;
    const out = [
      '',
      `Slowest ${Math.min(LISTED, sorted.length)} of ${sorted.length} test runs (median ${(median / 1000).toFixed(1)} s):`,
      ...sorted.slice(0, LISTED).map(line),
    ];
    const tooClose = sorted.filter((t) => t.duration > t.timeout * HEADROOM_SHARE);
    out.push(
      tooClose.length
        ? `${tooClose.length} test run(s) took more than a third of their timeout: make them faster before they fail.`
        : 'Every test finished within a third of its timeout.',
      '',
    );
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
