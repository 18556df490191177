import { rmSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COMMON_MESSAGE, PASSWORD_HAS_USER_NAME_MESSAGE, type LoginResponse } from '@vidriera/domain/cuentas';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { readNewPassword } from '../src/cli/read-password.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { auditLog, users } from '../src/db/schema.ts';
import { createOrResetPlatformAdmin } from '../src/modules/cuentas/plataforma-cuenta.ts';
import { verifySecret } from '../src/modules/cuentas/passwords.ts';
import { CREATE_ADMIN_ENTRY, createProgramDatabase, runProgram } from './helpers/api-process.ts';
import { createTestDatabase } from './helpers/test-app.ts';

// `npm run create-admin -- --user <name>` (issue 35): the first platform admin of a database that starts empty,
// and a way back in for any admin. Run as an operator runs it, in its own process, the password on standard input,
// against a database nobody has used (PGlite under DATA_DIR, or PostgreSQL with TEST_DATABASE_URL); then the API
// opened on that database lets the admin in.

let database: Awaited<ReturnType<typeof createProgramDatabase>>;

beforeAll(async () => {
  database = await createProgramDatabase({ migrated: false });
});
afterAll(async () => {
  await database.drop();
  rmSync(database.dataDir, { recursive: true, force: true });
});

const createAdmin = (args: string[], password: string) =>
  runProgram(CREATE_ADMIN_ENTRY, args, { ...database.env, LOG_LEVEL: 'silent' }, `${password}\n`);

/** The API on the command's database, for what the command left there: run `use`, then close it all. */
async function withApi<T>(use: (api: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...database.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const api = await buildApp({ config, database: opened, logger: false, serveWeb: false });
  try {
    await api.ready();
    return await use(api);
  } finally {
    await api.close();
    await opened.close();
  }
}

function login(api: Awaited<ReturnType<typeof buildApp>>, userName: string, password: string) {
  return api.inject({ method: 'POST', url: '/api/login/Login', payload: { userName, password } });
}

describe('npm run create-admin', () => {
  let firstSession: LoginResponse;

  it('migrates an empty database and creates the platform admin, who logs in with that password', async () => {
    const run = await createAdmin(['--user', 'Ana.Admin'], 'mate-con-bizcochitos');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Listo: se creó el administrador de la plataforma ana\.admin \(id \d+\)/m);
    // Nothing of the password on the screen.
    expect(run.stdout + run.stderr).not.toContain('bizcochitos');
    firstSession = await withApi(async (api) => {
      const res = await login(api, 'ana.admin', 'mate-con-bizcochitos');
      expect(res.statusCode, res.body).toBe(200);
      const session = res.json() as LoginResponse;
      expect(session).toMatchObject({ admin: true, user: 'ana.admin' });
      // A platform admin: the platform's screens answer.
      const sites = await api.inject({
        method: 'GET',
        url: '/api/admin/sites',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(sites.statusCode).toBe(200);
      expect(sites.json()).toEqual([]);
      const audits = await api.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(session.id))));
      expect(audits.map((a) => [a.action, a.userName])).toEqual([['user.admin.create', 'sistema']]);
      return session;
    });
  }, 180_000);

  it("resets an admin's password and ends its sessions", async () => {
    const run = await createAdmin(['--user', 'ana.admin'], 'otra-clave-bien-larga');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Listo: se cambió la contraseña de ana.admin');
    await withApi(async (api) => {
      expect((await login(api, 'ana.admin', 'mate-con-bizcochitos')).statusCode).toBe(401);
      expect((await login(api, 'ana.admin', 'otra-clave-bien-larga')).statusCode).toBe(200);
      const old = await api.inject({
        method: 'GET',
        url: '/api/login/GetActivo',
        headers: { authorization: `Bearer ${firstSession.token}` },
      });
      expect(old.statusCode).toBe(401);
    });
  }, 120_000);

  it('refuses a weak password and a missing user name at once, changing nothing', async () => {
    const weak = await createAdmin(['--user', 'ana.admin'], 'password123');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(PASSWORD_COMMON_MESSAGE);
    const noUser = await createAdmin([], 'mate-con-bizcochitos');
    expect(noUser.code).toBe(2);
    expect(noUser.stderr).toContain('Falta el usuario (--user)');
    await withApi(async (api) => {
      expect((await login(api, 'ana.admin', 'otra-clave-bien-larga')).statusCode).toBe(200);
      expect(await api.deps.db.select({ id: users.id }).from(users)).toHaveLength(1);
    });
  }, 120_000);
});

describe('createOrResetPlatformAdmin (what the command does)', () => {
  let t: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());
  const now = new Date();

  it('makes an existing merchant an admin only when told to (promote)', async () => {
    await t.db.insert(users).values({ userName: 'marta', passwordHash: null, nombreApellido: 'Marta' });
    const input = { userName: 'Marta', password: 'clave-de-la-jefa' };
    expect(await createOrResetPlatformAdmin(t.db, input, now)).toEqual({ kind: 'notAdmin', userName: 'marta' });
    const [before] = await t.db.select().from(users).where(eq(users.userName, 'marta'));
    expect(before).toMatchObject({ admin: false, passwordHash: null, ver: 1 });
    expect(await createOrResetPlatformAdmin(t.db, { ...input, promote: true }, now)).toMatchObject({
      kind: 'promoted',
      userName: 'marta',
    });
    const [after] = await t.db.select().from(users).where(eq(users.userName, 'marta'));
    expect(after).toMatchObject({ admin: true, ver: 2 });
    expect(await verifySecret(after!.passwordHash!, 'clave-de-la-jefa')).toBe(true);
  });

  it('enables a disabled admin again when it resets its password', async () => {
    await createOrResetPlatformAdmin(t.db, { userName: 'jefa.baja', password: 'clave-de-la-baja' }, now);
    await t.db.update(users).set({ anulado: true }).where(eq(users.userName, 'jefa.baja'));
    expect(
      await createOrResetPlatformAdmin(t.db, { userName: 'jefa.baja', password: 'otra-clave-larga' }, now),
    ).toMatchObject({ kind: 'reset', reenabled: true });
    const [row] = await t.db.select().from(users).where(eq(users.userName, 'jefa.baja'));
    expect(row).toMatchObject({ admin: true, anulado: false });
  });

  it("refuses a phone as a new admin's user name and a weak password, writing nothing", async () => {
    await expect(
      createOrResetPlatformAdmin(t.db, { userName: '2494000000', password: 'clave-de-la-jefa' }, now),
    ).rejects.toThrow(/El usuario debe empezar con una letra/);
    await expect(
      createOrResetPlatformAdmin(t.db, { userName: 'jefa.nueva', password: 'jefa.nueva-2026' }, now),
    ).rejects.toThrow(PASSWORD_HAS_USER_NAME_MESSAGE);
    const rows = await t.db
      .select()
      .from(users)
      .where(inArray(users.userName, ['2494000000', 'jefa.nueva']));
    expect(rows).toEqual([]);
  });
});

describe('readNewPassword from a pipe', () => {
  it('takes the first line without its line break, and refuses nothing', async () => {
    expect(await readNewPassword(piped('clave con espacios \r\nsegunda línea\n'), devNull(), 'x')).toBe(
      'clave con espacios ',
    );
    await expect(readNewPassword(piped(''), devNull(), 'x')).rejects.toThrow('No llegó ninguna contraseña');
  });
});

function piped(text: string): NodeJS.ReadStream {
  return Readable.from([Buffer.from(text)]) as unknown as NodeJS.ReadStream;
}

function devNull(): NodeJS.WritableStream {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}
