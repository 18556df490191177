import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/client.ts';
import { pedidos, sites, users } from '../db/schema.ts';

/**
 * Backups of a whole deployment: its database and the files users uploaded (DATA_DIR/img: pictures of dishes,
 * logos, events; DATA_DIR/videos: course videos), written into a folder of their own:
 *
 *   manifest.json      what the backup holds (format, database kind, when, what it counted)
 *   database.dump      PostgreSQL: `pg_dump --format=custom` (restored with pg_restore), or
 *   pglite.tar.gz      PGlite: its data folder as PGlite's own dumpDataDir makes it (restored with loadDataDir)
 *   img/, videos/      copies of DATA_DIR/img and DATA_DIR/videos
 *
 * The database goes first and the files after it, so every file a row of the dump names is in the backup (an
 * upload writes its file before its row). PostgreSQL is dumped while the servers run (pg_dump reads one consistent
 * snapshot); PGlite belongs to one process, so its backup and restore need the server stopped.
 */

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'vidriera-backup';
const VERSION = 1;
const PG_DUMP_FILE = 'database.dump';
const PGLITE_FILE = 'pglite.tar.gz';
/** The folders of DATA_DIR that hold uploads (the rest is the database, or made again at start). */
export const UPLOAD_FOLDERS = ['img', 'videos'] as const;

/** What a deployment holds, counted when it is backed up and again once it is restored. */
export interface BackupCounts {
  sites: number;
  users: number;
  pedidos: number;
  /** Files under img/ and videos/. */
  files: number;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  counts: BackupCounts;
}

export interface BackupSource {
  /** DATA_DIR: PGlite's database (pglite/) when there is no databaseUrl, and the uploads. */
  dataDir: string;
  /** DATABASE_URL, when the deployment runs on PostgreSQL. */
  databaseUrl?: string;
  /** Where pg_dump and pg_restore are (a PostgreSQL bin folder); the PATH's when absent. */
  pgBinDir?: string;
}

/** A backup or restore that cannot be done as asked: its message says why and what to do. */
export class BackupError extends Error {}

/** PGlite's database folder inside DATA_DIR (db/client.ts opens the same). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * PostgreSQL's client tools take the password from PGPASSWORD rather than from the command line, where any user
 * of the machine could read it (`ps`).
 */
function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

function runTool(tool: string, source: BackupSource, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = source.pgBinDir ? join(source.pgBinDir, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(`${tool} was not found: install PostgreSQL's client tools or pass --pg-bin <folder>`)
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1;
  }
  return n;
}

const uploadedFiles = (dataDir: string) =>
  UPLOAD_FOLDERS.reduce((n, folder) => n + countFiles(join(dataDir, folder)), 0);

async function countRows(database: Database, dataDir: string): Promise<BackupCounts> {
  const rows = async (table: typeof sites | typeof users | typeof pedidos) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    sites: await rows(sites),
    users: await rows(users),
    pedidos: await rows(pedidos),
    files: uploadedFiles(dataDir),
  };
}

/** PGlite leaves postmaster.pid while a process has the folder open (or when it did not close it). */
function assertPgliteClosed(dir: string): void {
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The database in ${dir} is open: stop the server first (PGlite is one process's database). If no server is ` +
        'running, the last one did not shut down cleanly: start it and stop it (SIGTERM) once.',
    );
  }
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<{ client: PGlite; database: Database }> {
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  return { client, database: createPgliteDatabase(client) };
}

/** An empty or missing folder (created here), or a refusal: a backup never writes over another one. */
async function prepareEmptyFolder(dir: string, what: string): Promise<void> {
  if (existsSync(dir) && (!statSync(dir).isDirectory() || readdirSync(dir).length > 0)) {
    throw new BackupError(`${what} ${dir} is not an empty folder`);
  }
  await mkdir(dir, { recursive: true });
}

