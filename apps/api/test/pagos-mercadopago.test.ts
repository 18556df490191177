import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { comercios, pagos, pedidos, users } from '../src/db/schema.ts';
import { type MercadoPagoClients, MercadoPagoProvider } from '../src/modules/pagos/mercadopago-provider.ts';
import { ProviderRefundError, type WebhookNotification } from '../src/modules/pagos/payment-provider.ts';
import { PaymentTargetRegistry } from '../src/modules/pagos/payment-targets.ts';
import { registerPedidoPaymentTarget } from '../src/modules/pagos/pedido-pago.ts';
import { resolveProviderName } from '../src/modules/pagos/providers.ts';
import type { PaymentsDeps } from '../src/modules/pagos/payments-deps.ts';
import { handleNotification, prepareCheckout } from '../src/modules/pagos/service.ts';
import type { Payments } from '../src/modules/pagos/plugin.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The MercadoPago adapter with the SDK's network calls replaced by fakes that answer like MercadoPago's API:
 * the preference it asks for, how it reads payments, its x-signature check, and the webhook path with it.
 */

const SECRET = 'mp-webhook-secret';
const credentials = { accessToken: 'TEST-token', publicKey: 'TEST-public-key', webhookSecret: SECRET };

/** MercadoPago's signature of a notification (its documented manifest). */
function mpSignature(dataId: string, requestId: string, ts: string, secret = SECRET) {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

function mpNotification(dataId: string, options: { secret?: string; requestId?: string } = {}): WebhookNotification {
  const requestId = options.requestId ?? 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  return {
    headers: {
      'x-signature': mpSignature(dataId, requestId, '1742505638683', options.secret),
      'x-request-id': requestId,
    },
    query: { 'data.id': dataId, type: 'payment' },
    body: { action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type: 'payment', live_mode: false },
  };
}

interface FakeMercadoPago extends MercadoPagoClients {
  created: unknown[];
  payments: Map<string, Record<string, unknown>>;
  gets: string[];
  failing: boolean;
  /** Refunds made, by idempotency key (a repeated key answers the same refund, as MercadoPago does). */
  refunds: Map<string, { id: number; paymentId: string; amount: number | undefined }>;
  /** When set, the refund call fails with this MercadoPago error body. */
  refundError: Record<string, unknown> | null;
}

function createFakeMercadoPago(): FakeMercadoPago {
  const fake: FakeMercadoPago = {
    created: [],
    payments: new Map(),
    gets: [],
    failing: false,
    refunds: new Map(),
    refundError: null,
    preference: {
      async create({ body }) {
        fake.created.push(body);
        const id = `123456-pref-${fake.created.length}`;
        return { id, init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}` } as never;
      },
    },
    payment: {
      async get({ id }) {
        fake.gets.push(String(id));
        if (fake.failing) throw { status: 500, message: 'internal_error' };
        const payment = fake.payments.get(String(id));
        if (!payment) throw { status: 404, message: 'Payment not found', error: 'not_found' };
        return payment as never;
      },
    },
    refund: {
      async create({ payment_id, body, requestOptions }) {
        if (fake.refundError) throw fake.refundError;
        const key = String(requestOptions?.idempotencyKey);
        const made = fake.refunds.get(key) ?? {
          id: 5000 + fake.refunds.size,
          paymentId: String(payment_id),
          amount: body?.amount,
        };
        fake.refunds.set(key, made);
        return { id: made.id, payment_id: Number(payment_id), amount: made.amount, status: 'approved' } as never;
      },
    },
  };
  return fake;
}

describe('MercadoPagoProvider', () => {
  it('creates a Checkout Pro preference for the amount with the reference, return and notification URLs', async () => {
    const fake = createFakeMercadoPago();
    const provider = new MercadoPagoProvider(credentials, fake);
    const checkout = await provider.createCheckout({
      externalReference: 'pedido:7',
      title: 'Pedido #7 - La Farola',
      amount: 1_234_550,
      backUrls: {
        success: 'https://tandil.example/#/mis-pedidos',
        failure: 'https://tandil.example/#/mis-pedidos',
        pending: 'https://tandil.example/#/mis-pedidos',
      },
      notificationUrl: 'https://api.example/api/pagos/webhook/mercadopago',
      apiBaseUrl: 'https://tandil.example',
    });
    expect(checkout).toEqual({
      preferenceId: '123456-pref-1',
      publicKey: 'TEST-public-key',
      checkoutUrl: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=123456-pref-1',
    });
    expect(fake.created[0]).toMatchObject({
      items: [{ id: 'pedido:7', title: 'Pedido #7 - La Farola', quantity: 1, unit_price: 12345.5, currency_id: 'ARS' }],
      external_reference: 'pedido:7',
      back_urls: { success: 'https://tandil.example/#/mis-pedidos' },
      auto_return: 'approved',
      notification_url: 'https://api.example/api/pagos/webhook/mercadopago',
    });
  });

  it('reads a payment in centavos, null when MercadoPago does not know it, and fails on other errors', async () => {
    const fake = createFakeMercadoPago();
    const provider = new MercadoPagoProvider(credentials, fake);
    fake.payments.set('987', {
      id: 987,
      status: 'approved',
      external_reference: 'pedido:7',
      transaction_amount: 12345.5,
    });
    expect(await provider.getPayment('987')).toMatchObject({
      id: '987',
      status: 'approved',
      externalReference: 'pedido:7',
      amount: 1_234_550,
    });
    expect(await provider.getPayment('404')).toBeNull();
    fake.failing = true;
    await expect(provider.getPayment('987')).rejects.toMatchObject({ status: 500 });
  });

  it('refunds through the refunds API with the amount in pesos and the idempotency key; a repeated key, one refund', async () => {
    const fake = createFakeMercadoPago();
    const provider = new MercadoPagoProvider(credentials, fake);
    const request = { paymentId: '1234567', amount: 1_234_550, idempotencyKey: 'reintegro-1' };
    const first = await provider.refundPayment(request);
    const again = await provider.refundPayment(request);
    expect(again.id).toBe(first.id);
    expect([...fake.refunds.values()]).toEqual([{ id: 5000, paymentId: '1234567', amount: 12345.5 }]);
  });

  it("a refused refund fails with MercadoPago's reason", async () => {
    const fake = createFakeMercadoPago();
    fake.refundError = {
      status: 400,
      message: 'Payment not refundable',
      cause: [{ code: 2063, description: 'The action requested is not valid for the current payment state' }],
    };
    const provider = new MercadoPagoProvider(credentials, fake);
    const refund = provider.refundPayment({ paymentId: '1', amount: 100, idempotencyKey: 'reintegro-2' });
    await expect(refund).rejects.toBeInstanceOf(ProviderRefundError);
    await expect(refund).rejects.toThrow(
      '400 - Payment not refundable - The action requested is not valid for the current payment state',
    );
  });

  it("checks MercadoPago's x-signature: HMAC-SHA256 of id, request-id and ts with the webhook secret", () => {
    const provider = new MercadoPagoProvider(credentials, createFakeMercadoPago());
    expect(provider.verifyWebhook(mpNotification('987'))).toBe(true);
    // Alphanumeric ids are signed lower-cased.
    expect(provider.verifyWebhook(mpNotification('ABC123'))).toBe(true);
    expect(provider.verifyWebhook(mpNotification('987', { secret: 'another-secret' }))).toBe(false);

    const good = mpNotification('987');
    expect(provider.verifyWebhook({ ...good, query: { ...good.query, 'data.id': '988' } })).toBe(false);
    expect(provider.verifyWebhook({ ...good, headers: { ...good.headers, 'x-request-id': 'x' } })).toBe(false);
    expect(provider.verifyWebhook({ ...good, headers: { 'x-request-id': good.headers['x-request-id'] } })).toBe(false);
    expect(provider.verifyWebhook({ ...good, headers: { ...good.headers, 'x-signature': 'garbage' } })).toBe(false);
    expect(provider.getNotifiedPaymentId(good)).toBe('987');
    expect(provider.getNotifiedPaymentId({ ...good, query: { type: 'merchant_order', 'data.id': '1' } })).toBeNull();
  });
});

describe('resolveProviderName', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  it('uses MercadoPago when its credentials are set, unless told otherwise', () => {
    expect(resolveProviderName(config({}))).toBe('simulado');
    expect(resolveProviderName(config({ MP_ACCESS_TOKEN: 'a', MP_PUBLIC_KEY: 'b' }))).toBe('mercadopago');
    expect(resolveProviderName(config({ MP_ACCESS_TOKEN: 'a' }))).toBe('simulado');
    expect(
      resolveProviderName(config({ MP_ACCESS_TOKEN: 'a', MP_PUBLIC_KEY: 'b', PAYMENTS_PROVIDER: 'simulado' })),
    ).toBe('simulado');
  });
});

describe('the webhook with MercadoPago', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let fake: FakeMercadoPago;
  let deps: PaymentsDeps;
  let usuarioId: number;
  let farola: number;

  beforeAll(async () => {
    t = await createTestApp();
    fake = createFakeMercadoPago();
    const provider = new MercadoPagoProvider(credentials, fake);
    const targets = new PaymentTargetRegistry();
    deps = {
      db: t.db,
      now: t.clock.now,
      providers: { active: provider, simulated: null, byName: (n) => (n === 'mercadopago' ? provider : undefined) },
      targets,
      publicUrl: 'https://api.example',
      log: t.app.log,
    };
    registerPedidoPaymentTarget({ registerTarget: (kind, target) => targets.register(kind, target) } as Payments);
    const [user] = await t.db.insert(users).values({ userName: '2494333001', telefono: '2494333001' }).returning();
    usuarioId = user!.id;
    farola = (await t.db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola')))[0]!.id;
  });
  afterAll(() => t.close());

  async function pendingPedido(total = 500_000) {
    const [row] = await t.db
      .insert(pedidos)
      .values({
        comercioId: farola,
        usuarioId,
        estadoId: 5,
        formaPagoId: 3,
        subtotal: total,
        total,
        fechaHora: t.clock.now(),
      })
      .returning({ id: pedidos.id });
    const id = row!.id;
    await prepareCheckout(deps, {
      reference: { kind: 'pedido', id },
      amount: total,
      title: `Pedido #${id} - La Farola`,
      origin: 'https://tandil.example',
      backRoutes: { success: '#/mis-pedidos', failure: '#/mis-pedidos', pending: '#/mis-pedidos' },
    });
    return id;
  }
  const estadoOf = async (id: number) => (await t.db.select().from(pedidos).where(eq(pedidos.id, id)))[0]?.estadoId;

  it('notifies MercadoPago at PUBLIC_URL and returns the buyer to the site they paid from', async () => {
    const id = await pendingPedido();
    expect(fake.created.at(-1)).toMatchObject({
      external_reference: `pedido:${id}`,
      notification_url: 'https://api.example/api/pagos/webhook/mercadopago',
      back_urls: { success: 'https://tandil.example/#/mis-pedidos' },
    });
    const [pago] = await t.db.select().from(pagos).where(eq(pagos.referenciaId, id));
    expect(pago).toMatchObject({ provider: 'mercadopago', importe: 500_000, publicKey: 'TEST-public-key' });
  });

  it('a bad signature is refused before MercadoPago is even asked', async () => {
    const id = await pendingPedido();
    fake.payments.set('5001', {
      id: 5001,
      status: 'approved',
      external_reference: `pedido:${id}`,
      transaction_amount: 5000,
    });
    const before = fake.gets.length;
    await expect(
      handleNotification(deps, 'mercadopago', mpNotification('5001', { secret: 'x' })),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(fake.gets.length).toBe(before);
    expect(await estadoOf(id)).toBe(5);
  });

  it("trusts the payment MercadoPago answers, not the notification's body", async () => {
    const id = await pendingPedido();
    fake.payments.set('5002', {
      id: 5002,
      status: 'pending',
      external_reference: `pedido:${id}`,
      transaction_amount: 5000,
    });
    const claim = mpNotification('5002');
    claim.body = { ...(claim.body as object), status: 'approved' };
    expect(await handleNotification(deps, 'mercadopago', claim)).toBe('pending');
    expect(await estadoOf(id)).toBe(5);

    fake.payments.set('5002', {
      id: 5002,
      status: 'approved',
      external_reference: `pedido:${id}`,
      transaction_amount: 5000,
    });
    expect(await handleNotification(deps, 'mercadopago', mpNotification('5002'))).toBe('aplicado');
    expect(await handleNotification(deps, 'mercadopago', mpNotification('5002'))).toBe('repetido');
    expect(await estadoOf(id)).toBe(0);

    // Another attempt still pending, notified after the approval, does not undo it.
    fake.payments.set('5004', {
      id: 5004,
      status: 'pending',
      external_reference: `pedido:${id}`,
      transaction_amount: 5000,
    });
    expect(await handleNotification(deps, 'mercadopago', mpNotification('5004'))).toBe('pending');
    const [pago] = await t.db.select().from(pagos).where(eq(pagos.referenciaId, id));
    expect(pago).toMatchObject({ status: 'approved', paidAt: expect.any(Date) });
    expect(await estadoOf(id)).toBe(0);
  });

  it('answers 503 when MercadoPago cannot be reached, so it notifies again later', async () => {
    const id = await pendingPedido();
    fake.payments.set('5003', {
      id: 5003,
      status: 'approved',
      external_reference: `pedido:${id}`,
      transaction_amount: 5000,
    });
    fake.failing = true;
    await expect(handleNotification(deps, 'mercadopago', mpNotification('5003'))).rejects.toMatchObject({
      statusCode: 503,
    });
    fake.failing = false;
    expect(await estadoOf(id)).toBe(5);
    expect(await handleNotification(deps, 'mercadopago', mpNotification('5003'))).toBe('aplicado');
    expect(await estadoOf(id)).toBe(0);
  });
});
