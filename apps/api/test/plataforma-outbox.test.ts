import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from '@vidriera/domain/common';
import type { AdminSite, OutboxMessage, QueuedSiteCommand } from '@vidriera/domain/plataforma';
import { siteCommands, sites } from '../src/db/schema.ts';
import { SITE_ID_NOT_FOUND, USER_ID_NOT_FOUND } from '../src/modules/plataforma/service.ts';
import { ADMIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '../src/plugins/auth.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

const TANDIL = 'tandil.localhost';
const CENTRO = 'centro.localhost';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let merchant: string;
let customer: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  merchant = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  customer = await registerCustomer(t.app, '2494300001');
});
afterAll(() => t.close());

async function siteId(dominioUrl: string): Promise<number> {
  const [row] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, dominioUrl));
  if (!row) throw new Error(`no site ${dominioUrl}`);
  return row.id;
}

const getOutbox = (query: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: token ? bearer(token) : {} });

const postCommand = (site: number | string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/sites/${site}/commands`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

/** Asks login/Create for a code for a phone that already has an account (a WhatsApp message to the outbox). */
async function requestCode(telefono: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/Create',
    payload: { nombreApellido: 'Cliente Admin', telefono },
  });
  expect(res.statusCode).toBe(202);
}

async function getState(options: { host?: string; deviceId?: string; token?: string; build?: number } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/site/getStateSite',
    headers: { host: options.host ?? TANDIL, ...(options.token ? bearer(options.token) : {}) },
    payload: { build: options.build ?? 100, ver: 0, ...(options.deviceId ? { deviceId: options.deviceId } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { commands: Array<{ command: string; args: string[] }> }).commands;
}

/** Every refused call answers the error body with a Spanish message. */
function expectRefused(res: Awaited<ReturnType<typeof getOutbox>>, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status, message });
}

describe('GET /api/admin/outbox', () => {
  it('lists the codes sent to one phone, newest first, and the newest code is the one that works', async () => {
    const telefono = '2494300100';
    await registerCustomer(t.app, telefono);
    await requestCode(telefono);
    t.clock.advance(61_000);
    await requestCode(telefono);

    // Written as a customer would type it: the filter normalises it as the form does.
    const res = await getOutbox(`?telefono=${encodeURIComponent('+54 9 249 430-0100')}`, admin);
    expect(res.statusCode).toBe(200);
    const messages = res.json() as OutboxMessage[];
    expect(messages).toHaveLength(2);
    for (const m of messages) {
      expect(Object.keys(m).sort()).toEqual(['body', 'channel', 'createdAt', 'error', 'id', 'status', 'telefono']);
      expect(m).toMatchObject({ channel: 'whatsapp', telefono, status: 'logged', error: null });
      expect(m.body).toMatch(/^Tu código de verificación es \d{6}$/);
    }
    const [newest, older] = messages as [OutboxMessage, OutboxMessage];
    expect(new Date(newest.createdAt).getTime() - new Date(older.createdAt).getTime()).toBe(61_000);
    expect(newest.createdAt).toBe(t.clock.now().toISOString());

    const code = newest.body.slice(-6);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/login/Create',
      payload: { nombreApellido: 'Cliente Admin', telefono, authCode: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('lists every phone’s messages without a filter, and at most limit of them', async () => {
    const telefono = '2494300200';
    await registerCustomer(t.app, telefono);
    await requestCode(telefono);

    const all = (await getOutbox('?telefono=', admin)).json() as OutboxMessage[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all[0]?.telefono).toBe(telefono);
    const times = all.map((m) => new Date(m.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const one = await getOutbox('?limit=1', admin);
    expect(one.statusCode).toBe(200);
    expect((one.json() as OutboxMessage[]).map((m) => m.id)).toEqual([all[0]?.id]);
    expect(((await getOutbox('?telefono=2494399999', admin)).json() as OutboxMessage[]).length).toBe(0);
  });

  it('refuses bad parameters with a 400 and a Spanish message', async () => {
    expectRefused(await getOutbox('?limit=0', admin), 400, 'La cantidad máxima debe ser al menos 1');
    expectRefused(await getOutbox('?limit=201', admin), 400, 'La cantidad máxima puede ser como máximo 200');
    expectRefused(await getOutbox('?limit=muchos', admin), 400, 'La cantidad máxima debe ser un número');
    expectRefused(await getOutbox('?limit=2.5', admin), 400, 'La cantidad máxima debe ser un número entero');
    expectRefused(await getOutbox('?telefono=12345', admin), 400, PHONE_INVALID_MESSAGE);
  });

  it('is for platform admins only: anonymous 401, customers and merchant staff 403', async () => {
    expectRefused(await getOutbox(''), 401, LOGIN_REQUIRED_MESSAGE);
    expectRefused(await getOutbox('', 'no.es.un.token'), 401, LOGIN_REQUIRED_MESSAGE);
    // Refused before the parameters are looked at.
    expectRefused(await getOutbox('?limit=0'), 401, LOGIN_REQUIRED_MESSAGE);
    expectRefused(await getOutbox('', customer.token), 403, ADMIN_REQUIRED_MESSAGE);
    expectRefused(await getOutbox('?limit=0', merchant), 403, ADMIN_REQUIRED_MESSAGE);
    expectRefused(await getOutbox('', merchant), 403, ADMIN_REQUIRED_MESSAGE);
  });
});

describe('GET /api/admin/sites', () => {
  it('lists the sites with their ids and minimum builds, for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminSite[];
    expect(list).toContainEqual({
      id: await siteId(TANDIL),
      dominioUrl: TANDIL,
      nombre: 'Tandil Come',
      esPortal: true,
      minBuild: 0,
    });
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: bearer(merchant) });
    expectRefused(refused, 403, ADMIN_REQUIRED_MESSAGE);
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/admin/sites' }), 401, LOGIN_REQUIRED_MESSAGE);
  });
});

describe('POST /api/admin/sites/{siteId}/commands', () => {
  it('queues a command for the whole site, kept a day by default and delivered once per device', async () => {
    const tandil = await siteId(TANDIL);
    const res = await postCommand(tandil, { command: 'MSJ', args: ['Hoy 2x1 en helados'] }, admin);
    expect(res.statusCode).toBe(201);
    const queued = res.json() as QueuedSiteCommand;
    expect(queued).toEqual({
      id: expect.any(Number),
      siteId: tandil,
      command: 'MSJ',
      args: ['Hoy 2x1 en helados'],
      userId: null,
      createdAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 24 * 3600 * 1000).toISOString(),
    });

    expect(await getState({ deviceId: 'admin-device-1' })).toEqual([{ command: 'MSJ', args: ['Hoy 2x1 en helados'] }]);
    expect(await getState({ deviceId: 'admin-device-1' })).toEqual([]);
    // Another site's apps never see it.
    expect(await getState({ host: CENTRO, deviceId: 'admin-device-2' })).toEqual([]);
  });

  it('queues a command for one user only, until it expires', async () => {
    const tandil = await siteId(TANDIL);
    const target = await registerCustomer(t.app, '2494300300');
    const bystander = await registerCustomer(t.app, '2494300301');
    // Both have received whatever the site had queued before.
    await getState({ token: target.token, deviceId: 'target-phone' });
    await getState({ token: bystander.token, deviceId: 'bystander-phone' });

    const res = await postCommand(
      tandil,
      { command: 'CUSTOM', args: ['navigate', '/mis-pedidos'], userId: target.id, expiresInMinutes: 5 },
      admin,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: target.id,
      expiresAt: new Date(t.clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    expect(await getState({ token: bystander.token, deviceId: 'bystander-phone' })).toEqual([]);
    expect(await getState({ token: target.token, deviceId: 'target-phone' })).toEqual([
      { command: 'CUSTOM', args: ['navigate', '/mis-pedidos'] },
    ]);

    const shortLived = await postCommand(
      tandil,
      { command: 'CONSOLE', args: ['vence pronto'], userId: bystander.id, expiresInMinutes: 1 },
      admin,
    );
    expect(shortLived.statusCode).toBe(201);
    t.clock.advance(61_000);
    expect(await getState({ token: bystander.token, deviceId: 'bystander-phone' })).toEqual([]);
  });

  it('accepts every back-office command but FORCE_UPDATE as a queued command', async () => {
    const tandil = await siteId(TANDIL);
    for (const [command, args] of [
      ['REFRESH', []],
      ['LOGOUT', []],
      ['EVENTESTADISTICA', ['cuenta', 'aviso', 'etiqueta']],
      ['CONSOLE', ['hola']],
    ] as const) {
      const res = await postCommand(tandil, { command, args, userId: customer.id }, admin);
      expect(res.statusCode, command).toBe(201);
      expect(res.json()).toMatchObject({ command, args });
    }
    // Without args: none.
    const bare = await postCommand(tandil, { command: 'REFRESH', userId: customer.id }, admin);
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ args: [] });
  });

  it("FORCE_UPDATE sets the site's minimum build instead of queueing", async () => {
    const centro = await siteId(CENTRO);
    const queuedBefore = await t.db.select({ id: siteCommands.id }).from(siteCommands);
    const res = await postCommand(centro, { command: 'FORCE_UPDATE', args: ['42'] }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteId: centro, command: 'FORCE_UPDATE', minBuild: 42 });
    expect(await t.db.select({ id: siteCommands.id }).from(siteCommands)).toHaveLength(queuedBefore.length);

    expect(await getState({ host: CENTRO, build: 41 })).toEqual([{ command: 'FORCE_UPDATE', args: ['42'] }]);
    // Every time, not once: an old build keeps being told until it is updated.
    expect(await getState({ host: CENTRO, build: 41 })).toEqual([{ command: 'FORCE_UPDATE', args: ['42'] }]);
    expect(await getState({ host: CENTRO, build: 42 })).toEqual([]);
    // Only that site.
    expect(await getState({ host: TANDIL, build: 41 })).not.toContainEqual(
      expect.objectContaining({ command: 'FORCE_UPDATE' }),
    );

    const cleared = await postCommand(centro, { command: 'FORCE_UPDATE', args: ['0'] }, admin);
    expect(cleared.json()).toMatchObject({ minBuild: 0 });
    expect(await getState({ host: CENTRO, build: 1 })).toEqual([]);
  });

  it('refuses bad bodies and parameters with a 400 and a Spanish message, queueing nothing', async () => {
    const tandil = await siteId(TANDIL);
    const queuedBefore = await t.db.select({ id: siteCommands.id }).from(siteCommands);
    const cases: Array<[unknown, string]> = [
      [
        { command: 'NOPE', args: [] },
        'El comando debe ser uno de: MSJ, REFRESH, FORCE_UPDATE, LOGOUT, CUSTOM, EVENTESTADISTICA, CONSOLE',
      ],
      [{ command: 'REFRESHTOKEN', args: [] }, 'El comando debe ser uno de:'],
      [{ args: [] }, 'El comando debe ser uno de:'],
      [{ command: 'FORCE_UPDATE', args: ['mañana'] }, 'FORCE_UPDATE necesita el número de build mínimo en args[0]'],
      [{ command: 'FORCE_UPDATE', args: [] }, 'FORCE_UPDATE necesita el número de build mínimo en args[0]'],
      [{ command: 'FORCE_UPDATE', args: ['-3'] }, 'FORCE_UPDATE necesita el número de build mínimo en args[0]'],
      [{ command: 'FORCE_UPDATE', args: ['99999999999'] }, 'FORCE_UPDATE necesita el número de build mínimo'],
      [{ command: 'FORCE_UPDATE', args: ['5'], userId: customer.id }, 'FORCE_UPDATE vale para todo el sitio'],
      [{ command: 'MSJ', args: [] }, 'MSJ necesita el texto del mensaje en args[0]'],
      [{ command: 'MSJ', args: ['   '] }, 'MSJ necesita el texto del mensaje en args[0]'],
      [{ command: 'MSJ', args: 'hola' }, 'Los argumentos deben ser una lista de textos'],
      [{ command: 'MSJ', args: [7] }, 'Cada argumento debe ser un texto'],
      [{ command: 'MSJ', args: ['x'.repeat(1001)] }, 'Cada argumento puede tener hasta 1000 caracteres'],
      [{ command: 'MSJ', args: Array(11).fill('x') }, 'Se admiten hasta 10 argumentos'],
      [{ command: 'MSJ', args: ['hola'], expiresInMinutes: 0 }, 'La duración en minutos debe ser al menos 1'],
      [
        { command: 'MSJ', args: ['hola'], expiresInMinutes: 60 * 24 * 31 },
        'La duración en minutos puede ser como máximo',
      ],
      [{ command: 'MSJ', args: ['hola'], expiresInMinutes: 'pronto' }, 'La duración en minutos debe ser un número'],
      [{ command: 'MSJ', args: ['hola'], userId: -1 }, 'El usuario debe ser positivo'],
      [{ command: 'MSJ', args: ['hola'], userId: 'juan' }, 'El usuario debe ser un número'],
    ];
    for (const [body, message] of cases) {
      const res = await postCommand(tandil, body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
      expect(res.json().status).toBe(400);
    }
    const badId = await postCommand('tandil', { command: 'MSJ', args: ['hola'] }, admin);
    expectRefused(badId, 400, 'El identificador del sitio debe ser un número');
    expect(await t.db.select({ id: siteCommands.id }).from(siteCommands)).toHaveLength(queuedBefore.length);
  });

  it('answers 404 for a site or a user that does not exist', async () => {
    expectRefused(await postCommand(999_999, { command: 'MSJ', args: ['hola'] }, admin), 404, SITE_ID_NOT_FOUND);
    expectRefused(await postCommand(999_999, { command: 'FORCE_UPDATE', args: ['3'] }, admin), 404, SITE_ID_NOT_FOUND);
    expectRefused(
      await postCommand(await siteId(TANDIL), { command: 'MSJ', args: ['hola'], userId: 999_999 }, admin),
      404,
      USER_ID_NOT_FOUND,
    );
  });

  it('is for platform admins only: anonymous 401, customers and merchant staff 403, nothing queued', async () => {
    const tandil = await siteId(TANDIL);
    const centro = await siteId(CENTRO);
    const queuedBefore = await t.db.select({ id: siteCommands.id }).from(siteCommands);
    const msj = { command: 'MSJ', args: ['no debería llegar'] };
    expectRefused(await postCommand(tandil, msj), 401, LOGIN_REQUIRED_MESSAGE);
    // Refused before the body is looked at.
    expectRefused(await postCommand(tandil, { command: 'NOPE' }), 401, LOGIN_REQUIRED_MESSAGE);
    expectRefused(await postCommand(tandil, msj, customer.token), 403, ADMIN_REQUIRED_MESSAGE);
    expectRefused(await postCommand(tandil, msj, merchant), 403, ADMIN_REQUIRED_MESSAGE);
    expectRefused(
      await postCommand(centro, { command: 'FORCE_UPDATE', args: ['77'] }, merchant),
      403,
      ADMIN_REQUIRED_MESSAGE,
    );
    expect(await t.db.select({ id: siteCommands.id }).from(siteCommands)).toHaveLength(queuedBefore.length);
    const [site] = await t.db.select({ minBuild: sites.minBuild }).from(sites).where(eq(sites.id, centro));
    expect(site?.minBuild).toBe(0);
  });
});