/** Writes a backup of the deployment into `out` (a new or empty folder) and answers its manifest. */
export async function createBackup(source: BackupSource, out: string): Promise<BackupManifest> {
  let database: Database;
  let databaseFile: string;
  if (source.databaseUrl) {
    await prepareEmptyFolder(out, 'The backup folder');
    databaseFile = PG_DUMP_FILE;
    const { url, env } = pgConnection(source.databaseUrl);
    await runTool('pg_dump', source, ['--format=custom', `--file=${join(out, databaseFile)}`, `--dbname=${url}`], env);
    database = createPostgresDatabase(source.databaseUrl, 1);
  } else {
    const dir = pgliteDir(source.dataDir);
    if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${dir}`);
    assertPgliteClosed(dir);
    await prepareEmptyFolder(out, 'The backup folder');
    databaseFile = PGLITE_FILE;
    const opened = await openPglite(dir);
    database = opened.database;
    try {
      const dump = await opened.client.dumpDataDir('gzip');
      await writeFile(join(out, databaseFile), Buffer.from(await dump.arrayBuffer()));
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  let counts: BackupCounts;
  try {
    counts = await countRows(database, source.dataDir);
  } finally {
    await database.close();
  }
  for (const folder of UPLOAD_FOLDERS) {
    const from = join(source.dataDir, folder);
    if (existsSync(from)) await cp(from, join(out, folder), { recursive: true, preserveTimestamps: true });
  }
  counts.files = uploadedFiles(out);
  const manifest: BackupManifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    database: source.databaseUrl ? 'postgres' : 'pglite',
    databaseFile,
    counts,
  };
  await writeFile(join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const path = join(from, MANIFEST_FILE);
  if (!existsSync(path)) throw new BackupError(`${from} is not a backup: it has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new BackupError(`${path} is not a backup this version can restore (${manifest.format} ${manifest.version})`);
  }
  if (manifest.database !== 'postgres' && manifest.database !== 'pglite') {
    throw new BackupError(`${path} names no known database`);
  }
  return manifest as BackupManifest;
}

/** The tables of a PostgreSQL database, outside PostgreSQL's own schemas: none in an empty one. */
async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty database (DATABASE_URL's, created beforehand with createdb, or PGlite's folder
 * under DATA_DIR, which must not exist yet) and its uploads into DATA_DIR, and answers what it then holds. A
 * database that already has tables is refused: restore into a new one and point DATABASE_URL at it.
 */
export async function restoreBackup(
  target: BackupSource,
  from: string,
): Promise<{ manifest: BackupManifest; counts: BackupCounts }> {
  const manifest = await readManifest(from);
  const databaseFile = join(from, manifest.databaseFile);
  if (!existsSync(databaseFile)) throw new BackupError(`The backup has no ${manifest.databaseFile}`);
  let database: Database;
  if (manifest.database === 'postgres') {
    if (!target.databaseUrl) {
      throw new BackupError('This is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into');
    }
    const tables = await countTables(target.databaseUrl);
    if (tables > 0) {
      throw new BackupError(
        `The database to restore into is not empty (${tables} tables): create a new one (createdb) and point ` +
          'DATABASE_URL at it, or drop and create this one first',
      );
    }
    const { url, env } = pgConnection(target.databaseUrl);
    await runTool(
      'pg_restore',
      target,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, databaseFile],
      env,
    );
    database = createPostgresDatabase(target.databaseUrl, 1);
  } else {
    if (target.databaseUrl) {
      throw new BackupError('This is a PGlite backup: unset DATABASE_URL to restore it into DATA_DIR');
    }
    const dir = pgliteDir(target.dataDir);
    await prepareEmptyFolder(dir, "PGlite's database folder");
    try {
      database = (await openPglite(dir, new Blob([await readFile(databaseFile)]))).database;
    } catch (err) {
      // Nothing half-restored is left for the server to open.
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  }
  for (const folder of UPLOAD_FOLDERS) {
    const saved = join(from, folder);
    if (existsSync(saved)) await cp(saved, join(target.dataDir, folder), { recursive: true, preserveTimestamps: true });
  }
  try {
    return { manifest, counts: await countRows(database, target.dataDir) };
  } finally {
    await database.close();
  }
}
