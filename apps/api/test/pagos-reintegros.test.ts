import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseAdditionalInfo, MAX_INTENTOS_REINTEGRO, type InfoPago } from '@vidriera/domain/pagos';
import type { Pedido } from '@vidriera/domain/pedidos';
import { auditLog, reintegros, simuladoPagos, simuladoReintegros, ventasTickets } from '../src/db/schema.ts';
import { ProviderRefundError } from '../src/modules/pagos/payment-provider.ts';
import type { SimulatedProvider } from '../src/modules/pagos/simulated-provider.ts';
import { compraBody, comprar, createCustomer, findEvento, getCartelera, TANDIL } from './helpers/eventos.ts';
import { findPlato, getCarta, getPedido, mover, pedirOk } from './helpers/pedidos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Refunds (decision 022), over HTTP with the simulated provider: a paid order annulled by its customer, rejected
 * or cancelled by the business, and a paid ticket sale cancelled, are refunded through the provider once — however
 * often the cancel, the job and the webhook repeat —, the refund's state is stored, audited and shown; a refused
 * refund keeps the provider's reason and is tried again later; a crash between the provider's refund and our
 * write does not refund twice; a second payment of something paid is given back.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let simulated: SimulatedProvider;
let ana: { id: number; token: string };
let farolaStaff: string;
let serranaStaff: string;
let farolaId: number;

const MINUTE = 60_000;

const choose = (checkoutUrl: string, accion: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host: TANDIL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `accion=${accion}`,
  });

/** An order placed with online payment and paid on the simulated checkout (estado 0, paid). */
async function paidPedido(): Promise<Pedido> {
  const carta = await getCarta(t.app, 'la-farola');
  farolaId = carta.configRestoId;
  const provoleta = findPlato(carta, 'Provoleta a la parrilla');
  const id = await pedirOk(t.app, ana.token, {
    configRestoId: carta.configRestoId,
    pedidosIts: [{ platoId: provoleta.platoId, cantidad: 2, precio: 1 }],
    formaPagoId: 3,
    delivery: false,
    total: 1,
  });
  const info = await t.app.inject({
    method: 'POST',
    url: '/api/pedidos/PreparePedidoPago',
    headers: { host: TANDIL, ...bearer(ana.token) },
    payload: { id },
  });
  expect(info.statusCode, info.body).toBe(200);
  expect((await choose((info.json() as InfoPago).checkoutUrl, 'aprobar')).statusCode).toBe(303);
  const pedido = await getPedido(t.app, ana.token, id);
  expect(pedido).toMatchObject({ estadoId: 0, pagado: true, reintegro: null });
  return pedido;
}

