/** One measured figure, with its budget when it has one. */
export interface Figure {
  /** What was measured, e.g. "getListado req/s (PGlite, real / bare)". */
  name: string;
  value: number | null;
  unit: string;
  /** The figure must be at least (`>=`) or at most (`<=`) this; absent for informative figures. */
  budget?: { op: '>=' | '<='; value: number };
  /** Why the figure is missing (the benchmark could not measure it). */
  error?: string;
}

export type Verdict = 'PASS' | 'FAIL' | 'INFO' | 'ERROR';

export function judgeFigure(figure: Figure): Verdict {
  if (figure.error || figure.value === null) return 'ERROR';
  if (!figure.budget) return 'INFO';
  const { op, value } = figure.budget;
  return (op === '>=' ? figure.value >= value : figure.value <= value) ? 'PASS' : 'FAIL';
}

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  const digits = Math.abs(value) >= 1000 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function formatValue(value: number | null, unit: string): string {
  if (value === null) return '-';
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** A plain-text table: columns padded to their widest cell. */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The figures against their budgets: figure, value, budget, PASS/FAIL (INFO when there is no budget). */
export function renderFigures(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    f.error ? `error: ${f.error}` : formatValue(f.value, f.unit),
    f.budget ? `${f.budget.op} ${formatValue(f.budget.value, f.unit)}` : '',
    judgeFigure(f),
  ]);
  return renderTable(['figure', 'value', 'budget', 'verdict'], rows);
}

export function printSection(title: string, body: string): void {
  console.log(`\n=== ${title} ===\n${body}`);
}
