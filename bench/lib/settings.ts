/**
 * Everything a benchmark can be tuned with, read from the environment once. Defaults give stable figures on a
 * 2-core machine in a few minutes.
 */

function readNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} debe ser un número positivo (es "${raw}")`);
  return value;
}

export const settings = {
  /** Seconds of load per endpoint and server (BENCH_DURATION). */
  durationSec: readNumber('BENCH_DURATION', 8),
  /** Seconds of unmeasured load before each measured run, so both servers are equally warm (JIT, caches). */
  warmupSec: readNumber('BENCH_WARMUP', 2),
  connections: readNumber('BENCH_CONNECTIONS', 20),
  /**
   * Accept-Encoding of the load's requests (BENCH_ACCEPT_ENCODING): by default what Chromium sends, as the web
   * app's calls do; `none` sends no such header (uncompressed answers).
   */
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd',
  /**
   * Log level of the measured API (BENCH_API_LOG_LEVEL). `info` is the server's default, so the figures
   * include writing two request log lines per request (to a file, as stdout would be in production).
   */
  apiLogLevel: process.env.BENCH_API_LOG_LEVEL ?? 'info',
  /** PostgreSQL server to bench on; `none` skips it. */
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  /** Lighthouse runs per page; each figure is the median of the runs. */
  lighthouseRuns: readNumber('BENCH_LIGHTHOUSE_RUNS', 3),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  /** Business whose home Lighthouse audits; the first single business of the listing when unset. */
  homeCarpeta: process.env.BENCH_HOME_CARPETA,
  /** The instant the demo server's clock starts at, so open/closed states are the same on every run. */
  clockStart: process.env.BENCH_CLOCK_START ?? '2026-11-21T21:00:00-03:00',
  /**
   * Ports on 127.0.0.1 (this bench's range is 3105-3109; 3107 and 3108 are left to other work on this
   * machine). Benchmarks run one after the other, so the invalidation check and Lighthouse share 3109.
   */
  ports: { real: 3105, bare: 3106, invalidation: 3109, lighthouse: 3109 },
} as const;
