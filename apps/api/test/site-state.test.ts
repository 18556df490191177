import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, TOKEN_REFRESH_WINDOW_SECONDS } from '@vidriera/domain/cuentas';
import { siteCommands, sites } from '../src/db/schema.ts';
import { setUserAnulado } from '../src/modules/cuentas/service.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';

const TANDIL = 'tandil.localhost';
const CENTRO = 'centro.localhost';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface StateCall {
  token?: string;
  ver?: number;
  deviceId?: string;
  build?: number;
  host?: string;
}

async function getState({ token, ver = 0, deviceId, build = 100, host = TANDIL }: StateCall) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/site/getStateSite',
    headers: { host, ...(token ? bearer(token) : {}) },
    payload: { build, ver, ...(deviceId ? { deviceId } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { commands: Array<{ command: string; args: string[] }> }).commands;
}

const names = (commands: Array<{ command: string }>) => commands.map((c) => c.command);

async function siteId(dominioUrl: string): Promise<number> {
  const [row] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, dominioUrl));
  if (!row) throw new Error(`no site ${dominioUrl}`);
  return row.id;
}

/** Queues a command as the back office will: for the whole site, or for one user. */
async function queue(
  command: string,
  args: string[],
  options: { userId?: number; host?: string; expiresInMs?: number } = {},
) {
  await t.db.insert(siteCommands).values({
    siteId: await siteId(options.host ?? TANDIL),
    command,
    args,
    userId: options.userId ?? null,
    createdAt: t.clock.now(),
    expiresAt: new Date(t.clock.now().getTime() + (options.expiresInMs ?? 24 * 3600 * 1000)),
  });
}

describe('POST /api/site/getStateSite: LOGOUT', () => {
  it('tells an app to log out when its ver is older than the user’s (after LogoutAll)', async () => {
    const session = await registerCustomer(t.app, '2494100001');
    expect(names(await getState({ token: session.token, ver: session.ver, deviceId: 'ls-1' }))).not.toContain('LOGOUT');

    const logoutAll = await t.app.inject({
      method: 'POST',
      url: '/api/login/LogoutAll',
      headers: bearer(session.token),
    });
    expect(logoutAll.statusCode).toBe(204);
    expect(names(await getState({ token: session.token, ver: session.ver, deviceId: 'ls-1' }))).toContain('LOGOUT');
    // Also when the app did not send its ver: the token itself is revoked.
    expect(names(await getState({ token: session.token, ver: 0 }))).toContain('LOGOUT');
  });

  it('tells a disabled (anulado) user’s app to log out', async () => {
    const session = await registerCustomer(t.app, '2494100002');
    await setUserAnulado(t.db, session.id, true, t.clock.now());
    expect(names(await getState({ token: session.token, ver: session.ver }))).toEqual(['LOGOUT']);
  });

  it('tells an app whose stored ver is older than its current session to log out', async () => {
    const session = await registerCustomer(t.app, '2494100003');
    await t.app.inject({ method: 'POST', url: '/api/login/LogoutAll', headers: bearer(session.token) });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/login/Create',
      payload: { nombreApellido: 'X', telefono: '2494100003' },
    });
    expect(fresh.statusCode).toBe(202);
    const commands = await getState({ token: session.token, ver: 1 });
    expect(names(commands)).toEqual(['LOGOUT']);
  });

  it('does not log out an anonymous app, a forged token, nor a current session', async () => {
    const session = await login(t.app, 'admin', 'admin1234');
    expect(names(await getState({ ver: 5 }))).not.toContain('LOGOUT');
    expect(names(await getState({ token: 'no.es.token', ver: 1 }))).not.toContain('LOGOUT');
    expect(names(await getState({ token: session.token, ver: session.ver }))).not.toContain('LOGOUT');
  });
});

