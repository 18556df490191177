import { isAbsolute, resolve } from 'node:path';
import { BackupError, type BackupSource } from '../backup/backup.ts';
import { loadConfig } from '../config.ts';

/**
 * A path given on the command line, from where the command was run: npm runs a workspace's script in the
 * workspace's folder, and says in INIT_CWD where it was started (the repository's root for the root's scripts).
 */
export function fromInvocationDir(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The deployment the server's own settings name: DATABASE_URL (PostgreSQL) or DATA_DIR's PGlite, and DATA_DIR. */
export function backupSource(pgBinDir: string | undefined): BackupSource {
  const config = loadConfig();
  return {
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    ...(pgBinDir ? { pgBinDir: fromInvocationDir(pgBinDir) } : {}),
  };
}

/** Runs a command: a refusal (BackupError) is printed as its one message and exits 1; anything else with its stack. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (err) {
    if (err instanceof BackupError) console.error(err.message);
    else console.error(err);
    process.exitCode = 1;
  }
}
