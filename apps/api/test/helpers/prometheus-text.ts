/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for the tests of GET /metrics: it throws on
 * any line a Prometheus server would refuse (a bad name, label or value, a sample of no declared family, a family
 * declared twice), so `parsePrometheusText` passing is what "the output parses" means.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusText {
  /** Each family's declared type, by name. */
  types: Map<string, string>;
  samples: Sample[];
}

const METRIC_NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SAMPLE = new RegExp(`^(${METRIC_NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\\\|\\"|\\n)*)"(?:,|$)/;

/** A value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case; prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  if (/^\+?inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a value: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = LABEL.exec(rest);
    if (!match?.[1] || match[2] === undefined) throw new Error(`bad labels: ${line}`);
    if (match[1] in labels) throw new Error(`label repeated: ${line}`);
    labels[match[1]] = match[2].replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

/** The family a sample belongs to: its own name, or a histogram's or summary's _bucket, _sum, _count. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const type = types.get(base);
  return type === 'histogram' || (type === 'summary' && !name.endsWith('_bucket')) ? base : undefined;
}

export function parsePrometheusText(text: string): PrometheusText {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? [];
      if (!keyword) continue;
      if (!name || !new RegExp(`^${METRIC_NAME}$`).test(name)) throw new Error(`bad metric name: ${line}`);
      if (keyword === 'TYPE') {
        if (types.has(name)) throw new Error(`type declared twice: ${line}`);
        if (!TYPES.has(rest ?? '')) throw new Error(`unknown type: ${line}`);
        types.set(name, rest ?? '');
      } else {
        if (helps.has(name)) throw new Error(`help given twice: ${line}`);
        helps.add(name);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a sample: ${line}`);
    const name = match[1];
    if (!familyOf(name, types)) throw new Error(`a sample of no declared family: ${line}`);
    samples.push({ name, labels: parseLabels(match[2] ?? '', line), value: parseValue(match[3], line) });
  }
  return { types, samples };
}

/** The value of the one sample with this name whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  text: PrometheusText,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = text.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
