import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PEDIDO_YA_PAGADO, parseAdditionalInfo, type InfoPago } from '@vidriera/domain/pagos';
import { comercios, paymentEvents, pedidos, simuladoPagos, users } from '../src/db/schema.ts';
import { SIMULATED_PUBLIC_KEY, type SimulatedProvider } from '../src/modules/pagos/simulated-provider.ts';
import { findPlato, getCarta, getPedido, pedirOk } from './helpers/pedidos.ts';
import { bearer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Online payment of orders with the built-in simulated provider, over HTTP: PreparePedidoPago, GetInfoPago,
 * the checkout page and its approve / reject buttons, and the webhook they drive (signature, idempotency).
 * Orders are inserted as pedidos/pedir leaves them (estado 5, total computed), so these tests depend only on
 * the payment code.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let simulated: SimulatedProvider;
let farola: number;
let ana: { id: number; token: string };
let beto: { id: number; token: string };

const HOST = 'tandil.localhost';
/** $ 12.345,50 */
const TOTAL = 1_234_550;

async function createCustomer(telefono: string, nombreApellido: string) {
  const [user] = await t.db.insert(users).values({ userName: telefono, telefono, nombreApellido }).returning();
  return { id: user!.id, token: (await t.app.issueToken(user!)).token };
}

/** An order as placed with online payment (estado 5), or in another estado. */
async function insertPedido(usuarioId: number, estadoId = 5, total = TOTAL, formaPagoId = 3): Promise<number> {
  const [row] = await t.db
    .insert(pedidos)
    .values({
      comercioId: farola,
      usuarioId,
      estadoId,
      formaPagoId,
      delivery: false,
      subtotal: total,
      costoEnvio: 0,
      total,
      demora: 30,
      fechaHora: t.clock.now(),
    })
    .returning({ id: pedidos.id });
  return row!.id;
}

const estadoOf = async (id: number) =>
  (await t.db.select({ estadoId: pedidos.estadoId }).from(pedidos).where(eq(pedidos.id, id)))[0]?.estadoId;

const prepare = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pedidos/PreparePedidoPago',
    headers: { host: HOST, ...(token ? bearer(token) : {}) },
    payload: payload as object,
  });

