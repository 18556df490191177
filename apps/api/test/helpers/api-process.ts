import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { settingNames } from '../../src/config.ts';
import { createScratchPostgresDatabase } from './scratch-database.ts';

// The API's own programs (the server, the create-admin command) run as an operator runs them: a separate node
// process on the TypeScript sources (through tsx, as `npm run dev`), with only the environment the test gives.

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = join(apiRoot, 'src/server.ts');
export const CREATE_ADMIN_ENTRY = join(apiRoot, 'src/cli/create-plataforma-cuenta.ts');

/**
 * The test's own environment without any of the server's settings (vitest sets NODE_ENV=test; a developer's shell
 * may hold DATABASE_URL), plus `env`. The rest is kept: PATH, and libfaketime's variables when CI runs the suite a
 * year ahead.
 */
function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of [...settingNames, 'TEST_DATABASE_URL', 'PGLITE_TEMPLATE']) delete inherited[name];
  return { ...inherited, ...env };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end, with `input` on its standard input (a pipe, not a terminal). */
export function runProgram(entry: string, args: string[], env: Record<string, string>, input = ''): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: apiRoot,
      env: baseEnv(env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** Everything the server wrote on standard output so far (its JSON log lines). */
  output(): string;
  /** SIGTERM, and its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** Starts the server and waits until it listens (it logs "Server listening"), or fails with what it wrote. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: apiRoot,
    env: baseEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Server listening')) {
    const early = await Promise.race([exited, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 200))]);
    if (early !== 'waiting') throw new Error(`the server exited (${early}) before listening:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`);
    }
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * A database nobody has used, for a program started by the test: a new PostgreSQL database when TEST_DATABASE_URL
 * is set (its URL in `env`), else a DATA_DIR whose PGlite database is empty; with `migrated`, already migrated (a
 * copy of the suite's migrated snapshot: seconds saved on PGlite).
 */
export async function createProgramDatabase(options: { migrated: boolean }): Promise<{
  dataDir: string;
  /** The settings that point a program at it: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-program-'));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await createScratchPostgresDatabase(url, 'p');
    return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, drop: scratch.drop };
  }
  const template = process.env.PGLITE_TEMPLATE;
  if (options.migrated && template) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(template)]) });
    await client.close();
  }
  return { dataDir, env: { DATA_DIR: dataDir }, async drop() {} };
}
