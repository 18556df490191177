/**
 * `npm run bench`: every benchmark one after the other (after `npm run build`),
 * then one summary table of every budgeted figure. Missed budgets are printed, not failed: the process exits
 * 0 unless a benchmark could not run at all.
 */
import { runBundleBench } from './bundle.ts';
import { runPrecacheBench } from './precache.ts';
import { runHttpBench } from './http.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { type Figure, judgeFigure, printSection, renderFigures, renderTable } from './lib/report.ts';
import { type BenchResult, latestResultsPath, saveResult } from './lib/results.ts';
import { runAvailabilityBench } from './availability.ts';
import { runBackOfficeBench } from './back-office.ts';
import { runOrdersBench } from './orders.ts';
import { runTableroBench } from './tablero.ts';

const TIMEOUT_MS = 30 * 60_000;

const benches: Array<{ title: string; bench: string; run: () => Promise<BenchResult> }> = [
  { title: 'HTTP', bench: 'http', run: runHttpBench },
  { title: 'Bundle', bench: 'bundle', run: runBundleBench },
  { title: 'Precache', bench: 'precache', run: runPrecacheBench },
  { title: 'Lighthouse', bench: 'lighthouse', run: runLighthouseBench },
  { title: 'Back office', bench: 'back-office', run: runBackOfficeBench },
  { title: 'Disponibilidad de reservas', bench: 'availability', run: runAvailabilityBench },
  { title: 'Pedidos', bench: 'orders', run: runOrdersBench },
  { title: 'Tablero', bench: 'tablero', run: runTableroBench },
];

const watchdog = setTimeout(() => {
  console.error(`\nLos benchmarks no terminaron en ${TIMEOUT_MS / 60_000} minutos; se interrumpen.`);
  process.exit(1);
}, TIMEOUT_MS);
watchdog.unref();

const summary: Array<{ title: string; figures: Figure[]; error?: string; seconds: number }> = [];
for (const { title, bench, run } of benches) {
  console.log(`\n##### ${title} #####`);
  const started = performance.now();
  try {
    const result = await run();
    saveResult(result);
    printSection(title, renderFigures(result.figures));
    summary.push({ title, figures: result.figures, seconds: (performance.now() - started) / 1000 });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`\n${title} no pudo correr:`, err);
    saveResult({ bench, figures: [], error: message });
    summary.push({ title, figures: [], error: message, seconds: (performance.now() - started) / 1000 });
  }
}

const budgeted = summary.flatMap((s) =>
  s.error
    ? [{ name: `${s.title}: no pudo correr`, value: null, unit: '', error: s.error } satisfies Figure]
    : s.figures.filter((f) => f.budget || f.error),
);
printSection('Resumen: cifras con presupuesto', renderFigures(budgeted));
const counts = { PASS: 0, FAIL: 0, ERROR: 0, INFO: 0 };
for (const figure of budgeted) counts[judgeFigure(figure)]++;
console.log(`\n${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts.ERROR} ERROR`);
console.log(
  renderTable(
    ['benchmark', 'duración'],
    summary.map((s) => [s.title, `${s.seconds.toFixed(0)} s`]),
  ),
);
console.log(`\nResultados en ${latestResultsPath}`);
process.exit(summary.some((s) => s.error) ? 1 : 0);
