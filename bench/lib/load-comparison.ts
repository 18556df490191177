import { type LoadResult, runLoad } from './load-test.ts';
import { median } from './stats.ts';

export interface ComparedLoad {
  real: AggregatedLoad;
  bare: AggregatedLoad;
  /**
   * real requests/s as a percentage of bare requests/s: the median of the ratios of slices run back to back
   * (real i beside bare i), so a burst of other work on the machine skews one pair, not the figure.
   */
  ratioPercent: number;
  /** bare CPU per request as a percentage of real CPU per request: the same ratio, measured in CPU time. */
  cpuRatioPercent: number;
}

export interface AggregatedLoad {
  requestsPerSec: number;
  /** Median of the slices' p99 latencies. */
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, socket errors and timeouts over all slices. */
  failures: number;
  /**
   * CPU time this process spent per request (user + system). The servers run here and the load generator in a
   * child process, so this is the server's cost, and unlike requests/s it hardly moves with other load on
   * the machine.
   */
  cpuUsPerRequest: number;
  slices: MeasuredSlice[];
}

interface MeasuredSlice extends LoadResult {
  cpuUs: number;
}

function aggregate(slices: MeasuredSlice[]): AggregatedLoad {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    requestsPerSec: slices.reduce((sum, s) => sum + s.requestsPerSec, 0) / slices.length,
    p99Ms: median(slices.map((s) => s.p99Ms)),
    requests,
    failures: slices.reduce((sum, s) => sum + s.non2xx + s.errors + s.timeouts, 0),
    cpuUsPerRequest: requests > 0 ? slices.reduce((sum, s) => sum + s.cpuUs, 0) / requests : 0,
    slices,
  };
}

async function measureSlice(
  url: string,
  options: { connections: number; durationSec: number; headers?: Record<string, string> },
) {
  const before = process.cpuUsage();
  const result = await runLoad(url, options);
  const used = process.cpuUsage(before);
  return { ...result, cpuUs: used.user + used.system };
}

/**
 * Measures two URLs under identical conditions: both warmed up the same way, then loaded in alternating
 * slices (real, bare, bare, real, ...) so that whatever else the machine does at the time weighs on both.
 */
export async function compareLoad(
  realUrl: string,
  bareUrl: string,
  options: {
    connections: number;
    durationSec: number;
    warmupSec: number;
    slices?: number;
    headers?: Record<string, string>;
  },
): Promise<ComparedLoad> {
  const sliceCount = options.slices ?? Math.max(2, Math.round(options.durationSec / 2));
  const sliceSec = Math.max(1, Math.round(options.durationSec / sliceCount));
  const run = (url: string, durationSec: number) =>
    measureSlice(url, { connections: options.connections, durationSec, headers: options.headers });
  await run(realUrl, options.warmupSec);
  await run(bareUrl, options.warmupSec);
  const real: MeasuredSlice[] = [];
  const bare: MeasuredSlice[] = [];
  for (let i = 0; i < sliceCount; i++) {
    const realFirst = i % 2 === 0;
    if (realFirst) real.push(await run(realUrl, sliceSec));
    bare.push(await run(bareUrl, sliceSec));
    if (!realFirst) real.push(await run(realUrl, sliceSec));
  }
  const realLoad = aggregate(real);
  const bareLoad = aggregate(bare);
  return {
    real: realLoad,
    bare: bareLoad,
    ratioPercent: median(real.map((r, i) => (r.requestsPerSec / Math.max(bare[i]?.requestsPerSec ?? 0, 1)) * 100)),
    cpuRatioPercent: realLoad.cpuUsPerRequest > 0 ? (bareLoad.cpuUsPerRequest / realLoad.cpuUsPerRequest) * 100 : 0,
  };
}
