import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carta } from '@vidriera/domain/carta';
import type { Pedido } from '@vidriera/domain/pedidos';
import { findPlato, getCarta, getPedido, mover, pedirOk, TANDIL } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The merchant side of orders: La Farola's owner (demo-users.ts) works its queue; the Serrana owner runs another
 * business; the admin runs every business. Clock: Saturday 2026-11-21 21:00 in Buenos Aires.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: string;
let farolaStaff: string;
let serranaStaff: string;
let admin: string;
let farola: Carta;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await registerCustomer(t.app, '2494444001', 'Ana Cocina')).token;
  farolaStaff = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  serranaStaff = (await login(t.app, 'serrana', 'serrana1234')).token;
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  farola = await getCarta(t.app, 'la-farola');
});
afterAll(() => t.close());

const nuevoPedido = (overrides: Record<string, unknown> = {}) =>
  pedirOk(t.app, ana, {
    configRestoId: farola.configRestoId,
    pedidosIts: [{ platoId: findPlato(farola, 'Provoleta a la parrilla').platoId, cantidad: 1 }],
    formaPagoId: 0,
    delivery: true,
    domicilio: 'Av. España 555',
    ...overrides,
  });

const queue = (token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/merchant/pedidos/${farola.configRestoId}${query}`,
    headers: token ? bearer(token) : {},
  });

describe('access', () => {
  it('refuses anonymous callers (401), customers and other businesses staff (403)', async () => {
    const id = await nuevoPedido();
    expect((await queue(null)).statusCode).toBe(401);
    const customer = await queue(ana);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe('No tenés permiso para administrar este comercio.');
    expect((await queue(serranaStaff)).statusCode).toBe(403);
    for (const token of [null, ana, serranaStaff]) {
      const res = await mover(t.app, token, farola.configRestoId, id, 'aceptar', { demora: 30 });
      expect(res.statusCode).toBe(token ? 403 : 401);
      const cancel = await mover(t.app, token, farola.configRestoId, id, 'cancelar', { motivo: 'x' });
      expect(cancel.statusCode).toBe(token ? 403 : 401);
    }
    expect((await getPedido(t.app, ana, id)).estadoId).toBe(0);
  });

  it("does not reach another business's order through one's own business", async () => {
    const id = await nuevoPedido();
    const serrana = await getCarta(t.app, 'cerveceria-la-serrana');
    const res = await mover(t.app, serranaStaff, serrana.configRestoId, id, 'aceptar', { demora: 30 });
    expect(res.statusCode).toBe(404);
    expect((await getPedido(t.app, ana, id)).estadoId).toBe(0);
  });

  it('lets a platform admin run any business', async () => {
    expect((await queue(admin)).statusCode).toBe(200);
  });
});

describe('the queue and the moves', () => {
  it('lists placed and accepted orders oldest first, not those pending payment', async () => {
    const first = await nuevoPedido();
    const second = await nuevoPedido({ delivery: false, mesa: 4 });
    const online = await nuevoPedido({ formaPagoId: 3 });
    const list: Pedido[] = (await queue(farolaStaff)).json();
    const ids = list.map((p) => p.pedidoId);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(online);
    expect(list.find((p) => p.pedidoId === second)).toMatchObject({
      mesa: 4,
      nombre: 'Ana Cocina',
      telefono: '2494444001',
    });
    const pending: Pedido[] = (await queue(farolaStaff, '?estadoId=5')).json();
    expect(pending.map((p) => p.pedidoId)).toContain(online);
    expect((await queue(farolaStaff, '?estadoId=9')).statusCode).toBe(400);
  });

  it('accepts with an estimated time, then marks delivered; the customer sees each step', async () => {
    const id = await nuevoPedido();
    const accepted = await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { demora: 35 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      estadoId: 1,
      estado: 'En Preparación',
      horaEstimada: '2026-11-21T21:35:00-03:00',
    });
    expect((await getPedido(t.app, ana, id)).estadoId).toBe(1);
    t.clock.advance(30 * 60_000);
    const delivered = await mover(t.app, farolaStaff, farola.configRestoId, id, 'entregado');
    expect(delivered.json()).toMatchObject({
      estadoId: 2,
      estado: 'Entregado',
      horaEntregado: '2026-11-21T21:30:00-03:00',
    });
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it('accepts with an explicit estimated time, or the business delay without one', async () => {
    const explicit = await nuevoPedido();
    const res = await mover(t.app, farolaStaff, farola.configRestoId, explicit, 'aceptar', {
      horaEstimada: '2026-11-22T01:10:00Z',
    });
    expect(res.json().horaEstimada).toBe('2026-11-21T22:10:00-03:00');
    const byDefault = await nuevoPedido();
    const noBody = await mover(t.app, farolaStaff, farola.configRestoId, byDefault, 'aceptar');
    expect(noBody.json().horaEstimada).toBe('2026-11-21T21:40:00-03:00');
  });

  it('accepts with the business delay even when it is 0: the shortest promise, not an error', async () => {
    const ajustes = (demora: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/merchant/ajustes/${farola.configRestoId}/demora`,
        headers: bearer(farolaStaff),
        payload: { demora, ocultaDemora: false },
      });
    const original = farola.configResto.demora;
    expect((await ajustes(0)).statusCode).toBe(200);
    try {
      const id = await nuevoPedido();
      const res = await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ estadoId: 1, horaEstimada: '2026-11-21T21:01:00-03:00' });
    } finally {
      expect((await ajustes(original)).statusCode).toBe(200);
    }
  });

  it('rejects with a reason kept in the observation', async () => {
    const id = await nuevoPedido({ observacion: 'Sin sal' });
    const res = await mover(t.app, farolaStaff, farola.configRestoId, id, 'rechazar', {
      motivo: 'No llegamos a esa zona',
    });
    expect(res.json()).toMatchObject({ estadoId: 4, estado: 'Rechazado', observacion: 'No llegamos a esa zona' });
  });

  it("cancels with a reason as 'Cancelado: {motivo}]'", async () => {
    const id = await nuevoPedido();
    await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { demora: 30 });
    const res = await mover(t.app, farolaStaff, farola.configRestoId, id, 'cancelar', { motivo: 'Se cortó la luz' });
    expect(res.json()).toMatchObject({ estadoId: 3, observacion: 'Cancelado: Se cortó la luz]' });
  });

  it('refuses every forbidden move with 409 and a clear message', async () => {
    const id = await nuevoPedido();
    const deliverPlaced = await mover(t.app, farolaStaff, farola.configRestoId, id, 'entregado');
    expect(deliverPlaced.statusCode).toBe(409);
    expect(deliverPlaced.json().message).toBe("No se puede pasar un pedido de 'Pedido Realizado' a 'Entregado'");
    await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { demora: 30 });
    expect((await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { demora: 30 })).statusCode).toBe(409);
    expect((await mover(t.app, farolaStaff, farola.configRestoId, id, 'rechazar', { motivo: 'x' })).statusCode).toBe(
      409,
    );
    await mover(t.app, farolaStaff, farola.configRestoId, id, 'entregado');
    for (const move of ['aceptar', 'entregado', 'rechazar', 'cancelar']) {
      const res = await mover(t.app, farolaStaff, farola.configRestoId, id, move, { motivo: 'x', demora: 5 });
      expect(res.statusCode, move).toBe(409);
    }
    const online = await nuevoPedido({ formaPagoId: 3 });
    const acceptUnpaid = await mover(t.app, farolaStaff, farola.configRestoId, online, 'aceptar', { demora: 30 });
    expect(acceptUnpaid.statusCode).toBe(409);
    expect(acceptUnpaid.json().message).toBe("No se puede pasar un pedido de 'Pendiente de Pago' a 'En Preparación'");
  });

  it('answers 400 for bad bodies and 404 for unknown orders', async () => {
    const id = await nuevoPedido();
    const noReason = await mover(t.app, farolaStaff, farola.configRestoId, id, 'rechazar', { motivo: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Indicá el motivo');
    const past = await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', {
      horaEstimada: '2026-11-21T20:00:00-03:00',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La hora estimada debe ser posterior a la hora actual');
    const badTime = await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { horaEstimada: 'luego' });
    expect(badTime.statusCode).toBe(400);
    const badDemora = await mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { demora: 0 });
    expect(badDemora.json().message).toBe('La demora debe ser de al menos 1 minuto');
    expect((await getPedido(t.app, ana, id)).estadoId).toBe(0);
    expect((await mover(t.app, farolaStaff, farola.configRestoId, 999999, 'entregado')).statusCode).toBe(404);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/pedidos/${farola.configRestoId}/${id}`,
      headers: { host: TANDIL, ...bearer(farolaStaff) },
    });
    expect(one.json()).toMatchObject({ pedidoId: id, total: 9800 });
  });

  it('lets only one of two simultaneous moves win', async () => {
    const id = await nuevoPedido();
    const [a, b] = await Promise.all([
      mover(t.app, farolaStaff, farola.configRestoId, id, 'aceptar', { demora: 30 }),
      mover(t.app, farolaStaff, farola.configRestoId, id, 'rechazar', { motivo: 'Cerramos' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});
