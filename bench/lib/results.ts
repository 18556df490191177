import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Figure, judgeFigure } from './report.ts';
import { resultsDir } from './paths.ts';

export const latestResultsPath = `${resultsDir}/latest.json`;

export interface BenchResult {
  /** The benchmark: "http", "bundle", "precache", "lighthouse", "back-office", "availability" or "orders". */
  bench: string;
  figures: Figure[];
  /** Anything else worth keeping (per-run details, breakdowns). */
  details?: unknown;
  /** Set when the benchmark could not run to its end. */
  error?: string;
}

function readLatest(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(latestResultsPath, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Records a benchmark's result in results/latest.json, keeping the other benchmarks' latest results. */
export function saveResult(result: BenchResult): void {
  mkdirSync(resultsDir, { recursive: true });
  const latest = readLatest();
  const benches = (latest.benches ?? {}) as Record<string, unknown>;
  benches[result.bench] = {
    ...result,
    measuredAt: new Date().toISOString(),
    figures: result.figures.map((f) => ({ ...f, verdict: judgeFigure(f) })),
  };
  const machine = { node: process.version, platform: process.platform, arch: process.arch };
  writeFileSync(latestResultsPath, `${JSON.stringify({ ...latest, machine, benches }, null, 2)}\n`);
}
