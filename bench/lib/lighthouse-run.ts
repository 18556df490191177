import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The part of a Lighthouse result (LHR) these benchmarks read. */
interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
}

interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhrAudit>;
}

export interface Opportunity {
  id: string;
  title: string;
  savingsMs: number;
  savingsBytes: number;
  /** The resources it is about (the first few). */
  urls: string[];
}

export interface PageAudit {
  url: string;
  performance: number | null;
  accessibility: number | null;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  opportunities: Opportunity[];
  /** Accessibility audits that failed (they cost points), by title. */
  accessibilityFailures: string[];
  /** The largest contentful paint's element, and the elements that shifted (CLS), as HTML snippets. */
  lcpElement: string | null;
  shiftedElements: string[];
  warnings: string[];
}

/**
 * Chromium may resolve only localhost names, all to 127.0.0.1: the audited pages reach the benchmark's server
 * and nothing else (map tiles and any outside request fail fast instead of leaving the machine).
 */
const HOST_RULES = '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  HOST_RULES,
];

/** The HTML snippets of the DOM nodes an audit's details name (they nest at various depths). */
function findNodeSnippets(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) findNodeSnippets(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.snippet === 'string') found.push(record.snippet);
    else for (const child of Object.values(record)) findNodeSnippets(child, found);
  }
  return found;
}

function toPageAudit(lhr: Lhr): PageAudit {
  const audit = (id: string) => lhr.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      savingsMs: Math.round(a.details?.overallSavingsMs ?? 0),
      savingsBytes: Math.round(a.details?.overallSavingsBytes ?? 0),
      urls: (a.details?.items ?? [])
        .map((item) => (item as { url?: unknown }).url)
        .filter((url): url is string => typeof url === 'string')
        .slice(0, 3),
    }))
    .filter((o) => o.savingsMs > 0 || o.savingsBytes > 0)
    .sort((x, y) => y.savingsMs - x.savingsMs || y.savingsBytes - x.savingsBytes);
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audit(ref.id)?.score === 0)
    .map((ref) => audit(ref.id)?.title ?? ref.id);
  return {
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
    },
    opportunities,
    accessibilityFailures,
    lcpElement: findNodeSnippets(audit('largest-contentful-paint-element')?.details?.items)[0] ?? null,
    shiftedElements: [...new Set(findNodeSnippets(audit('layout-shifts')?.details?.items))],
    warnings: lhr.runWarnings,
  };
}

/**
 * One Lighthouse run (default config: mobile form factor, simulated throttling) of performance and
 * accessibility in a fresh headless Chromium. Writes the HTML report to `reportPath`.
 */
export async function auditPage(
  url: string,
  options: { chromePath: string; reportPath: string; timeoutMs?: number },
): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse no terminó en ${url}`)), options.timeoutMs ?? 150_000);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const html = Array.isArray(result.report) ? result.report[1] : undefined;
    if (html) writeFileSync(options.reportPath, html);
    return toPageAudit(lhr);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}
