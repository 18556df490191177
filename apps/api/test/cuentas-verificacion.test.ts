import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSiteDetail } from '@vidriera/domain/plataforma';
import type { Carta } from '@vidriera/domain/carta';
import { migrationsFolder } from '../src/db/client.ts';
import { outboxMessages, pedidos, reservaSectores, reservas, users, ventasTickets } from '../src/db/schema.ts';
import { ADMIN_REQUIRED_MESSAGE } from '../src/plugins/auth.ts';
import { compraBody, comprar, findEvento, getCartelera } from './helpers/eventos.ts';
import { findPlato, getCarta, pedir } from './helpers/pedidos.ts';
import { plataformaHelpers } from './helpers/plataforma.ts';
import { bearer, login, readCodeFromOutbox as readOutboxCode } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Decision 018: a site may verify new phones by a WhatsApp code before their first order, reservation or
// purchase. tandil.localhost turns the setting on in the middle of this file; la-farola.localhost (which lists
// the same La Farola) keeps it off.

const TANDIL = 'tandil.localhost';
const FAROLA_SITE = 'la-farola.localhost';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let owner: string;
let farola: Carta;
let salon: number;
let pena: Awaited<ReturnType<typeof findEvento>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  owner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  farola = await getCarta(t.app, 'la-farola');
  const [sector] = await t.db
    .select()
    .from(reservaSectores)
    .where(eq(reservaSectores.comercioId, farola.configRestoId));
  salon = sector!.id;
  pena = findEvento(await getCartelera(t.app, 'cartelera/el-fogon-serrano'), 'Peña folclórica con Los Hermanos Suárez');
});
afterAll(() => t.close());

const { siteId, call, auditRows } = plataformaHelpers(() => t);

/** Each test gets its own client address, so the per-address limit on codes never mixes tests. */
let addressSeq = 0;
let address = '';
afterEach(() => {
  address = '';
});
const clientAddress = () => {
  address ||= `10.2.0.${++addressSeq}`;
  return address;
};

/** login/Create as the account screen sends it, through a site's host. */
function create(telefono: string, extra: Record<string, unknown> = {}, host = TANDIL) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/Create',
    headers: { host },
    remoteAddress: clientAddress(),
    payload: {
      userName: '',
      password: '',
      nombreApellido: 'Cliente Nuevo',
      telefono,
      admin: false,
      anulado: false,
      domicilio: '',
      configRestoId: 0,
      domainName: host,
      authCode: '',
      ...extra,
    },
  });
}

function verifyPhone(token: string | null, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/VerifyPhone',
    headers: { host: TANDIL, ...(token ? bearer(token) : {}) },
    remoteAddress: clientAddress(),
    ...(payload ? { payload } : {}),
  });
}

const getActivo = (token: string, host = TANDIL) =>
  t.app.inject({ method: 'GET', url: '/api/login/GetActivo', headers: { host, ...bearer(token) } });

const readCodeFromOutbox = (telefono: string) => readOutboxCode(t.db, telefono);

const outboxCount = async (telefono: string) =>
  (await t.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.telefono, telefono)))[0]!.n;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const userRow = async (telefono: string) => (await t.db.select().from(users).where(eq(users.telefono, telefono)))[0];

/** A customer with a session, verified or not (inserted directly: as an account from before the setting). */
async function insertCustomer(telefono: string, isVerified: boolean) {
  const [user] = await t.db
    .insert(users)
    .values({
      userName: telefono,
      telefono,
      nombreApellido: 'Cliente Prueba',
      telefonoVerificadoAt: isVerified ? t.clock.now() : null,
    })
    .returning();
  return { id: user!.id, token: (await t.app.issueToken(user!)).token };
}

/** The three writes the setting guards, each a request that succeeds for a verified phone. */
const order = (token: string, host = TANDIL) =>
  pedir(
    t.app,
    token,
    {
      configRestoId: farola.configRestoId,
      pedidosIts: [{ platoId: findPlato(farola, 'Empanada de carne frita').platoId, cantidad: 1 }],
      formaPagoId: 0,
      delivery: false,
    },
    host,
  );
