import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PEDIDO_NO_PAGABLE, type InfoPago } from '@vidriera/domain/pagos';
import { auditLog, eventoFechas, pedidos, reintegros, ventasTickets } from '../src/db/schema.ts';
import { compraBody, comprar, createCustomer, getComercioId, insertEvento, TANDIL } from './helpers/eventos.ts';
import { findPlato, getCarta, getPedido, pedirOk } from './helpers/pedidos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Unpaid holds (decision 022): an order or ticket purchase waiting for its online payment holds its places for the
 * business's minutosEsperaPago (default 15), then the payments job cancels it with the reason and frees its
 * places; a payment that arrives later completes the sale while its places are still free, and is refunded
 * otherwise (always for orders); one customer holds at most maxLugaresImpagos unpaid places (default 10).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: { id: number; token: string };
let beto: { id: number; token: string };
let farolaOwner: string;
let serranaOwner: string;
let serrana: number;
let start: Date;

const MINUTE = 60_000;
const FECHA_EVENTO = '2026-12-05T21:00:00-03:00';

const choose = (checkoutUrl: string, accion: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host: TANDIL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `accion=${accion}`,
  });

async function prepare(kind: 'pedidos' | 'eventos', token: string, id: number): Promise<InfoPago> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${kind}/PreparePedidoPago`,
    headers: { host: TANDIL, ...bearer(token) },
    payload: { id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function onlinePedido(): Promise<number> {
  const carta = await getCarta(t.app, 'la-farola');
  return pedirOk(t.app, ana.token, {
    configRestoId: carta.configRestoId,
    pedidosIts: [{ platoId: findPlato(carta, 'Provoleta a la parrilla').platoId, cantidad: 1, precio: 1 }],
    formaPagoId: 3,
    delivery: false,
    total: 1,
  });
}

const putPagos = async (token: string, comercioId: number, extra: Record<string, unknown>) => {
  const current = await t.app.inject({
    method: 'GET',
    url: `/api/merchant/ajustes/${comercioId}`,
    headers: bearer(token),
  });
  return t.app.inject({
    method: 'PUT',
    url: `/api/merchant/ajustes/${comercioId}/pagos`,
    headers: bearer(token),
    payload: { ...current.json().pagos, ...extra },
  });
};

async function buyOnline(token: string, evento: { id: number; eventoFechaId: number }, cantidad: number) {
  return comprar(t.app, token, compraBody(evento, cantidad, 3));
}

const ventaRow = async (id: number) => (await t.db.select().from(ventasTickets).where(eq(ventasTickets.id, id)))[0]!;
const vendidos = async (fechaId: number) =>
  (await t.db.select().from(eventoFechas).where(eq(eventoFechas.id, fechaId)))[0]!.vendidos;

beforeAll(async () => {
  t = await createTestApp();
  start = t.clock.now();
  ana = await createCustomer(t.app, t.db, '2494666001', 'Ana Esperas');
  beto = await createCustomer(t.app, t.db, '2494666002', 'Beto Esperas');
  farolaOwner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  serranaOwner = (await login(t.app, 'serrana', 'serrana1234')).token;
  serrana = await getComercioId(t.db, 'cerveceria-la-serrana');
});
afterAll(() => t.close());

describe('an order waiting for its online payment', () => {
  it('is cancelled with the reason once its hold ends; a payment after that is refunded', async () => {
    t.clock.set(start);
    const id = await onlinePedido();
    const info = await prepare('pedidos', ana.token, id);
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    expect(row!.pagoVenceAt!.getTime()).toBe(row!.fechaHora.getTime() + 15 * MINUTE);

    t.clock.advance(15 * MINUTE - 1000);
    expect((await t.app.payments.runJob()).vencidos).toEqual({});
    expect((await getPedido(t.app, ana.token, id)).estadoId).toBe(5);

    t.clock.advance(1000);
    expect((await t.app.payments.runJob()).vencidos).toEqual({ pedido: [id] });
    const expired = await getPedido(t.app, ana.token, id);
    expect(expired).toMatchObject({ estadoId: 3, observacion: 'Cancelado: no se recibió el pago a tiempo]' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pedido.vencer'), eq(auditLog.entityId, String(id))));
    expect(audit?.userName).toBe('sistema');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/PreparePedidoPago',
      headers: { host: TANDIL, ...bearer(ana.token) },
      payload: { id },
    });
    expect(again.json()).toMatchObject({ status: 409, message: MSG_PEDIDO_NO_PAGABLE });

    // The buyer was still on the checkout page and pays now: the order is not revived, the money goes back.
    expect((await choose(info.checkoutUrl, 'aprobar')).statusCode).toBe(303);
    expect((await getPedido(t.app, ana.token, id)).estadoId).toBe(3);
    const before = Date.now();
    await t.app.payments.runJob();
    const refundMs = Date.now() - before;
    const [refund] = await t.db
      .select()
      .from(reintegros)
      .where(and(eq(reintegros.referenciaTipo, 'pedido'), eq(reintegros.referenciaId, id)));
    expect(refund).toMatchObject({ motivo: 'pago-tardio', estado: 'hecho' });
    expect((await getPedido(t.app, ana.token, id)).reintegro).toMatchObject({ estado: 'hecho' });
    expect(refundMs).toBeLessThan(5_000);
  });

  it('paid before the job ran is still paid: the hold lasts until it is ended', async () => {
    t.clock.set(start);
    const id = await onlinePedido();
    const info = await prepare('pedidos', ana.token, id);
    t.clock.advance(20 * MINUTE);
    expect((await choose(info.checkoutUrl, 'aprobar')).statusCode).toBe(303);
    await t.app.payments.runJob();
    expect(await getPedido(t.app, ana.token, id)).toMatchObject({ estadoId: 0, pagado: true, reintegro: null });
  });

  it("lasts the business's own time, which the owner sets within 5 and 120 minutes", async () => {
    t.clock.set(start);
    const farola = await getComercioId(t.db, 'la-farola');
    for (const [value, message] of [
      [4, 'La espera del pago debe ser de al menos 5 minutos'],
      [121, 'La espera del pago puede ser de hasta 120 minutos'],
      [12.5, 'La espera del pago debe ser un número entero de minutos'],
      ['15', 'La espera del pago debe ser un número de minutos'],
    ] as const) {
      const res = await putPagos(farolaOwner, farola, { minutosEsperaPago: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const saved = await putPagos(farolaOwner, farola, { minutosEsperaPago: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pagos).toMatchObject({ minutosEsperaPago: 30, maxLugaresImpagos: 10 });
    // Another business's owner cannot change it.
    expect((await putPagos(serranaOwner, farola, { minutosEsperaPago: 60 })).statusCode).toBe(403);

    const id = await onlinePedido();
    t.clock.advance(29 * MINUTE);
    await t.app.payments.runJob();
    expect((await getPedido(t.app, ana.token, id)).estadoId).toBe(5);
    t.clock.advance(MINUTE);
    await t.app.payments.runJob();
    expect((await getPedido(t.app, ana.token, id)).estadoId).toBe(3);
    await putPagos(farolaOwner, farola, { minutosEsperaPago: 15 });
  });
});

describe('a ticket purchase waiting for its online payment', () => {
  it('frees its places when its hold ends; a late payment takes them back while they are free', async () => {
    t.clock.set(start);
    const evento = await insertEvento(t.db, serrana, FECHA_EVENTO, { titulo: 'Espera libre' }, 3);
    const bought = await buyOnline(ana.token, evento, 2);
    expect(bought.statusCode, bought.body).toBe(200);
    const id = bought.json().id as number;
    const info = await prepare('eventos', ana.token, id);
    expect(await vendidos(evento.eventoFechaId)).toBe(2);

    t.clock.advance(15 * MINUTE);
    expect((await t.app.payments.runJob()).vencidos).toEqual({ venta: [id] });
    expect(await ventaRow(id)).toMatchObject({ estado: 4, motivoCancelacion: 'No se recibió el pago a tiempo' });
    expect(await vendidos(evento.eventoFechaId)).toBe(0);

    expect((await choose(info.checkoutUrl, 'aprobar')).statusCode).toBe(303);
    expect(await ventaRow(id)).toMatchObject({ estado: 1, motivoCancelacion: null });
    expect((await ventaRow(id)).paymentRef).toMatch(/^simulado:/);
    expect(await vendidos(evento.eventoFechaId)).toBe(2);
    await t.app.payments.runJob();
    const refunds = await t.db
      .select()
      .from(reintegros)
      .where(and(eq(reintegros.referenciaTipo, 'venta'), eq(reintegros.referenciaId, id)));
    expect(refunds).toHaveLength(0);
  });

  it('a late payment whose places were sold meanwhile is refunded, and nobody is oversold', async () => {
    t.clock.set(start);
    const evento = await insertEvento(t.db, serrana, FECHA_EVENTO, { titulo: 'Espera ocupada' }, 2);
    const first = await buyOnline(ana.token, evento, 2);
    const id = first.json().id as number;
    const info = await prepare('eventos', ana.token, id);
    expect((await buyOnline(beto.token, evento, 1)).statusCode).toBe(409);

    t.clock.advance(15 * MINUTE);
    await t.app.payments.runJob();
    const other = await buyOnline(beto.token, evento, 2);
    expect(other.statusCode, other.body).toBe(200);

    expect((await choose(info.checkoutUrl, 'aprobar')).statusCode).toBe(303);
    expect((await ventaRow(id)).estado).toBe(4);
    expect(await vendidos(evento.eventoFechaId)).toBe(2);
    await t.app.payments.runJob();
    const buyer = await t.app.inject({
      method: 'GET',
      url: `/api/eventos/GetCompraTicket/cerveceria-la-serrana/${id}`,
      headers: { host: TANDIL, ...bearer(ana.token) },
    });
    expect(buyer.json()).toMatchObject({ estado: 4, reintegro: { estado: 'hecho', importe: 2000 } });
  });

  it('one customer holds at most the business’s number of unpaid places at once', async () => {
    t.clock.set(start);
    const evento = await insertEvento(t.db, serrana, FECHA_EVENTO, { titulo: 'Tope de impagas', importe: 1000 });
    expect((await buyOnline(ana.token, evento, 6)).statusCode).toBe(200);
    const over = await buyOnline(ana.token, evento, 5);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Se pueden tener hasta 10 entradas esperando el pago a la vez y ya tenés 6 entradas sin pagar: pagalas o esperá a que venzan para comprar más.',
    );
    expect((await buyOnline(ana.token, evento, 4)).statusCode).toBe(200);
    // Another customer has their own count (Beto still holds the 2 of the last test).
    expect((await buyOnline(beto.token, evento, 8)).statusCode).toBe(200);

    // Once the holds end the customer may buy again.
    t.clock.advance(15 * MINUTE);
    await t.app.payments.runJob();
    expect((await buyOnline(ana.token, evento, 10)).statusCode).toBe(200);

    t.clock.set(start);
    const lowered = await putPagos(serranaOwner, serrana, { maxLugaresImpagos: 2 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const refused = await buyOnline(beto.token, evento, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Se pueden tener hasta 2 entradas esperando el pago a la vez/);
    for (const value of [0, 101]) {
      expect((await putPagos(serranaOwner, serrana, { maxLugaresImpagos: value })).statusCode).toBe(400);
    }
    await putPagos(serranaOwner, serrana, { maxLugaresImpagos: 10 });
  });
});