const infoPago = (token: string | null, id: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pedidos/GetInfoPago/${id}`,
    headers: { host: HOST, ...(token ? bearer(token) : {}) },
  });

async function prepared(id: number): Promise<InfoPago & { preferenceId: string; path: string }> {
  const res = await prepare(ana.token, { id });
  expect(res.statusCode, res.body).toBe(200);
  const info = res.json() as InfoPago;
  const preferenceId = parseAdditionalInfo(info.additionalInfo)!.preferenceId;
  return { ...info, preferenceId, path: new URL(info.checkoutUrl).pathname };
}

const choose = (path: string, accion: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `accion=${accion}`,
  });

const webhook = (notification: { url: string; headers: Record<string, string>; body: unknown }) =>
  t.app.inject({
    method: 'POST',
    url: notification.url,
    headers: { host: HOST, ...notification.headers },
    payload: notification.body as object,
  });

const eventsOf = (paymentId: string) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, 'simulado'), eq(paymentEvents.paymentId, paymentId)));

beforeAll(async () => {
  t = await createTestApp();
  simulated = t.app.payments.deps.providers.simulated!;
  const [row] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  farola = row!.id;
  ana = await createCustomer('2494222001', 'Ana Pagos');
  beto = await createCustomer('2494222002', 'Beto Pagos');
});
afterAll(() => t.close());

describe('POST pedidos/PreparePedidoPago and GET pedidos/GetInfoPago', () => {
  it("prepares the simulated checkout for the order's server-computed total, and hands the same one again", async () => {
    const id = await insertPedido(ana.id);
    const res = await prepare(ana.token, { id, total: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json() as InfoPago;
    expect(info).toMatchObject({ id, provider: 'simulado', importe: 12345.5 });
    const additional = parseAdditionalInfo(info.additionalInfo);
    expect(additional).toEqual({ preferenceId: expect.stringMatching(/^sim-/), publicKey: SIMULATED_PUBLIC_KEY });
    expect(info.checkoutUrl).toBe(`http://${HOST}/api/pagos/simulado/checkout/${additional!.preferenceId}`);

    const again = await prepare(ana.token, { id });
    expect(again.json()).toEqual(info);
    const read = await infoPago(ana.token, id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(info);
  });

  it('concurrent calls end with one checkout', async () => {
    const id = await insertPedido(ana.id);
    const answers = await Promise.all([1, 2, 3, 4].map(() => prepare(ana.token, { id })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().additionalInfo)).size).toBe(1);
  });

  it('GetInfoPago prepares the checkout when the app did not call PreparePedidoPago first', async () => {
    const id = await insertPedido(ana.id);
    const first = await infoPago(ana.token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect((await infoPago(ana.token, id)).json()).toEqual(first.json());
    expect((await prepare(ana.token, { id })).json()).toEqual(first.json());
  });

  it("only the owner prepares or reads an order's payment: anyone else gets a 404", async () => {
    const id = await insertPedido(ana.id);
    for (const res of [await prepare(beto.token, { id }), await infoPago(beto.token, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, error: 'Not Found', message: expect.any(String) });
    }
    expect((await prepare(ana.token, { id: 999_999 })).statusCode).toBe(404);
  });

  it('asks to log in first', async () => {
    const id = await insertPedido(ana.id);
    const res = await prepare(null, { id });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Necesitás iniciar sesión para continuar.');
    expect((await infoPago(null, id)).statusCode).toBe(401);
  });

  it('refuses bad input with a 400 in Spanish', async () => {
    for (const payload of [{}, { id: 'x' }, { id: 0 }, { id: 1.5 }]) {
      const res = await prepare(ana.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    }
    expect((await prepare(ana.token, {})).json().message).toBe('Falta el pedido (id)');
    expect((await infoPago(ana.token, 'abc')).statusCode).toBe(400);
  });

  it('refuses orders that are not pending payment', async () => {
    const cash = await insertPedido(ana.id, 0, TOTAL, 0);
    const annulled = await insertPedido(ana.id, 3);
    for (const id of [cash, annulled]) {
      const res = await prepare(ana.token, { id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('El pedido no está pendiente de pago');
    }
  });
});

describe('the simulated checkout', () => {
  it('shows the amount and the two buttons in Spanish', async () => {
    const id = await insertPedido(ana.id);
    const { path } = await prepared(id);
    const res = await t.app.inject({ method: 'GET', url: path, headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="es-AR">');
    expect(res.body).toContain(`Pedido #${id} - La Farola`);
    expect(res.body.replaceAll('\u00a0', ' ')).toContain('$ 12.345,50');
    expect(res.body).toContain('>Aprobar pago</button>');
    expect(res.body).toContain('>Rechazar pago</button>');
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pagos/simulado/checkout/sim-00000000-0000-4000-8000-000000000000',
      headers: { host: HOST },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Pago no encontrado');
  });

  /** The order as its customer reads it. */
  async function getOwn(token: string, id: number) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${id}`,
      headers: { host: HOST, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { pagado: boolean };
  }

  it('reject leaves the order at 5 and approve moves it to 0, then it is paid', async () => {
    const id = await insertPedido(ana.id);
    const { path } = await prepared(id);

    const rejected = await choose(path, 'rechazar');
    expect(rejected.statusCode).toBe(303);
    expect(rejected.headers.location).toBe(`http://${HOST}/#/mis-pedidos?pago=rechazado&pedido=${id}`);
    expect(await estadoOf(id)).toBe(5);
    expect((await getOwn(ana.token, id)).pagado).toBe(false);

    const approved = await choose(path, 'aprobar');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`http://${HOST}/#/mis-pedidos?pago=aprobado&pedido=${id}`);
    expect(await estadoOf(id)).toBe(0);
    // The customer's order says it is paid.
    expect((await getOwn(ana.token, id)).pagado).toBe(true);
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    expect(row?.paymentRef).toMatch(/^simulado:\d+$/);

    const again = await prepare(ana.token, { id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: MSG_PEDIDO_YA_PAGADO });
    expect(MSG_PEDIDO_YA_PAGADO).toBe('El pedido ya fue pagado');
    expect((await infoPago(ana.token, id)).json().message).toBe('El pedido ya fue pagado');

    const page = await t.app.inject({ method: 'GET', url: path, headers: { host: HOST } });
    expect(page.body).toContain('Este pago ya fue aprobado.');
  });

  it('a second approval of the same checkout charges nothing more', async () => {
    const id = await insertPedido(ana.id);
    const { path, preferenceId } = await prepared(id);
    expect((await choose(path, 'aprobar')).statusCode).toBe(303);
    expect((await choose(path, 'aprobar')).statusCode).toBe(303);
    expect((await choose(path, 'rechazar')).statusCode).toBe(303);
    const payments = await t.db.select().from(simuladoPagos).where(eq(simuladoPagos.checkoutId, preferenceId));
    expect(payments.map((p) => p.status)).toEqual(['approved']);
    expect(await estadoOf(id)).toBe(0);
  });

  it('refuses a choice that is not approve or reject', async () => {
    const id = await insertPedido(ana.id);
    const { path } = await prepared(id);
    const res = await choose(path, 'regalar');
    expect(res.statusCode).toBe(400);
    expect(await estadoOf(id)).toBe(5);
  });
});

describe('POST pagos/webhook/{provider}', () => {
  async function approvedPayment(id: number, amount = TOTAL) {
    const { preferenceId } = await prepared(id);
    const checkout = (await simulated.getCheckout(preferenceId))!;
    return simulated.recordPayment({ ...checkout, importe: amount }, true);
  }

  it('a bad signature changes nothing and answers 401', async () => {
    const id = await insertPedido(ana.id);
    const paymentId = await approvedPayment(id);
    const good = simulated.buildNotification(paymentId);

    const signature = good.headers['x-signature']!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const forged = { ...good, headers: { ...good.headers, 'x-signature': flipped } };
    const otherPayment = { ...good, url: good.url.replace(`data.id=${paymentId}`, 'data.id=1') };
    const unsigned = { ...good, headers: { 'x-request-id': good.headers['x-request-id']! } };
    const otherRequest = { ...good, headers: { ...good.headers, 'x-request-id': 'otro' } };
    for (const notification of [forged, otherPayment, unsigned, otherRequest]) {
      const res = await webhook(notification);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: 'La firma de la notificación no es válida' });
    }
    expect(await estadoOf(id)).toBe(5);
    expect(await eventsOf(paymentId)).toEqual([]);

    const res = await webhook(good);
    expect(res.json()).toEqual({ recibido: true, resultado: 'aplicado' });
    expect(await estadoOf(id)).toBe(0);
  });

  it('a repeated notification is applied once, even when the copies arrive together', async () => {
    const id = await insertPedido(ana.id);
    const paymentId = await approvedPayment(id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => webhook(simulated.buildNotification(paymentId))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const resultados = answers.map((a) => a.json().resultado).sort();
    expect(resultados).toEqual(['aplicado', 'repetido', 'repetido', 'repetido', 'repetido', 'repetido']);
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    expect(row?.estadoId).toBe(0);
    expect(row?.paymentRef).toBe(`simulado:${paymentId}`);
    expect(await eventsOf(paymentId)).toHaveLength(1);

    const later = await webhook(simulated.buildNotification(paymentId));
    expect(later.json().resultado).toBe('repetido');
  });

  it('an approval below the prepared amount does not pay the order', async () => {
    const id = await insertPedido(ana.id);
    const paymentId = await approvedPayment(id, TOTAL - 100);
    const res = await webhook(simulated.buildNotification(paymentId));
    expect(res.json().resultado).toBe('importe-insuficiente');
    expect(await estadoOf(id)).toBe(5);
  });

  it('a payment for an order annulled meanwhile is recorded but does not revive it', async () => {
    const id = await insertPedido(ana.id);
    const paymentId = await approvedPayment(id);
    await t.db.update(pedidos).set({ estadoId: 3 }).where(eq(pedidos.id, id));
    const res = await webhook(simulated.buildNotification(paymentId));
    expect(res.json().resultado).toBe('rechazado-por-destino');
    expect(await estadoOf(id)).toBe(3);
    expect(await eventsOf(paymentId)).toHaveLength(1);
  });

  it('ignores other topics and unknown payments, and 404s an unknown provider', async () => {
    const notification = simulated.buildNotification('424242');
    expect((await webhook(notification)).json()).toEqual({ recibido: true, resultado: 'desconocido' });

    const topic = { ...notification, url: notification.url.replace('type=payment', 'type=merchant_order') };
    topic.body = { type: 'merchant_order', data: { id: '424242' } };
    expect((await webhook(topic)).json()).toEqual({ recibido: true, resultado: 'ignorado' });

    const unknown = await webhook({ ...notification, url: notification.url.replace('/simulado', '/paypal') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Proveedor de pagos desconocido');
  });
});

describe('an order placed for online payment, from pedir to paid', () => {
  it('pays the total pedir computed through the simulated checkout, and the order reads estado 0', async () => {
    const carta = await getCarta(t.app, 'la-farola');
    const provoleta = findPlato(carta, 'Provoleta a la parrilla');
    const id = await pedirOk(t.app, ana.token, {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: provoleta.platoId, cantidad: 2, precio: 1 }],
      formaPagoId: 3,
      delivery: false,
      total: 1,
    });
    const placed = await getPedido(t.app, ana.token, id);
    expect(placed.estadoId).toBe(5);

    const { path, importe } = await prepared(id);
    expect(importe).toBe(placed.total);
    expect(importe).toBe(provoleta.precio * 2);
    expect((await choose(path, 'aprobar')).statusCode).toBe(303);

    const paid = await getPedido(t.app, ana.token, id);
    expect(paid).toMatchObject({ estadoId: 0, estado: 'Pedido Realizado' });
    expect((await prepare(ana.token, { id })).json().message).toBe('El pedido ya fue pagado');
  });
});
