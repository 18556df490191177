import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiServerEntry, repoRoot, webDist } from './paths.ts';
import { assertPortFree } from './ports.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`el servidor no respondió /api/health en ${timeoutMs / 1000} s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The product as `npm start` serves it (built web app + the API's bundle, `apps/api/dist/server.js`, under node)
 * in a child process on 127.0.0.1, with a fresh temporary DATA_DIR (so the demo data is loaded), a copy of the built web app and a
 * clock that starts at `clockStart`. `stop` ends it and removes both.
 */
export async function startServerProcess(options: { port: number; clockStart: string }): Promise<ServerProcess> {
  await assertPortFree(options.port);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const tempDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-server-'));
  const dataDir = join(tempDir, 'data');
  // A copy of the build: a rebuild of apps/web/dist while the benchmark runs must not change what it serves.
  const distCopy = join(tempDir, 'dist');
  cpSync(webDist, distCopy, { recursive: true });
  const child = spawn(process.execPath, [apiServerEntry], {
    cwd: repoRoot,
    // Never the caller's DATABASE_URL: the demo data goes into a throwaway embedded database.
    env: {
      ...env,
      // Production loads the demo only when told to, and needs a session secret and its public URL.
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      WEB_DIST: distCopy,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLOCK_START: options.clockStart,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A benchmark interrupted with Ctrl-C must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await stopChild(child);
    process.removeListener('exit', killOnExit);
    rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    // Seeding the demo takes ~40 s on an idle 2-core machine, minutes on a busy one.
    await waitForHealth(baseUrl, child, 240_000, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port: options.port, stop };
}
