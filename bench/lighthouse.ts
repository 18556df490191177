/**
 * Lighthouse benchmark (12.x, mobile form factor, default simulated throttling) of the customer's first screens,
 * served by the real server in a child process: the root of each demo site (a portal with categories, a portal
 * without them, a single business) and, on the portal, the listing, the regions, a business home, its menu, its
 * booking form and an events board. Each page is audited BENCH_LIGHTHOUSE_RUNS times (default 3) and each figure
 * is the median of its runs. Budgets (issue 17): performance >= 95, accessibility 100, LCP <= 2.0 s,
 * TBT <= 150 ms, CLS <= 0.02 on every page.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { type PageAudit, auditPage } from './lib/lighthouse-run.ts';
import { resultsDir, webDist } from './lib/paths.ts';
import { type Figure, formatNumber, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { type ServerProcess, startServerProcess } from './lib/server-process.ts';
import { settings } from './lib/settings.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';
import { median } from './lib/stats.ts';

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.02,
} as const;

const PORTAL_HOST = 'tandil.localhost';
/** The demo's other sites: a portal without categories and a single business (apps/api/src/db/seed). */
const OTHER_SITE_HOSTS = ['centro.localhost', 'la-farola.localhost'];
/** Demo businesses with a menu and bookings, and with an events board. */
const MENU_CARPETA = 'la-farola';
const EVENTS_CARPETA = 'cerveceria-la-serrana';

interface ListedComercio {
  carpeta: string;
  publicado: boolean;
  esGrupoDeComercios: boolean;
}

/** The first published single business of the portal's listing (not a group: a group's home redirects). */
async function pickHomeCarpeta(server: ServerProcess): Promise<string> {
  if (settings.homeCarpeta) return settings.homeCarpeta;
  const response = await fetch(`${server.baseUrl}/api/comercios/getListado/${PORTAL_HOST}`);
  if (!response.ok) throw new Error(`el listado respondió ${response.status}`);
  const listing = (await response.json()) as ListedComercio[];
  const business = listing.find((c) => c.publicado && !c.esGrupoDeComercios);
  if (!business) throw new Error('el listado de demostración no tiene un comercio publicado');
  return business.carpeta;
}

/** The pages audited: each site's root, then the portal's first screens by their hash route. */
function pagesToAudit(port: number, homeCarpeta: string): Array<{ name: string; url: string }> {
  const portal = `http://${PORTAL_HOST}:${port}`;
  return [
    { name: PORTAL_HOST, url: `${portal}/` },
    ...OTHER_SITE_HOSTS.map((host) => ({ name: host, url: `http://${host}:${port}/` })),
    { name: 'listado', url: `${portal}/#/listado` },
    { name: 'regiones', url: `${portal}/#/regiones` },
    { name: `home/${homeCarpeta}`, url: `${portal}/#/home/${homeCarpeta}` },
    { name: `carta/${MENU_CARPETA}`, url: `${portal}/#/carta/${MENU_CARPETA}` },
    { name: `reservar/${MENU_CARPETA}`, url: `${portal}/#/reservar/${MENU_CARPETA}` },
    { name: `cartelera/${EVENTS_CARPETA}`, url: `${portal}/#/cartelera/${EVENTS_CARPETA}` },
  ];
}

/** A GET to the server on 127.0.0.1 as if sent to `host` (fetch cannot set the Host header). */
function getFromHost(server: ServerProcess, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port: server.port, path, headers: { host: `${host}:${server.port}` } });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/**
 * One audit; a run Lighthouse itself could not record (its NO_NAVSTART, NO_FCP and similar runtime errors, seen
 * now and then on a busy machine) is run once more, and said so. A page that fails twice stops the benchmark.
 */
async function auditWithOneRetry(url: string, reportPath: string): Promise<PageAudit> {
  try {
    return await auditPage(url, { chromePath: settings.chromePath, reportPath });
  } catch (err) {
    console.warn(`    la corrida no se pudo registrar (${(err as Error).message}); se repite una vez`);
    return await auditPage(url, { chromePath: settings.chromePath, reportPath });
  }
}

/** The run whose performance score is the median one: its diagnostics are printed. */
function pickMedianRun(runs: PageAudit[]): PageAudit {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('sin corridas de Lighthouse');
  return run;
}

