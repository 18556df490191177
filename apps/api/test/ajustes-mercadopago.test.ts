import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AjustesComercio, MSG_MP_MODOS_DISTINTOS } from '@vidriera/domain/ajustes';
import { auditLog, comercioMpCredenciales, pedidos, ventasTickets } from '../src/db/schema.ts';
import { createComercioProviderResolver } from '../src/modules/pagos/comercio-credentials.ts';
import type { MercadoPagoClients } from '../src/modules/pagos/mercadopago-provider.ts';
import { MercadoPagoProvider } from '../src/modules/pagos/mercadopago-provider.ts';
import { createCustomers, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { insertEvento } from './helpers/eventos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * A business's own MercadoPago account: the owner stores its credentials in Ajustes (never shown back in full),
 * and from then on its orders are paid into that account and notified at its own webhook address.
 */

const TOKEN = 'APP_USR-1234567890-farola-secret-token-abcd';
const PUBLIC_KEY = 'APP_USR-farola-public-key-wxyz';
const SECRET = 'farolawebhooksecret9876';

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: number;
let burger: number;
let owner: Record<string, string>;
let buyer: TestCustomer;
const created: Array<{ token: string; body: Record<string, unknown> }> = [];
const payments = new Map<string, Record<string, unknown>>();
const refunds: Array<{ token: string; paymentId: string; amount: number | undefined }> = [];

/** The SDK's network calls, answered as MercadoPago would, remembering which account asked. */
function fakeClients(accessToken: string): MercadoPagoClients {
  return {
    preference: {
      async create({ body }) {
        created.push({ token: accessToken, body: body as Record<string, unknown> });
        const id = `pref-${created.length}`;
        return { id, init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}` } as never;
      },
    },
    payment: {
      async get({ id }) {
        const payment = payments.get(String(id));
        if (!payment) throw { status: 404 };
        return payment as never;
      },
    },
    refund: {
      async create({ payment_id, body }) {
        refunds.push({ token: accessToken, paymentId: String(payment_id), amount: body?.amount });
        return { id: 9000 + refunds.length, payment_id, amount: body?.amount, status: 'approved' } as never;
      },
    },
  };
}

function signed(dataId: string, secret: string) {
  const requestId = 'req-1';
  const ts = '1742505638683';
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return {
    'x-signature': `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`,
    'x-request-id': requestId,
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  farola = await findComercioId(t.db, 'la-farola');
  burger = await findComercioId(t.db, 'burger-club');
  owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  buyer = (await createCustomers(t.app, t.db, '2494779', 1))[0]!;
  // The app's resolver, with the SDK replaced by the fake above.
  t.app.payments.deps.comercioProviders = createComercioProviderResolver(
    t.db,
    t.app.deps.config,
    (credentials) => new MercadoPagoProvider(credentials, fakeClients(credentials.accessToken)),
  );
});
afterAll(() => t.close());

const putMp = (body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/merchant/ajustes/${farola}/mercadopago`,
    headers: owner,
    payload: body as object,
  });

async function pendingPedido(comercioId: number, total = 450_000) {
  const [row] = await t.db
    .insert(pedidos)
    .values({
      comercioId,
      usuarioId: buyer.id,
      estadoId: 5,
      formaPagoId: 3,
      subtotal: total,
      total,
      fechaHora: t.clock.now(),
    })
    .returning({ id: pedidos.id });
  return row!.id;
}

const prepare = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedidos/PreparePedidoPago',
    headers: { ...buyer.headers, host: 'tandil.localhost' },
    payload: { id },
  });

describe('storing the credentials', () => {
  it('needs all three the first time and refuses a test token with a production key', async () => {
    const missing = await putMp({ accessToken: TOKEN });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('completá el access token, la public key y la clave secreta');
    const mixed = await putMp({ accessToken: TOKEN, publicKey: 'TEST-abcdefgh1234', webhookSecret: SECRET });
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json())).toContain(MSG_MP_MODOS_DISTINTOS);
    const bad = await putMp({ accessToken: 'mi-token', publicKey: PUBLIC_KEY, webhookSecret: SECRET });
    expect(bad.statusCode).toBe(400);
  });

  it('stores them and only ever answers their last 4 characters, also in the audit', async () => {
    const res = await putMp({ accessToken: TOKEN, publicKey: PUBLIC_KEY, webhookSecret: SECRET });
    expect(res.statusCode, res.body).toBe(200);
    const ajustes = res.json() as AjustesComercio;
    expect(ajustes.mercadoPago).toMatchObject({
      configurado: true,
      accessToken: '••••abcd',
      publicKey: '••••wxyz',
      webhookSecret: '••••9876',
      webhookPath: `/api/pagos/webhook/mercadopago/${farola}`,
    });
    const get = await t.app.inject({ url: `/api/merchant/ajustes/${farola}`, headers: owner });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.comercioId, farola), eq(auditLog.action, 'comercio.mercadopago')));
    expect(audit).toHaveLength(1);
    for (const text of [res.body, get.body, JSON.stringify(audit)]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(PUBLIC_KEY);
      expect(text).not.toContain(SECRET);
    }
  });

  it('keeps the stored value of a field left empty', async () => {
    const res = await putMp({ accessToken: '', publicKey: null, webhookSecret: 'otrasecreta12345' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(comercioMpCredenciales).where(eq(comercioMpCredenciales.comercioId, farola));
    expect(row).toMatchObject({ accessToken: TOKEN, publicKey: PUBLIC_KEY, webhookSecret: 'otrasecreta12345' });
    await putMp({ webhookSecret: SECRET });
  });
});

