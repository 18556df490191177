import { defineConfig, devices } from '@playwright/test';
import { CLOCK_START } from './tests/helpers/clock.ts';
import { E2E_PORT } from './tests/helpers/sites.ts';
import { E2E_JWT_SECRET } from './tests/helpers/tokens.ts';

const isCI = Boolean(process.env.CI);

// Never a downloaded browser: the machine's Chromium, as docs/ARCHITECTURE.md says.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: isCI,
  // CI keeps one retry as a safety net, but a test that passed only on retry fails the run: flakiness is a
  // defect to fix, not noise.
  retries: isCI ? 1 : 0,
  failOnFlakyTests: true,
  // Two cores: one for the server, one shared by the two browsers.
  workers: 2,
  // The list as it runs, then the slowest tests and any that ran past a third of their timeout.
  reporter: [['list'], ['./reporters/slowest-tests.ts']],
  // Two cores run the server and two browsers: a journey of several screens takes 10-20 s here, more beside a busy
  // neighbour. The slowest-tests reporter flags any test past a third of this, long before it can time out.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: chromium,
    locale: 'es-AR',
    // Business times are Buenos Aires times; the browser says so whatever TZ the machine has.
    timezoneId: 'America/Argentina/Buenos_Aires',
    // The PWA's service worker would answer requests that page.route() never sees.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Only what differs on a wide screen: tests tagged @desktop.
      name: 'desktop',
      grep: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/start-server.mjs',
    cwd: '.',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // The Saturday 21:00 in Buenos Aires nearest to the day the suite runs (or to E2E_NOW): which demo
      // businesses are open is the same on every run, and the demo data is laid around it (helpers/clock.ts).
      CLOCK_START: new Date(CLOCK_START).toISOString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DEFAULT_SITE: 'tandil.localhost',
      // Known to the suite, so a journey can hold a token issued days ago (helpers/tokens.ts).
      JWT_SECRET: E2E_JWT_SECRET,
    },
    reuseExistingServer: !isCI,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
