import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type BackupCounts,
  BackupError,
  createBackup,
  MANIFEST_FILE,
  pgliteDir,
  readManifest,
  restoreBackup,
} from '../src/backup/backup.ts';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema.ts';
import { elegir, findPlato, getCarta, getPedido, pedirOk } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Backups (src/backup/backup.ts, `npm run backup` / `npm run restore`): a deployment with orders, users, an uploaded
// picture and a course video is backed up, restored into an empty database and DATA_DIR, and the restored one has
// them all: the customer's order (read with the customer's own session), the staff's logins, the picture and the
// video byte for byte. On PGlite through the commands themselves; on PostgreSQL (pg_dump / pg_restore) when
// TEST_DATABASE_URL is set and pg_dump is installed.

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const sha1 = (path: string) => createHash('sha1').update(readFileSync(path)).digest('hex');

/** Runs one of the commands (src/cli) as npm would: from apps/api, with the paths of the command line from `cwd`. */
async function runCli(script: 'backup' | 'restore', args: string[], env: Record<string, string>, cwd: string) {
  const { DATABASE_URL: _unset, ...base } = process.env;
  return promisify(execFile)(process.execPath, [tsx, join(API_DIR, 'src', 'cli', `${script}.ts`), ...args], {
    cwd: API_DIR,
    env: { ...base, NODE_ENV: 'test', LOG_LEVEL: 'silent', INIT_CWD: cwd, ...env },
    encoding: 'utf8',
  });
}

interface Deployment {
  /** The customer's session token (the JWT secret is the tests' own, so it still opens the restored orders). */
  customer: string;
  pedidoId: number;
  /** The uploaded picture's URL (under /img) and the course video's path under DATA_DIR. */
  picture: string;
  video: string;
}