describe("paying into the business's account", () => {
  it("prepares the checkout with the business's credentials and its own notification address", async () => {
    const id = await pendingPedido(farola);
    const res = await prepare(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'mercadopago', checkoutUrl: expect.stringContaining('pref_id=') });
    expect(JSON.parse(res.json().additionalInfo)).toMatchObject({ publicKey: PUBLIC_KEY });
    expect(created.at(-1)).toMatchObject({
      token: TOKEN,
      body: {
        external_reference: `pedido:${id}`,
        notification_url: `http://tandil.localhost/api/pagos/webhook/mercadopago/${farola}`,
      },
    });
    // Asked again, the same checkout.
    expect((await prepare(id)).json().additionalInfo).toBe(res.json().additionalInfo);
  });

  it("accepts a notification signed with the business's secret and pays the order", async () => {
    const id = await pendingPedido(farola);
    await prepare(id);
    payments.set('7001', {
      id: 7001,
      status: 'approved',
      external_reference: `pedido:${id}`,
      transaction_amount: 4500,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/pagos/webhook/mercadopago/${farola}?data.id=7001&type=payment`,
      headers: signed('7001', 'platform-secret'),
      payload: { type: 'payment', data: { id: '7001' } },
    });
    expect(forged.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pagos/webhook/mercadopago/${farola}?data.id=7001&type=payment`,
      headers: signed('7001', SECRET),
      payload: { type: 'payment', data: { id: '7001' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recibido: true, resultado: 'aplicado' });
    const [pedido] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    expect(pedido?.estadoId).toBe(0);
  });

  it("a ticket sale is paid into the business's account too", async () => {
    const evento = await insertEvento(t.db, farola, '2026-12-05T21:00:00-03:00');
    const [venta] = await t.db
      .insert(ventasTickets)
      .values({
        comercioId: farola,
        eventoId: evento.id,
        eventoFechaId: evento.eventoFechaId,
        usuarioId: buyer.id,
        cantidad: 2,
        formaPagoId: 3,
        precioUnitario: 100_000,
        importeTotal: 200_000,
        estado: 5,
        fechaHoraAlta: t.clock.now(),
      })
      .returning({ id: ventasTickets.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/eventos/PreparePedidoPago',
      headers: { ...buyer.headers, host: 'tandil.localhost' },
      payload: { id: venta!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider).toBe('mercadopago');
    expect(created.at(-1)).toMatchObject({
      token: TOKEN,
      body: {
        external_reference: `venta:${venta!.id}`,
        notification_url: `http://tandil.localhost/api/pagos/webhook/mercadopago/${farola}`,
      },
    });
  });

  it('a business without its own account pays the platform (simulated here); its address is unknown', async () => {
    const id = await pendingPedido(burger);
    const before = created.length;
    const res = await prepare(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider).toBe('simulado');
    expect(created.length).toBe(before);
    const notFound = await t.app.inject({
      method: 'POST',
      url: `/api/pagos/webhook/mercadopago/${burger}?data.id=1&type=payment`,
      headers: signed('1', SECRET),
      payload: { type: 'payment', data: { id: '1' } },
    });
    expect(notFound.statusCode).toBe(404);
  });

  it('disconnecting the account sends payments to the platform again', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/merchant/ajustes/${farola}/mercadopago`,
      headers: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mercadoPago).toMatchObject({ configurado: false, accessToken: null });
    const id = await pendingPedido(farola);
    expect((await prepare(id)).json().provider).toBe('simulado');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.comercioId, farola), eq(auditLog.action, 'comercio.mercadopago')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ after: null, before: { accessToken: '••••abcd' } });
  });
});

describe('PAYMENTS_PROVIDER=simulado', () => {
  it('keeps every business on the simulated provider, whatever it stored', async () => {
    const resolver = createComercioProviderResolver(t.db, { PAYMENTS_PROVIDER: 'simulado' });
    await t.db.insert(comercioMpCredenciales).values({
      comercioId: burger,
      accessToken: TOKEN,
      publicKey: PUBLIC_KEY,
      webhookSecret: SECRET,
      updatedAt: t.clock.now(),
    });
    expect(await resolver.forComercio(burger)).toBeNull();
    expect(
      await createComercioProviderResolver(t.db, { PAYMENTS_PROVIDER: undefined }).forComercio(burger),
    ).not.toBeNull();
  });
});