/** Each figure is the median of the page's runs. */
function toFigures(page: string, runs: PageAudit[]): Figure[] {
  const of = (pick: (audit: PageAudit) => number | null) => {
    const values = runs.map(pick).filter((v): v is number => v !== null && Number.isFinite(v));
    return values.length ? median(values) : null;
  };
  const round = (value: number | null, step = 1) => (value === null ? null : Math.round(value / step) * step);
  const b = LIGHTHOUSE_BUDGETS;
  return [
    {
      name: `${page} · performance`,
      value: round(of((a) => a.performance)),
      unit: '',
      budget: { op: '>=', value: b.performance },
    },
    {
      name: `${page} · accessibility`,
      value: round(of((a) => a.accessibility)),
      unit: '',
      budget: { op: '>=', value: b.accessibility },
    },
    { name: `${page} · FCP`, value: round(of((a) => a.metrics.fcpMs)), unit: 'ms' },
    {
      name: `${page} · LCP`,
      value: round(of((a) => a.metrics.lcpMs)),
      unit: 'ms',
      budget: { op: '<=', value: b.lcpMs },
    },
    {
      name: `${page} · TBT`,
      value: round(of((a) => a.metrics.tbtMs)),
      unit: 'ms',
      budget: { op: '<=', value: b.tbtMs },
    },
    {
      name: `${page} · CLS`,
      value: round(
        of((a) => a.metrics.cls),
        0.001,
      ),
      unit: '',
      budget: { op: '<=', value: b.cls },
    },
  ];
}

function renderDiagnostics(page: string, audit: PageAudit): string {
  const lines = [`${page}: ${audit.url}`];
  const top = audit.opportunities.slice(0, 5);
  if (top.length === 0) lines.push('  sin oportunidades con ahorro estimado');
  else {
    const rows = top.map((o) => [
      o.title,
      o.savingsMs ? `${formatNumber(o.savingsMs)} ms` : '',
      o.savingsBytes ? `${formatNumber(Math.round(o.savingsBytes / 100) / 10)} kB` : '',
      o.urls.map((url) => new URL(url).pathname).join(' '),
    ]);
    lines.push(renderTable(['oportunidad', 'ahorro', 'bytes', 'recursos'], rows).replace(/^/gm, '  '));
  }
  if (audit.lcpElement) lines.push(`  elemento del LCP: ${audit.lcpElement}`);
  for (const element of audit.shiftedElements.slice(0, 3)) lines.push(`  se desplaza (CLS): ${element}`);
  for (const failure of audit.accessibilityFailures) lines.push(`  accesibilidad: falla "${failure}"`);
  for (const warning of audit.warnings) lines.push(`  aviso de Lighthouse: ${warning}`);
  return lines.join('\n');
}

export async function runLighthouseBench(): Promise<BenchResult> {
  mkdirSync(resultsDir, { recursive: true });
  const precompressed = readdirSync(join(webDist, 'assets')).filter((f) => f.endsWith('.br') || f.endsWith('.gz'));
  if (precompressed.length === 0) {
    console.log(
      'Aviso: el build no tiene .br/.gz (¿`vite build` sin `npm run build`?): los assets viajan sin comprimir',
    );
  }
  console.log(`Lighthouse: servidor en 127.0.0.1:${settings.ports.lighthouse}, reloj desde ${settings.clockStart}`);
  const server = await startServerProcess({ port: settings.ports.lighthouse, clockStart: settings.clockStart });
  try {
    // BENCH_LIGHTHOUSE_PAGES (names, comma-separated) audits some pages only, while working on them.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const pages = pagesToAudit(server.port, await pickHomeCarpeta(server)).filter(
      (page) => !only || only.includes(page.name),
    );
    // Warms the server's caches (each host's page, listing, metadata) as a visited site has them.
    for (const host of [PORTAL_HOST, ...OTHER_SITE_HOSTS]) {
      for (const path of ['/', `/api/site/${host}/metadata.json`, `/api/comercios/getListado/${host}`]) {
        await getFromHost(server, host, path);
      }
    }

    const figures: Figure[] = [];
    const audits: Record<string, PageAudit[]> = {};
    const diagnostics: string[] = [];
    for (const page of pages) {
      const runs: PageAudit[] = [];
      for (let i = 0; i < settings.lighthouseRuns; i++) {
        console.log(`  ${page.url} (corrida ${i + 1} de ${settings.lighthouseRuns})...`);
        const reportPath = `${resultsDir}/lighthouse-${page.name.replace(/\W+/g, '-')}-${i + 1}.html`;
        runs.push(await auditWithOneRetry(page.url, reportPath));
      }
      audits[page.name] = runs;
      figures.push(...toFigures(page.name, runs));
      diagnostics.push(renderDiagnostics(page.name, pickMedianRun(runs)));
    }
    printSection('Lighthouse: oportunidades y fallas', diagnostics.join('\n\n'));
    console.log(`\nInformes HTML en ${resultsDir}/lighthouse-*.html`);
    return { bench: 'lighthouse', figures, details: { audits } };
  } finally {
    await server.stop();
  }
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Lighthouse', runLighthouseBench, 20 * 60_000);
}
