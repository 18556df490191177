/**
 * Back-office benchmark (issue 17): how long after opening `#/admin` the waiter of La Farola ('mozo', who runs
 * one business and so lands on its order queue) sees the queue: its heading and its "Nuevos" group. The product
 * as `npm start` serves it, in a child process, on this machine's Chromium without throttling (the staff's
 * tablet or laptop on the venue's Wi-Fi); the session is in the browser's storage as after a login. Each
 * viewport (a phone, 390 px, and a laptop, 1280 px) is opened BENCH_BACK_OFFICE_RUNS times (default 5) in a
 * fresh context (nothing cached); the figure is the median. Budget: <= 1.5 s.
 */
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lib/lighthouse-run.ts';
import { type Figure, formatNumber, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { startServerProcess } from './lib/server-process.ts';
import { settings } from './lib/settings.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';
import { median } from './lib/stats.ts';

export const QUEUE_VISIBLE_BUDGET_MS = 1_500;

const SITE_HOST = 'tandil.localhost';
const STAFF = { userName: 'mozo', password: 'mozo1234' };
const VIEWPORTS = [
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 800 },
];

interface LoginResponse {
  token: string;
  expiration: string;
  admin: boolean;
  id: number;
  entrega: string | null;
  nombre: string | null;
  user: string;
  ver: number;
}

/** The storage keys the web app keeps a session in (apps/web/src/api/session.ts, storeSession). */
function sessionStorageOf(login: LoginResponse): Record<string, string> {
  return {
    token: login.token,
    expiration: login.expiration,
    admin: String(login.admin === true),
    id: String(login.id),
    entrega: login.entrega ?? '',
    nombre: login.nombre ?? '',
    user: login.user,
    ver: String(login.ver),
  };
}

/**
 * Runs in the page from its start: at each animation frame, whether the queue's h1 'Pedidos' and its 'Nuevos'
 * group (a section labelled by a heading reading exactly that) are rendered; the first frame they are is kept in
 * window.__queueVisibleAt (performance.now(), from the navigation's start).
 */
const QUEUE_VISIBLE_PROBE = `(() => {
  const isShown = (element) => element.getClientRects().length > 0;
  const check = () => {
    const title = Array.from(document.querySelectorAll('h1')).find((h) => h.textContent.trim() === 'Pedidos' && isShown(h));
    const nuevos = Array.from(document.querySelectorAll('section[aria-labelledby]')).find((section) => {
      const label = document.getElementById(section.getAttribute('aria-labelledby'));
      return label && label.textContent.trim() === 'Nuevos' && isShown(section);
    });
    if (title && nuevos) window.__queueVisibleAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

export async function runBackOfficeBench(): Promise<BenchResult> {
  const runs = Number(process.env.BENCH_BACK_OFFICE_RUNS ?? 5);
  const server = await startServerProcess({ port: settings.ports.lighthouse, clockStart: settings.clockStart });
  const browser = await chromium.launch({ executablePath: settings.chromePath, args: CHROME_FLAGS });
  try {
    const response = await fetch(`${server.baseUrl}/api/login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!response.ok) throw new Error(`login/Login respondió ${response.status}`);
    const stored = sessionStorageOf((await response.json()) as LoginResponse);
    const url = `http://${SITE_HOST}:${server.port}/#/admin`;
    console.log(`Back office: ${url} como ${STAFF.userName}, ${runs} corridas por ancho`);

    const figures: Figure[] = [];
    const rows: string[][] = [];
    const timings: Record<string, number[]> = {};
    for (const viewport of VIEWPORTS) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
        // The session in the page's storage before its first load, as after a login (once: a reload keeps it).
        await context.addInitScript({
          content: `if (!sessionStorage.getItem('bench-session')) { sessionStorage.setItem('bench-session', 'yes');
            for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value); }`,
        });
        // The moment the queue is first on screen, read in the page at each frame: Playwright's waits below poll
        // at growing intervals, so the time they return at runs late by up to a poll.
        await context.addInitScript({ content: QUEUE_VISIBLE_PROBE });
        const page = await context.newPage();
        await page.goto(url);
        await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor({ state: 'visible' });
        await page.getByRole('region', { name: 'Nuevos', exact: true }).waitFor({ state: 'visible' });
        // Milliseconds since the navigation started until the frame that first showed the queue.
        times.push(await page.evaluate('window.__queueVisibleAt ?? performance.now()'));
        await context.close();
      }
      timings[viewport.name] = times;
      const value = Math.round(median(times));
      figures.push({
        name: `cola de pedidos visible desde #/admin · ${viewport.name}`,
        value,
        unit: 'ms',
        budget: { op: '<=', value: QUEUE_VISIBLE_BUDGET_MS },
      });
      rows.push([viewport.name, ...times.map((t) => formatNumber(Math.round(t)))]);
    }
    printSection(
      'Back office: corridas (ms)',
      renderTable(['ancho', ...Array.from({ length: runs }, (_, i) => `#${i + 1}`)], rows),
    );
    return { bench: 'back-office', figures, details: { timings } };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Back office', runBackOfficeBench, 5 * 60_000);
}
