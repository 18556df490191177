import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPedidoPaid } from '../src/modules/pedidos/service.ts';
import { redactToken } from '../src/plugins/events.ts';
import { publishReservaChanged } from '../src/modules/reservas/notify.ts';
import type { Db } from '../src/db/client.ts';
import { elegir, findPlato, getCarta, getPedido, mover, pedirOk, TANDIL } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { readSseEvents } from './helpers/sse.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Live status over Server-Sent Events: the customer's stream (?token=, since EventSource cannot set headers),
 * the merchant's queue and the reservations' stream, read through inject's payloadAsStream.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: string;
let beto: string;
let merchant: string;
let farolaId: number;
let orderBody: object;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await registerCustomer(t.app, '2494222001', 'Ana Eventos')).token;
  beto = (await registerCustomer(t.app, '2494222002', 'Beto Eventos')).token;
  merchant = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  const carta = await getCarta(t.app, 'la-farola');
  farolaId = carta.configRestoId;
  const asado = findPlato(carta, 'Asado de tira');
  orderBody = {
    configRestoId: farolaId,
    pedidosIts: [{ platoId: asado.platoId, cantidad: 1, opciones: [elegir(asado, 'Guarnición', 'Papas fritas')] }],
    formaPagoId: 0,
    delivery: false,
  };
});
afterAll(() => t.close());

async function openStream(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: TANDIL, ...headers }, payloadAsStream: true });
  return res;
}

describe('GET pedidos/eventos', () => {
  it("delivers the caller's status changes as they happen, and no one else's", async () => {
    const res = await openStream(`/api/pedidos/eventos?token=${ana}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const stream = res.stream();
    const events = readSseEvents(stream);
    expect((await events.next()).event).toBe('ready');

    await pedirOk(t.app, beto, orderBody);
    const anaPedido = await pedirOk(t.app, ana, orderBody);
    expect(await events.next()).toEqual({
      event: 'pedido',
      data: {
        pedidoId: anaPedido,
        configRestoId: farolaId,
        usuarioId: expect.any(Number),
        estadoId: 0,
        estado: 'Pedido Realizado',
      },
    });

    expect((await mover(t.app, merchant, farolaId, anaPedido, 'aceptar', { demora: 30 })).statusCode).toBe(200);
    const accepted = await events.next();
    expect(accepted.data).toMatchObject({ pedidoId: anaPedido, estadoId: 1, estado: 'En Preparación' });
    // Beto's order was never sent to Ana's stream.
    expect(events.pending()).toBe(0);
    stream.destroy();
  });

  it('accepts the token in the Authorization header too, and refuses anonymous callers', async () => {
    const res = await openStream('/api/pedidos/eventos', bearer(ana));
    expect(res.statusCode).toBe(200);
    res.stream().destroy();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/pedidos/eventos', headers: { host: TANDIL } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Necesitás iniciar sesión para continuar.');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/pedidos/eventos?token=abc',
      headers: { host: TANDIL },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('announces a payment only when its transaction commits, and once', async () => {
    const res = await openStream(`/api/pedidos/eventos?token=${ana}`);
    const stream = res.stream();
    const events = readSseEvents(stream);
    await events.next();
    const online = await pedirOk(t.app, ana, { ...orderBody, formaPagoId: 3 });
    expect((await events.next()).data).toMatchObject({ pedidoId: online, estadoId: 5 });

    await t.db
      .transaction(async (tx) => {
        await markPedidoPaid(tx as unknown as Db, online, 'pago-rollback');
        throw new Error('rollback');
      })
      .catch(() => {});
    expect((await getPedido(t.app, ana, online)).estadoId).toBe(5);

    const first = await t.db.transaction((tx) => markPedidoPaid(tx as unknown as Db, online, 'pago-1'));
    const again = await t.db.transaction((tx) => markPedidoPaid(tx as unknown as Db, online, 'pago-1'));
    expect(first.changed).toBe(true);
    expect(again).toMatchObject({ changed: false, pedido: { estadoId: 0, paymentRef: 'pago-1' } });
    expect((await events.next()).data).toMatchObject({ pedidoId: online, estadoId: 0, estado: 'Pedido Realizado' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.pending()).toBe(0);
    stream.destroy();
  });
});

describe('GET merchant/pedidos/eventos/{configRestoId}', () => {
  it("delivers the business's new orders to its staff", async () => {
    const res = await openStream(`/api/merchant/pedidos/eventos/${farolaId}?token=${merchant}`);
    expect(res.statusCode).toBe(200);
    const stream = res.stream();
    const events = readSseEvents(stream);
    await events.next();
    const id = await pedirOk(t.app, beto, orderBody);
    expect((await events.next()).data).toMatchObject({ pedidoId: id, configRestoId: farolaId, estadoId: 0 });
    stream.destroy();
  });

  it("refuses customers and other businesses' staff", async () => {
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/pedidos/eventos/${farolaId}?token=${ana}`,
    });
    expect(customer.statusCode).toBe(403);
    const serrana = (await login(t.app, 'serrana', 'serrana1234')).token;
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/pedidos/eventos/${farolaId}?token=${serrana}`,
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/merchant/pedidos/eventos/${farolaId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET reservas/eventos', () => {
  it("delivers the caller's reservation changes", async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/login/GetActivo',
      headers: { host: TANDIL, ...bearer(ana) },
    });
    const anaId = (me.json() as { id: number }).id;
    const res = await openStream(`/api/reservas/eventos?token=${ana}`);
    expect(res.statusCode).toBe(200);
    const stream = res.stream();
    const events = readSseEvents(stream);
    await events.next();
    await publishReservaChanged(t.db, { id: 999, usuarioId: anaId + 1000, estado: 1 });
    await publishReservaChanged(t.db, { id: 77, usuarioId: anaId, estado: 1 });
    expect(await events.next()).toEqual({ event: 'reserva', data: { id: 77, usuarioId: anaId, estado: 1 } });
    stream.destroy();
  });
});

describe('the request log', () => {
  it('never shows the token of an event-stream URL', () => {
    expect(redactToken('/api/pedidos/eventos?token=eyJabc.def')).toBe('/api/pedidos/eventos?token=[oculto]');
    expect(redactToken('/api/x?a=1&token=abc&b=2')).toBe('/api/x?a=1&token=[oculto]&b=2');
  });
});
