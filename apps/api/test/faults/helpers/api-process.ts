import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNearestWeekdayTime, DEFAULT_TIME_ZONE } from '@vidriera/domain/common';

/** The built server (`npm run build`; the faults project's global setup builds it when stale). */
export const SERVER_BUNDLE = fileURLToPath(new URL('../../../dist/server.js', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * The processes' clock: the Saturday 21:00 in Buenos Aires nearest to today, as the e2e suite does, so the demo
 * businesses the tests order from are open whatever day they run on (the demo is laid around it).
 */
export function saturdayNight(): string {
  return getNearestWeekdayTime(new Date(), 6, 21 * 60, DEFAULT_TIME_ZONE).toISOString();
}

export interface ApiProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything it wrote (JSON log lines), for the failure message and the log checks. */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** SIGTERM, and SIGKILL if it has not ended in 10 s; then its folders are removed. */
  stop(): Promise<void>;
}

/** Runs the built API server with `env` (over sane test defaults) and waits until /api/health/ready answers 200. */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-faults-data-'));
  const webDist = mkdtempSync(join(tmpdir(), 'vidriera-faults-web-'));
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      // No web app: the API alone (the catch-all only warns that it is not built).
      WEB_DIST: webDist,
      DEFAULT_SITE: 'tandil.localhost',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the API on ${port} exited (${child.exitCode}):\n${output.slice(-4000)}`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`the API on ${port} was not ready in 90 s:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    base,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await ended;
        clearTimeout(force);
      }
      for (const dir of [dataDir, webDist]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