/** The demo with a customer's order, an uploaded picture and a course video, on `database` and `dataDir`. */
async function fillDeployment(database: Database, dataDir: string): Promise<Deployment> {
  const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  try {
    const customer = (await registerCustomer(t.app, '2494320001', 'Cliente Respaldo')).token;
    const carta = await getCarta(t.app, 'la-farola');
    const asado = findPlato(carta, 'Asado de tira');
    const pedidoId = await pedirOk(t.app, customer, {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: asado.platoId, cantidad: 2, opciones: [elegir(asado, 'Guarnición', 'Papas fritas')] }],
      formaPagoId: 0,
      delivery: false,
    });
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a3b12' } })
      .jpeg()
      .toBuffer();
    const owner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/imagenes/${carta.configRestoId}?tipo=plato`,
      headers: { ...bearer(owner), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const video = join('videos', 'la-farola', 'clase-1.mp4');
    mkdirSync(join(dataDir, 'videos', 'la-farola'), { recursive: true });
    writeFileSync(join(dataDir, video), Buffer.alloc(64 * 1024, 7));
    return { customer, pedidoId, picture: (uploaded.json() as { url: string }).url, video };
  } finally {
    // Closes the database too (PGlite's folder is then closed, as after a server's shutdown).
    await t.close();
  }
}

/** Everything the deployment had, found in the restored one (its database and DATA_DIR). */
async function expectRestored(database: Database, dataDir: string, before: Deployment, beforeDir: string) {
  const t = await createTestApp({ database, seed: false, env: { DATA_DIR: dataDir } });
  try {
    const pedido = await getPedido(t.app, before.customer, before.pedidoId);
    expect(pedido).toMatchObject({ pedidoId: before.pedidoId });
    expect((await login(t.app, 'lafarola', 'lafarola1234')).token).toBeTruthy();
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'imagen.subir'), eq(auditLog.entity, 'imagen')));
    expect(audited?.after).toMatchObject({ url: before.picture });
    for (const file of [before.picture.slice(1), before.video]) {
      expect(existsSync(join(dataDir, file)), file).toBe(true);
      expect(sha1(join(dataDir, file)), file).toBe(sha1(join(beforeDir, file)));
    }
  } finally {
    await t.close();
  }
}

function expectCounts(counts: BackupCounts) {
  expect(counts.sites).toBeGreaterThan(0);
  expect(counts.users).toBeGreaterThan(5);
  expect(counts.pedidos).toBeGreaterThan(0);
  // The picture's variants and the video.
  expect(counts.files).toBeGreaterThanOrEqual(3);
}

async function openPgliteIn(dataDir: string): Promise<Database> {
  const template = process.env.PGLITE_TEMPLATE;
  mkdirSync(pgliteDir(dataDir), { recursive: true });
  const client = await PGlite.create(
    pgliteDir(dataDir),
    template ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
  );
  const database = createPgliteDatabase(client);
  if (!template) await database.migrate();
  return database;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

// The suite's PostgreSQL run (TEST_DATABASE_URL) proves the PostgreSQL backup, its PGlite run the PGlite one.
describe.skipIf(testDatabaseUrl)('a PGlite deployment', () => {
  it('is backed up and restored by the commands into an empty DATA_DIR, with orders, users and uploads', async () => {
    const work = mkdtempSync(join(tmpdir(), 'vidriera-backup-'));
    const dataDir = join(work, 'data');
    const before = await fillDeployment(await openPgliteIn(dataDir), dataDir);

    const backup = await runCli('backup', ['--out', 'respaldo'], { DATA_DIR: dataDir }, work);
    expect(backup.stdout).toMatch(
      /Backup of the pglite database written to .*respaldo: \d+ sites, \d+ users, \d+ orders/,
    );
    const manifest = await readManifest(join(work, 'respaldo'));
    expect(manifest).toMatchObject({ format: 'vidriera-backup', database: 'pglite', databaseFile: 'pglite.tar.gz' });
    expectCounts(manifest.counts);

    const restoredDir = join(work, 'restaurado');
    const restore = await runCli('restore', ['--from', 'respaldo'], { DATA_DIR: restoredDir }, work);
    expect(restore.stdout).toContain('Restored the backup');
    await expectRestored(
      createPgliteDatabase(await PGlite.create(pgliteDir(restoredDir))),
      restoredDir,
      before,
      dataDir,
    );

    // A second restore would overwrite the database now there: refused.
    await expect(restoreBackup({ dataDir: restoredDir }, join(work, 'respaldo'))).rejects.toThrow(
      /is not an empty folder/,
    );
  }, 120_000);

  it('refuses to back up a database a server has open, or into a folder that is not empty', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-backup-open-'));
    const open = await openPgliteIn(dataDir);
    const out = join(dataDir, 'respaldo');
    try {
      await expect(createBackup({ dataDir }, out)).rejects.toThrow(/is open: stop the server first/);
      expect(existsSync(out)).toBe(false);
    } finally {
      await open.close();
    }
    mkdirSync(out);
    writeFileSync(join(out, 'otro.txt'), 'no es un respaldo');
    await expect(createBackup({ dataDir }, out)).rejects.toThrow(/is not an empty folder/);
    await expect(createBackup({ dataDir: join(dataDir, 'vacio') }, join(dataDir, 'r2'))).rejects.toThrow(
      /no PGlite database/,
    );
  });

  it('refuses to restore what is not a backup, or a backup of the other kind of database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vidriera-backup-bad-'));
    await expect(restoreBackup({ dataDir: dir }, dir)).rejects.toThrow(`it has no ${MANIFEST_FILE}`);
    writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ format: 'otra-cosa', version: 1 }));
    await expect(restoreBackup({ dataDir: dir }, dir)).rejects.toThrow(BackupError);
    writeFileSync(
      join(dir, MANIFEST_FILE),
      JSON.stringify({ format: 'vidriera-backup', version: 1, database: 'postgres', databaseFile: 'm.dump' }),
    );
    writeFileSync(join(dir, 'm.dump'), '');
    await expect(restoreBackup({ dataDir: dir }, dir)).rejects.toThrow(/set DATABASE_URL/);
    expect(existsSync(pgliteDir(dir))).toBe(false);
  });
});

describe.skipIf(!testDatabaseUrl || !hasPgDump)('a PostgreSQL deployment (pg_dump, pg_restore)', () => {
  /** A new database on the test server, and what drops it. */
  async function newDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
    const name = `t_backup_${label}_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const dropper = new pg.Client({ connectionString: testDatabaseUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }

  it('is dumped and restored into an empty database, with its orders, users and uploads', async () => {
    const source = await newDatabase('origen');
    const target = await newDatabase('destino');
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-backup-pg-'));
      const database = createPostgresDatabase(source.url, 5);
      await database.migrate();
      const before = await fillDeployment(database, dataDir);

      const out = join(dataDir, '..', `${dataDir.split('/').pop()}-respaldo`);
      const manifest = await createBackup({ dataDir, databaseUrl: source.url }, out);
      expect(manifest).toMatchObject({ database: 'postgres', databaseFile: 'database.dump' });
      expectCounts(manifest.counts);

      // Into a database that has tables: refused.
      await expect(restoreBackup({ dataDir, databaseUrl: source.url }, out)).rejects.toThrow(/is not empty/);

      const restoredDir = mkdtempSync(join(tmpdir(), 'vidriera-restore-pg-'));
      const restored = await restoreBackup({ dataDir: restoredDir, databaseUrl: target.url }, out);
      expect(restored.counts).toEqual(manifest.counts);
      await expectRestored(createPostgresDatabase(target.url, 5), restoredDir, before, dataDir);
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 120_000);
});