const annul = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/pedidos/${id}`, headers: { host: TANDIL, ...bearer(ana.token) } });

const refundsOf = (kind: string, id: number) =>
  t.db
    .select()
    .from(reintegros)
    .where(and(eq(reintegros.referenciaTipo, kind), eq(reintegros.referenciaId, id)));

/** The simulated provider's own record of refunds of one of its payments. */
async function providerRefunds(paymentRef: string) {
  const paymentId = Number(paymentRef.split(':')[1]);
  return t.db.select().from(simuladoReintegros).where(eq(simuladoReintegros.pagoId, paymentId));
}

async function paymentRefOf(kind: 'pedido' | 'venta', id: number): Promise<string> {
  const [row] = await refundsOf(kind, id);
  return `${row!.provider}:${row!.paymentId}`;
}

/** The provider's approval notification of a payment, sent again (MercadoPago repeats them). */
async function replayApproval(paymentRef: string) {
  const notification = simulated.buildNotification(paymentRef.split(':')[1]!);
  return t.app.inject({
    method: 'POST',
    url: notification.url,
    headers: { host: TANDIL, ...notification.headers },
    payload: notification.body as object,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  simulated = t.app.payments.deps.providers.simulated!;
  ana = await createCustomer(t.app, t.db, '2494555001', 'Ana Reintegros');
  farolaStaff = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  serranaStaff = (await login(t.app, 'serrana', 'serrana1234')).token;
});
afterAll(() => t.close());

describe('a paid order that will not be made is refunded once', () => {
  it('annulled by its customer: the job refunds it through the provider; repeats add nothing', async () => {
    const pedido = await paidPedido();
    expect((await annul(pedido.pedidoId)).statusCode).toBe(200);
    // The refund is asked for and shown at once as on its way, before the provider is asked.
    const first = await t.app.payments.runJob();
    expect(first).toMatchObject({ reintegrosSolicitados: 1, reintegrosHechos: 1, reintegrosFallidos: 0 });
    const [row] = await refundsOf('pedido', pedido.pedidoId);
    expect(row).toMatchObject({ estado: 'hecho', motivo: 'cancelado', importe: pedido.total * 100, intentos: 1 });
    expect(row!.refundId).toMatch(/^simref-/);

    // The customer's order says so.
    const read = await getPedido(t.app, ana.token, pedido.pedidoId);
    expect(read).toMatchObject({ estadoId: 3, pagado: true });
    expect(read.reintegro).toEqual({ estado: 'hecho', importe: pedido.total, fecha: t.clock.now().toISOString() });

    // A repeated annul, two more runs at once and the provider's repeated approval refund nothing more.
    expect((await annul(pedido.pedidoId)).statusCode).toBe(409);
    await Promise.all([t.app.payments.runJob(), t.app.payments.runJob()]);
    const ref = `${row!.provider}:${row!.paymentId}`;
    // The provider now reads the payment as refunded: recorded as such, nothing refunded again.
    expect((await replayApproval(ref)).json()).toMatchObject({ resultado: 'refunded' });
    await t.app.payments.runJob();
    expect(await refundsOf('pedido', pedido.pedidoId)).toHaveLength(1);
    expect(await providerRefunds(ref)).toHaveLength(1);
    const [payment] = await t.db
      .select()
      .from(simuladoPagos)
      .where(eq(simuladoPagos.id, Number(row!.paymentId)));
    expect(payment?.status).toBe('refunded');

    // Audited: asked for, then done, by the system.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reintegro'), eq(auditLog.entityId, String(row!.id))));
    expect(audit.map((a) => [a.action, a.userName])).toEqual([
      ['reintegro.solicitar', 'sistema'],
      ['reintegro.hecho', 'sistema'],
    ]);
    expect(audit[1]?.comercioId).toBe(farolaId);
  });

  it('rejected or cancelled by the business: refunded, and the queue shows it', async () => {
    const rejected = await paidPedido();
    const res = await mover(t.app, farolaStaff, farolaId, rejected.pedidoId, 'rechazar', { motivo: 'Sin stock' });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await paidPedido();
    expect((await mover(t.app, farolaStaff, farolaId, cancelled.pedidoId, 'aceptar', {})).statusCode).toBe(200);
    expect(
      (await mover(t.app, farolaStaff, farolaId, cancelled.pedidoId, 'cancelar', { motivo: 'Se cortó la luz' }))
        .statusCode,
    ).toBe(200);
    const run = await t.app.payments.runJob();
    expect(run).toMatchObject({ reintegrosSolicitados: 2, reintegrosHechos: 2 });
    for (const id of [rejected.pedidoId, cancelled.pedidoId]) {
      expect((await getPedido(t.app, ana.token, id)).reintegro?.estado).toBe('hecho');
      expect(await providerRefunds(await paymentRefOf('pedido', id))).toHaveLength(1);
    }
    const merchant = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/pedidos/${farolaId}/${rejected.pedidoId}`,
      headers: bearer(farolaStaff),
    });
    expect(merchant.statusCode, merchant.body).toBe(200);
    expect(merchant.json()).toMatchObject({ estadoId: 4, pagado: true, reintegro: { estado: 'hecho' } });
  });

  it('an order paid by cash is never refunded', async () => {
    const carta = await getCarta(t.app, 'la-farola');
    const id = await pedirOk(t.app, ana.token, {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: findPlato(carta, 'Provoleta a la parrilla').platoId, cantidad: 1, precio: 1 }],
      formaPagoId: 0,
      delivery: false,
      total: 1,
    });
    expect((await annul(id)).statusCode).toBe(200);
    await t.app.payments.runJob();
    expect(await refundsOf('pedido', id)).toHaveLength(0);
    expect((await getPedido(t.app, ana.token, id)).reintegro).toBeNull();
  });
});

