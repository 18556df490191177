import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the test's own, in a temporary directory on its own port, which the test may stop and
 * start (never the machine's cluster: other suites use it). Needs the PostgreSQL server binaries
 * (/usr/lib/postgresql/<version>/bin, or PG_BIN); as root, initdb and the server run as the `postgres` user.
 */

/** The directory of initdb, pg_ctl and postgres, or undefined when this machine has none. */
export function findPostgresBin(): string | undefined {
  const configured = process.env.PG_BIN;
  if (configured) return existsSync(join(configured, 'initdb')) ? configured : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** The uid and gid of the `postgres` user, when there is one. */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Why a private server cannot run here (to skip the tests), or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!findPostgresBin()) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb, or PG_BIN)';
  if (process.getuid?.() === 0 && !postgresUser()) return 'running as root without a postgres user to run initdb';
  return undefined;
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/{database} */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** A fast shutdown: connections are ended (57P01), new ones refused. */
  stop(): void;
  /** Starts it again and waits until it accepts connections. */
  start(): void;
  /**
   * Freezes the postmaster (SIGSTOP): connections already made keep their backends, a new connection is accepted by
   * the kernel and never answered, as with a server that hangs or a network that drops packets.
   */
  pause(): void;
  /** Lets the postmaster run again (SIGCONT). */
  resume(): void;
  /** Stops it and deletes its directory. */
  destroy(): void;
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-faults-pg-'));
  const data = join(dir, 'data');
  const user = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (command: string, args: string[]) =>
    user
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Durability is not what these tests are about: a faster server on a shared machine.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  const stop = (mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  start();
  let running = true;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await admin.end();
      }
    },
    stop() {
      stop('fast');
      running = false;
    },
    start() {
      start();
      running = true;
    },
    pause() {
      process.kill(postmasterPid(), 'SIGSTOP');
    },
    resume() {
      process.kill(postmasterPid(), 'SIGCONT');
    },
    destroy() {
      try {
        if (running) {
          process.kill(postmasterPid(), 'SIGCONT');
          stop('immediate');
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
