import { pathToFileURL } from 'node:url';
import { printSection, renderFigures } from './report.ts';
import { type BenchResult, latestResultsPath, saveResult } from './results.ts';

/** Whether the module at `moduleUrl` is the script node was started with (not imported by run-all.ts). */
export function isEntryModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(script).href === moduleUrl;
}

/**
 * Runs one benchmark as a script: prints its figures against their budgets, records them in
 * results/latest.json and exits 0 whatever the verdicts (a missed budget is news, not a failure). Only a
 * benchmark that could not run, or ran past `timeoutMs`, exits 1.
 */
export async function runStandalone(title: string, run: () => Promise<BenchResult>, timeoutMs: number) {
  const watchdog = setTimeout(() => {
    console.error(`\n${title}: no terminó en ${Math.round(timeoutMs / 1000)} s; se interrumpe.`);
    process.exit(1);
  }, timeoutMs);
  watchdog.unref();
  try {
    const result = await run();
    saveResult(result);
    printSection(title, renderFigures(result.figures));
    console.log(`\nResultados en ${latestResultsPath}`);
    process.exit(0);
  } catch (err) {
    console.error(`\n${title} no pudo correr:`, err);
    process.exit(1);
  }
}