describe('a refund the provider refuses', () => {
  it("keeps the provider's reason, is tried again with growing waits, then succeeds", async () => {
    const pedido = await paidPedido();
    await annul(pedido.pedidoId);
    const spy = vi
      .spyOn(simulated, 'refundPayment')
      .mockRejectedValue(new ProviderRefundError('Fondos insuficientes en la cuenta'));
    await t.app.payments.runJob();
    let [row] = await refundsOf('pedido', pedido.pedidoId);
    expect(row).toMatchObject({ estado: 'fallido', error: 'Fondos insuficientes en la cuenta', intentos: 1 });
    expect(row!.proximoIntento.getTime()).toBe(t.clock.now().getTime() + MINUTE);
    expect((await getPedido(t.app, ana.token, pedido.pedidoId)).reintegro).toMatchObject({
      estado: 'fallido',
      fecha: null,
    });

    // Not due yet: the job leaves it alone.
    await t.app.payments.runJob();
    expect(spy).toHaveBeenCalledTimes(1);
    t.clock.advance(MINUTE);
    await t.app.payments.runJob();
    [row] = await refundsOf('pedido', pedido.pedidoId);
    expect(row).toMatchObject({ estado: 'fallido', intentos: 2 });
    expect(row!.proximoIntento.getTime()).toBe(t.clock.now().getTime() + 2 * MINUTE);

    spy.mockRestore();
    t.clock.advance(2 * MINUTE);
    await t.app.payments.runJob();
    [row] = await refundsOf('pedido', pedido.pedidoId);
    expect(row).toMatchObject({ estado: 'hecho', error: null, intentos: 3 });
    expect(await providerRefunds(`${row!.provider}:${row!.paymentId}`)).toHaveLength(1);
  });

  it(`stops trying by itself after ${MAX_INTENTOS_REINTEGRO} attempts, and says so`, async () => {
    const pedido = await paidPedido();
    await annul(pedido.pedidoId);
    const spy = vi.spyOn(simulated, 'refundPayment').mockRejectedValue(new ProviderRefundError('Pago en disputa'));
    const start = t.clock.now();
    for (let i = 0; i < MAX_INTENTOS_REINTEGRO + 2; i++) {
      await t.app.payments.runJob();
      t.clock.advance(7 * 60 * MINUTE);
    }
    // Back to Saturday night, when La Farola takes the orders of the next tests.
    t.clock.set(start);
    expect(spy).toHaveBeenCalledTimes(MAX_INTENTOS_REINTEGRO);
    spy.mockRestore();
    const [row] = await refundsOf('pedido', pedido.pedidoId);
    expect(row).toMatchObject({ estado: 'fallido', error: 'Pago en disputa', intentos: MAX_INTENTOS_REINTEGRO });
  });
});

describe('a crash between the provider and our record', () => {
  it('the next worker, after the lease, asks again with the same key and gets the same refund', async () => {
    const pedido = await paidPedido();
    await annul(pedido.pedidoId);
    // The worker asked for it (the row is taken) and the provider refunded, then the process died.
    const original = simulated.refundPayment.bind(simulated);
    const spy = vi.spyOn(simulated, 'refundPayment').mockImplementation(async (request) => {
      await original(request);
      throw new Error('process killed');
    });
    const crashed = t.app.payments.runJob();
    await crashed;
    spy.mockRestore();
    const [taken] = await refundsOf('pedido', pedido.pedidoId);
    // Recorded as a failure here; a real crash leaves the lease instead: emulate it.
    await t.db
      .update(reintegros)
      .set({ estado: 'pendiente', tomadoHasta: new Date(t.clock.now().getTime() + 2 * MINUTE) })
      .where(eq(reintegros.id, taken!.id));
    await t.app.payments.runJob();
    expect((await refundsOf('pedido', pedido.pedidoId))[0]?.estado).toBe('pendiente');
    t.clock.advance(3 * MINUTE);
    await t.app.payments.runJob();
    const [row] = await refundsOf('pedido', pedido.pedidoId);
    expect(row?.estado).toBe('hecho');
    expect(await providerRefunds(`${row!.provider}:${row!.paymentId}`)).toHaveLength(1);
  });
});