const book = (token: string, fechaHora = '2026-11-21T22:30:00-03:00') =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservas/reservar',
    headers: { host: TANDIL, ...bearer(token) },
    payload: {
      fechaHora,
      cantidad: 2,
      sectorId: salon,
      observacion: '',
      rango: 4,
      seleccionoHorario: true,
      configRestoId: farola.configRestoId,
    },
  });
const buy = (token: string) =>
  comprar(
    t.app,
    token,
    compraBody(pena, 1, 5, { eventoVarianteId: pena.variantes.find((v) => v.titulo === 'General')!.id }),
  );

const counts = async () => ({
  pedidos: (await t.db.select({ n: count() }).from(pedidos))[0]!.n,
  reservas: (await t.db.select({ n: count() }).from(reservas))[0]!.n,
  ventas: (await t.db.select({ n: count() }).from(ventasTickets))[0]!.n,
});

async function siteDetail(dominioUrl: string): Promise<AdminSiteDetail> {
  const res = await call('GET', `/api/admin/sites/${await siteId(dominioUrl)}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The site form as the back office sends it: every editable field, with the changes given. */
async function putSite(dominioUrl: string, token: string, changes: Record<string, unknown>) {
  const { id, contacto: _contacto, verificarTelefonosNuevos: _verifica, ...fields } = await siteDetail(dominioUrl);
  return call('PUT', `/api/admin/sites/${id}`, token, { ...fields, ...changes });
}

describe('setting off (the default): the spec behaviour', () => {
  it('every demo site starts with the setting off', async () => {
    expect((await siteDetail(TANDIL)).verificarTelefonosNuevos).toBe(false);
    expect((await siteDetail(FAROLA_SITE)).verificarTelefonosNuevos).toBe(false);
  });

  it('a new phone gets a session at once, unverified, and orders, books and buys', async () => {
    const res = await create('2494500001');
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(await outboxCount('2494500001')).toBe(0);
    expect((await userRow('2494500001'))?.telefonoVerificadoAt).toBeNull();
    // GetActivo answers as before: no telefonoVerificado on a site that does not verify phones.
    expect(Object.keys((await getActivo(token)).json())).not.toContain('telefonoVerificado');
    expect((await order(token)).statusCode).toBe(200);
    expect((await book(token)).statusCode).toBe(200);
    expect((await buy(token)).statusCode).toBe(200);
  });

  it("an existing phone answers 202 'Existing' as before, and the right code marks the phone verified", async () => {
    await insertCustomer('2494500002', false);
    const first = await create('2494500002');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'Existing', resendAfterSeconds: 60 });
    const code = await readCodeFromOutbox('2494500002');
    const second = await create('2494500002', { authCode: code });
    expect(second.statusCode).toBe(200);
    expect((await userRow('2494500002'))?.telefonoVerificadoAt).toEqual(t.clock.now());
  });
});

describe('the platform admin turns the setting on (PUT admin/sites/{siteId})', () => {
  it('a merchant or a customer cannot (403); the admin can, audited; an update without the field keeps it', async () => {
    const customer = await insertCustomer('2494500010', true);
    for (const token of [owner, customer.token]) {
      const refused = await putSite(TANDIL, token, { verificarTelefonosNuevos: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    expect((await siteDetail(TANDIL)).verificarTelefonosNuevos).toBe(false);

    const bad = await putSite(TANDIL, admin, { verificarTelefonosNuevos: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('La verificación de teléfonos nuevos debe ser verdadero o falso');

    const on = await putSite(TANDIL, admin, { verificarTelefonosNuevos: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ dominioUrl: TANDIL, verificarTelefonosNuevos: true });
    const audits = await auditRows('site', await siteId(TANDIL));
    expect(audits.at(-1)).toMatchObject({
      action: 'site.update',
      before: expect.objectContaining({ verificarTelefonosNuevos: false }),
      after: expect.objectContaining({ verificarTelefonosNuevos: true }),
    });

    // An older back office that does not send the field leaves the setting as it is.
    const renamed = await putSite(TANDIL, admin, { frase: 'Pedí, reservá y disfrutá lo mejor de Tandil' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().verificarTelefonosNuevos).toBe(true);
    // Only that site: the business's own site keeps the spec behaviour.
    expect((await siteDetail(FAROLA_SITE)).verificarTelefonosNuevos).toBe(false);
  });
});

describe('setting on: login/Create', () => {
  it("a new phone gets 202 'Verify' and a code, no session; the right code answers the session and verifies it", async () => {
    const telefono = '2494500020';
    const first = await create(telefono, { nombreApellido: 'Vera Nueva' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'Verify', resendAfterSeconds: 60 });
    const created = await userRow(telefono);
    expect(created).toMatchObject({ nombreApellido: 'Vera Nueva', telefonoVerificadoAt: null });
    const code = await readCodeFromOutbox(telefono);

    const tooSoon = await create(telefono);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ status: 'Verify', resendAfterSeconds: expect.any(Number) });
    expect(await outboxCount(telefono)).toBe(1);

    const wrong = await create(telefono, { authCode: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'InvalidAuthCode', reason: 'Wrong' });

    const right = await create(telefono, { nombreApellido: 'Vera Nueva', authCode: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: created!.id, nombre: 'Vera Nueva', token: expect.any(String) });
    expect((await userRow(telefono))?.telefonoVerificadoAt).toEqual(t.clock.now());
    expect((await getActivo(right.json().token)).json()).toMatchObject({ telefonoVerificado: true });
    expect((await order(right.json().token)).statusCode).toBe(200);
  });

  it("an account not verified yet answers 'Verify'; a verified one 'Existing' as before", async () => {
    await insertCustomer('2494500021', false);
    await insertCustomer('2494500022', true);
    const unverified = await create('2494500021');
    expect(unverified.statusCode).toBe(202);
    expect(unverified.json().status).toBe('Verify');
    const verified = await create('2494500022');
    expect(verified.statusCode).toBe(202);
    expect(verified.json().status).toBe('Existing');
  });

  it('on a site with the setting off a new phone still gets its session at once', async () => {
    const res = await create('2494500023', {}, FAROLA_SITE);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });
});

describe('setting on: orders, reservations and purchases', () => {
  it('refuses an unverified phone with 403 PhoneNotVerified and writes nothing', async () => {
    const { token } = await insertCustomer('2494500030', false);
    expect((await getActivo(token)).json()).toMatchObject({ telefonoVerificado: false });
    const before = await counts();
    const refusals = [
      [await order(token), 'Verificá tu teléfono con un código por WhatsApp antes de tu primer pedido.'],
      [await book(token), 'Verificá tu teléfono con un código por WhatsApp antes de tu primera reserva.'],
      [await buy(token), 'Verificá tu teléfono con un código por WhatsApp antes de tu primera compra.'],
    ] as const;
    for (const [res, message] of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, error: 'PhoneNotVerified', message });
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a verified phone (an account from before the setting counts as one) order, book and buy', async () => {
    const { token } = await insertCustomer('2494500031', true);
    expect((await order(token)).statusCode).toBe(200);
    expect((await book(token, '2026-11-21T23:00:00-03:00')).statusCode).toBe(200);
    expect((await buy(token)).statusCode).toBe(200);
  });

  it("another site's setting does not apply: the same business through its own site takes the order", async () => {
    const { token } = await insertCustomer('2494500032', false);
    expect((await order(token, TANDIL)).statusCode).toBe(403);
    const res = await order(token, FAROLA_SITE);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys((await getActivo(token, FAROLA_SITE)).json())).not.toContain('telefonoVerificado');
  });

  it('a change of phone (login/Update) resets the verification; the same phone keeps it', async () => {
    const { token } = await insertCustomer('2494500033', true);
    const update = (telefono: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/Update',
        headers: { host: TANDIL, ...bearer(token) },
        payload: { nombreApellido: 'Cliente Prueba', telefono, domicilio: '' },
      });
    expect((await update('2494500033')).statusCode).toBe(200);
    expect((await userRow('2494500033'))?.telefonoVerificadoAt).not.toBeNull();
    expect((await update('2494500034')).statusCode).toBe(200);
    expect((await userRow('2494500034'))?.telefonoVerificadoAt).toBeNull();
    expect((await order(token)).statusCode).toBe(403);
  });
});

describe('setting on: POST login/VerifyPhone', () => {
  it('needs a session (401)', async () => {
    const res = await verifyPhone(null);
    expect(res.statusCode).toBe(401);
  });

  it('sends a code (202), refuses another too soon (429) and a wrong code (400), verifies with the right one', async () => {
    const telefono = '2494500040';
    const { token } = await insertCustomer(telefono, false);
    const sent = await verifyPhone(token);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'Verify', resendAfterSeconds: 60 });
    const code = await readCodeFromOutbox(telefono);

    const tooSoon = await verifyPhone(token, {});
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    expect(tooSoon.json()).toMatchObject({ status: 'Verify', resendAfterSeconds: expect.any(Number) });

    const wrong = await verifyPhone(token, { authCode: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'InvalidAuthCode',
      reason: 'Wrong',
      message: 'El código ingresado no es correcto. Revisalo e intentá de nuevo.',
    });
    expect((await order(token)).statusCode).toBe(403);

    const right = await verifyPhone(token, { authCode: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ telefonoVerificado: true });
    expect((await getActivo(token)).json()).toMatchObject({ telefonoVerificado: true });
    expect((await order(token)).statusCode).toBe(200);

    // Already verified: nothing more is sent.
    const again = await verifyPhone(token);
    expect(again.statusCode).toBe(200);
    expect(await outboxCount(telefono)).toBe(1);
  });

  it('a code sent to the old phone stops counting once the phone changes', async () => {
    const { token } = await insertCustomer('2494500041', false);
    expect((await verifyPhone(token)).statusCode).toBe(202);
    const code = await readCodeFromOutbox('2494500041');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/login/Update',
      headers: { host: TANDIL, ...bearer(token) },
      payload: { nombreApellido: 'Cliente Prueba', telefono: '2494500042', domicilio: '' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await verifyPhone(changed.json().token, { authCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'InvalidAuthCode', reason: 'Unusable', resendAfterSeconds: 0 });
    // The new phone may get its own code at once.
    expect((await verifyPhone(changed.json().token)).statusCode).toBe(202);
    expect(await readCodeFromOutbox('2494500042')).toMatch(/^\d{6}$/);
  });

  it('an account without a phone is told to add one (400)', async () => {
    const res = await verifyPhone(owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tu cuenta no tiene teléfono: completalo en Mis Datos.');
  });
});

describe('migration 0006: accounts from before the setting', () => {
  it('count as verified (decision 018)', async () => {
    // The migrations up to 0005, an account, then 0006.
    const before = mkdtempSync(join(tmpdir(), 'vidriera-migrations-'));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith('0006_'));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const client = await PGlite.create();
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      await client.query(
        `INSERT INTO users (user_name, telefono, created_at) VALUES ('2494500050', '2494500050', '2025-03-01T12:00:00Z')`,
      );
      await migrate(drizzle(client), { migrationsFolder });
      const { rows } = await client.query<{ verificado: Date | null }>(
        `SELECT telefono_verificado_at AS verificado FROM users WHERE telefono = '2494500050'`,
      );
      expect(rows[0]?.verificado).toEqual(new Date('2025-03-01T12:00:00Z'));
      const { rows: siteColumns } = await client.query<{ column_default: string }>(
        `SELECT column_default FROM information_schema.columns WHERE table_name = 'sites' AND column_name = 'verificar_telefonos_nuevos'`,
      );
      expect(siteColumns[0]?.column_default).toBe('false');
    } finally {
      await client.close();
    }
  });
});