describe('POST /api/site/getStateSite: queued commands', () => {
  it('delivers a site command once per device to anonymous apps, and not again after login on that device', async () => {
    await queue('MSJ', ['Hoy 2x1 en helados']);
    expect(await getState({ deviceId: 'anon-a' })).toEqual([{ command: 'MSJ', args: ['Hoy 2x1 en helados'] }]);
    expect(await getState({ deviceId: 'anon-a' })).toEqual([]);
    expect(await getState({ deviceId: 'anon-b' })).toEqual([{ command: 'MSJ', args: ['Hoy 2x1 en helados'] }]);
    const session = await login(t.app, 'lafarola', 'lafarola1234');
    expect(await getState({ token: session.token, ver: session.ver, deviceId: 'anon-a' })).toEqual([]);
  });

  it('delivers once per user, whatever device the user uses', async () => {
    await queue('REFRESH', []);
    const user = await registerCustomer(t.app, '2494100010');
    const another = await registerCustomer(t.app, '2494100011');
    const refreshes = async (call: StateCall) => names(await getState(call)).filter((n) => n === 'REFRESH');
    expect(await refreshes({ token: user.token, ver: user.ver, deviceId: 'phone-1' })).toEqual(['REFRESH']);
    expect(await refreshes({ token: user.token, ver: user.ver, deviceId: 'tablet-1' })).toEqual([]);
    expect(await refreshes({ token: user.token, ver: user.ver })).toEqual([]);
    expect(await refreshes({ token: another.token, ver: another.ver, deviceId: 'phone-2' })).toEqual(['REFRESH']);
    // phone-2 got it as the other user's device too.
    expect(await refreshes({ deviceId: 'phone-2' })).toEqual([]);
  });

  it('delivers a command for one user only to that user', async () => {
    const target = await registerCustomer(t.app, '2494100020');
    const bystander = await registerCustomer(t.app, '2494100021');
    // Both have received everything queued so far.
    await getState({ token: target.token, ver: target.ver });
    await getState({ token: bystander.token, ver: bystander.ver });
    await queue('EVENTESTADISTICA', ['cuenta', 'aviso'], { userId: target.id });
    expect(await getState({ deviceId: 'someone-anonymous' })).not.toContainEqual(
      expect.objectContaining({ command: 'EVENTESTADISTICA' }),
    );
    expect(await getState({ token: bystander.token, ver: bystander.ver })).toEqual([]);
    expect(await getState({ token: target.token, ver: target.ver })).toEqual([
      { command: 'EVENTESTADISTICA', args: ['cuenta', 'aviso'] },
    ]);
    expect(await getState({ token: target.token, ver: target.ver })).toEqual([]);
  });

  it('delivers a revoked session’s app the LOGOUT and the device’s commands, not the user’s', async () => {
    const session = await registerCustomer(t.app, '2494100030');
    await getState({ token: session.token, ver: session.ver, deviceId: 'revoked-device' });
    await queue('CONSOLE', ['solo para vos'], { userId: session.id });
    await queue('MSJ', ['para todos']);
    await t.app.inject({ method: 'POST', url: '/api/login/LogoutAll', headers: bearer(session.token) });
    expect(await getState({ token: session.token, ver: session.ver, deviceId: 'revoked-device' })).toEqual([
      { command: 'LOGOUT', args: [] },
      { command: 'MSJ', args: ['para todos'] },
    ]);
  });

  it('does not deliver expired commands nor another site’s', async () => {
    await queue('MSJ', ['vencido'], { expiresInMs: 1000 });
    await queue('MSJ', ['solo centro'], { host: CENTRO });
    t.clock.advance(2000);
    const commands = await getState({ deviceId: 'fresh-device' });
    expect(commands.map((c) => c.args[0])).not.toContain('vencido');
    expect(commands.map((c) => c.args[0])).not.toContain('solo centro');
    expect(await getState({ deviceId: 'fresh-device', host: CENTRO })).toEqual([
      { command: 'MSJ', args: ['solo centro'] },
    ]);
  });

  it('answers only FORCE_UPDATE and LOGOUT without a user or a device to remember deliveries by', async () => {
    await t.db.update(sites).set({ minBuild: 200 }).where(eq(sites.dominioUrl, CENTRO));
    expect(await getState({ host: CENTRO, build: 150 })).toEqual([{ command: 'FORCE_UPDATE', args: ['200'] }]);
    expect(await getState({ host: CENTRO, build: 200 })).toEqual([]);
  });
});

describe('POST /api/site/getStateSite: REFRESHTOKEN', () => {
  const DAY_MS = 24 * 3600 * 1000;
  const renew = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/newToken', headers: bearer(token), payload: { userName: '' } });
  let start: Date;
  beforeAll(() => {
    start = t.clock.now();
  });
  afterAll(() => t.clock.set(start));

  it('is sent to a session whose token is in its last day, until login/newToken renews it and moves its expiry', async () => {
    t.clock.set(start);
    const session = await registerCustomer(t.app, '2494100201');
    expect(new Date(session.expiration).getTime() - t.clock.now().getTime()).toBe(TOKEN_LIFETIME_SECONDS * 1000);

    // A fresh token, and one with more than a day left, are left alone.
    expect(names(await getState({ token: session.token, ver: session.ver }))).not.toContain('REFRESHTOKEN');
    t.clock.advance(6 * DAY_MS - 60_000);
    expect(names(await getState({ token: session.token, ver: session.ver }))).not.toContain('REFRESHTOKEN');

    // Within the last TOKEN_REFRESH_WINDOW_SECONDS: every ask says so (nothing is marked delivered).
    t.clock.advance(2 * 60_000);
    expect(await getState({ token: session.token, ver: session.ver })).toEqual([{ command: 'REFRESHTOKEN', args: [] }]);
    expect(names(await getState({ token: session.token, ver: session.ver }))).toEqual(['REFRESHTOKEN']);

    const res = await renew(session.token);
    expect(res.statusCode).toBe(200);
    const renewed = res.json() as typeof session;
    expect(renewed).toMatchObject({ id: session.id, ver: session.ver });
    expect(new Date(renewed.expiration).getTime()).toBe(t.clock.now().getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    expect(new Date(renewed.expiration).getTime()).toBeGreaterThan(new Date(session.expiration).getTime());
    expect(names(await getState({ token: renewed.token, ver: renewed.ver }))).not.toContain('REFRESHTOKEN');

    // The old token ends at its own expiry: then it is no session at all, and gets nothing.
    t.clock.set(new Date(new Date(session.expiration).getTime() + 1_000));
    expect(await getState({ token: session.token, ver: session.ver })).toEqual([]);
    expect(names(await getState({ token: renewed.token, ver: renewed.ver }))).not.toContain('REFRESHTOKEN');
  });

  it('is not sent to an anonymous app, nor to a revoked session close to expiry (that one gets LOGOUT)', async () => {
    t.clock.set(start);
    const session = await registerCustomer(t.app, '2494100202');
    t.clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - TOKEN_REFRESH_WINDOW_SECONDS * 1000 + 60_000);
    expect(names(await getState({ deviceId: 'rt-anon' }))).not.toContain('REFRESHTOKEN');
    expect(names(await getState({ token: 'not-a-token', deviceId: 'rt-forged' }))).not.toContain('REFRESHTOKEN');
    expect(names(await getState({ token: session.token, ver: session.ver }))).toEqual(['REFRESHTOKEN']);

    await setUserAnulado(t.db, session.id, true, t.clock.now());
    expect(names(await getState({ token: session.token, ver: session.ver }))).toEqual(['LOGOUT']);
    expect((await renew(session.token)).statusCode).toBe(401);
  });
});
