/**
 * Lighthouse benchmark (12.x, mobile form factor, default simulated throttling) of the listing and of a
 * business home on the demo portal, served by the real server in a child process. Budget: performance >= 95
 * and accessibility >= 95 on each page.
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

export const LIGHTHOUSE_SCORE_BUDGET = 95;
const SITE_HOST = 'tandil.localhost';

interface ListedComercio {
  carpeta: string;
  publicado: boolean;
  esGrupoDeComercios: boolean;
}

/** The first published single business of the portal's listing (not a group: a group's home redirects). */
async function pickHomeCarpeta(server: ServerProcess): Promise<string> {
  if (settings.homeCarpeta) return settings.homeCarpeta;
  const response = await fetch(`${server.baseUrl}/api/comercios/getListado/${SITE_HOST}`);
  if (!response.ok) throw new Error(`el listado respondió ${response.status}`);
  const listing = (await response.json()) as ListedComercio[];
  const business = listing.find((c) => c.publicado && !c.esGrupoDeComercios);
  if (!business) throw new Error('el listado de demostración no tiene un comercio publicado');
  return business.carpeta;
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

/** The median run by performance score (Lighthouse varies from run to run). */
function pickMedian(runs: PageAudit[]): PageAudit {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('sin corridas de Lighthouse');
  return median;
}

function toFigures(page: string, audit: PageAudit): Figure[] {
  const budget = { op: '>=' as const, value: LIGHTHOUSE_SCORE_BUDGET };
  const { metrics } = audit;
  return [
    { name: `${page} · performance`, value: audit.performance, unit: '', budget },
    { name: `${page} · accessibility`, value: audit.accessibility, unit: '', budget },
    { name: `${page} · FCP`, value: Math.round(metrics.fcpMs), unit: 'ms' },
    { name: `${page} · LCP`, value: Math.round(metrics.lcpMs), unit: 'ms' },
    { name: `${page} · TBT`, value: Math.round(metrics.tbtMs), unit: 'ms' },
    { name: `${page} · CLS`, value: Math.round(metrics.cls * 1000) / 1000, unit: '' },
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
    const carpeta = await pickHomeCarpeta(server);
    const origin = `http://${SITE_HOST}:${server.port}`;
    const pages = [
      { name: 'listado', url: `${origin}/#/listado` },
      { name: `home/${carpeta}`, url: `${origin}/#/home/${carpeta}` },
    ];
    // Warms the server's caches (index.html of the host, listing, metadata) as a visited site has them.
    for (const path of ['/', `/api/site/${SITE_HOST}/metadata.json`, `/api/comercios/getListado/${SITE_HOST}`]) {
      await getFromHost(server, SITE_HOST, path);
    }

    const figures: Figure[] = [];
    const audits: Record<string, PageAudit[]> = {};
    const diagnostics: string[] = [];
    for (const page of pages) {
      const runs: PageAudit[] = [];
      for (let i = 0; i < settings.lighthouseRuns; i++) {
        console.log(`  ${page.url} (corrida ${i + 1} de ${settings.lighthouseRuns})...`);
        const reportPath = `${resultsDir}/lighthouse-${page.name.replace(/\W+/g, '-')}.html`;
        runs.push(await auditPage(page.url, { chromePath: settings.chromePath, reportPath }));
      }
      audits[page.name] = runs;
      const median = pickMedian(runs);
      figures.push(...toFigures(page.name, median));
      diagnostics.push(renderDiagnostics(page.name, median));
    }
    printSection('Lighthouse: oportunidades y fallas', diagnostics.join('\n\n'));
    console.log(`\nInformes HTML en ${resultsDir}/lighthouse-*.html`);
    return { bench: 'lighthouse', figures, details: { audits } };
  } finally {
    await server.stop();
  }
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Lighthouse', runLighthouseBench, 10 * 60_000);
}