describe('a second payment of something already paid', () => {
  it('is recorded, given back, and the order stays paid without a refund of its own', async () => {
    const pedido = await paidPedido();
    // The buyer pays the same checkout again in another tab (the provider takes it).
    const [paid] = await t.db
      .select()
      .from(simuladoPagos)
      .where(eq(simuladoPagos.externalReference, `pedido:${pedido.pedidoId}`));
    const checkout = await simulated.getCheckout(paid!.checkoutId);
    const second = await simulated.recordPayment(checkout!, true);
    const res = await replayApproval(`simulado:${second}`);
    expect(res.json()).toMatchObject({ resultado: 'duplicado' });
    await t.app.payments.runJob();
    const [row] = await t.db
      .select()
      .from(reintegros)
      .where(and(eq(reintegros.provider, 'simulado'), eq(reintegros.paymentId, second)));
    expect(row).toMatchObject({ estado: 'hecho', motivo: 'pago-duplicado' });
    const read = await getPedido(t.app, ana.token, pedido.pedidoId);
    expect(read).toMatchObject({ estadoId: 0, pagado: true, reintegro: null });
  });
});

describe('a paid ticket sale cancelled by the business', () => {
  it('is refunded once and the buyer and the merchant see it', async () => {
    const blues = findEvento(
      await getCartelera(t.app, 'cartelera/cerveceria-la-serrana'),
      'Noche de Blues con La Rueda',
    );
    const general = blues.variantes.find((v) => v.titulo === 'General')!.id;
    const bought = await comprar(t.app, ana.token, compraBody(blues, 2, 3, { eventoVarianteId: general }));
    expect(bought.statusCode, bought.body).toBe(200);
    const ventaId = bought.json().id as number;
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/eventos/PreparePedidoPago',
      headers: { host: TANDIL, ...bearer(ana.token) },
      payload: { id: ventaId },
    });
    expect(parseAdditionalInfo(info.json().additionalInfo)).not.toBeNull();
    await choose(info.json().checkoutUrl, 'aprobar');
    const [venta] = await t.db.select().from(ventasTickets).where(eq(ventasTickets.id, ventaId));
    expect(venta?.estado).toBe(1);

    const url = `/api/merchant/eventos/${venta!.comercioId}/ventas/${ventaId}/cancelar`;
    const cancel = () =>
      t.app.inject({ method: 'POST', url, headers: bearer(serranaStaff), payload: { motivo: 'Se suspende' } });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    await t.app.payments.runJob();
    await t.app.payments.runJob();
    const refunds = await refundsOf('venta', ventaId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ estado: 'hecho', importe: venta!.importeTotal, motivo: 'cancelado' });
    expect(await providerRefunds(`simulado:${refunds[0]!.paymentId}`)).toHaveLength(1);

    const buyer = await t.app.inject({
      method: 'GET',
      url: `/api/eventos/GetCompraTicket/cerveceria-la-serrana/${ventaId}`,
      headers: { host: TANDIL, ...bearer(ana.token) },
    });
    expect(buyer.json()).toMatchObject({
      estado: 4,
      reintegro: { estado: 'hecho', importe: venta!.importeTotal / 100 },
    });
    const merchant = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/eventos/${venta!.comercioId}/ventas/${ventaId}`,
      headers: bearer(serranaStaff),
    });
    expect(merchant.json()).toMatchObject({ reintegro: { estado: 'hecho' } });
  });
});
