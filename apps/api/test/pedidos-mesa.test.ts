import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MESA_INVALIDA, MSG_MESA_REQUERIDA, type PedidosCola } from '@vidriera/domain/pedidos';
import type { Carta } from '@vidriera/domain/carta';
import { pedidoItems, pedidos } from '../src/db/schema.ts';
import { findPlato, getCarta, getPedido, pedir, pedirOk } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Ordering at a table from La Farola's in-venue menu (carta2, GET carta/la-farola/1), at the test clock's Saturday
 * 2026-11-21 21:00 when it is open: the order needs its table (1 to 9999), from the QR link or typed at checkout;
 * without a valid one it is refused with a Spanish 400 and nothing is written. The table reaches the customer's
 * order and the waiter's queue ('mozo', La Farola's staff).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let clara: string;
let claraId: number;
let mozo: string;
let enLocal: Carta;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await registerCustomer(t.app, '2494777001', 'Clara Mesa');
  clara = customer.token;
  claraId = customer.id;
  mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  enLocal = await getCarta(t.app, 'la-farola', 1);
});
afterAll(() => t.close());

/** A cash order of two fried empanadas from the in-venue menu, as the checkout sends it. */
const enMesa = (overrides: Record<string, unknown> = {}) => ({
  configRestoId: enLocal.configRestoId,
  cartaId: enLocal.id,
  pedidosIts: [{ platoId: findPlato(enLocal, 'Empanada de carne frita').platoId, cantidad: 2 }],
  formaPagoId: 0,
  delivery: false,
  domicilio: null,
  pagaCon: null,
  observacion: null,
  enLocal: true,
  ...overrides,
});

async function countRows() {
  const [orders] = await t.db.select({ n: count() }).from(pedidos).where(eq(pedidos.usuarioId, claraId));
  const [lines] = await t.db.select({ n: count() }).from(pedidoItems);
  return { orders: orders?.n ?? 0, lines: lines?.n ?? 0 };
}

describe('POST pedidos/pedir: the table of an in-venue order', () => {
  it('stores the table typed at checkout; the customer and the queue see it', async () => {
    expect(enLocal.enLocal).toBe(true);
    const id = await pedirOk(t.app, clara, enMesa({ mesa: 12 }));
    expect(await getPedido(t.app, clara, id)).toMatchObject({
      pedidoId: id,
      mesa: 12,
      enLocal: true,
      delivery: false,
      domicilio: null,
      costoEnvio: 0,
      total: 4800,
    });
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    expect(row).toMatchObject({ mesa: 12, enLocal: true, delivery: false });

    const cola = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/pedidos/${enLocal.configRestoId}/cola`,
      headers: bearer(mozo),
    });
    expect(cola.statusCode, cola.body).toBe(200);
    const nuevo = (cola.json() as PedidosCola).nuevos.find((p) => p.pedidoId === id);
    expect(nuevo).toMatchObject({ mesa: 12, enLocal: true, nombre: 'Clara Mesa' });
  });

  it('takes the extremes of the range', async () => {
    for (const mesa of [1, 9999]) {
      const id = await pedirOk(t.app, clara, enMesa({ mesa }));
      expect((await getPedido(t.app, clara, id)).mesa).toBe(mesa);
    }
  });

  it('refuses an in-venue order without a table: 400, Spanish message on the mesa field, nothing written', async () => {
    const before = await countRows();
    for (const body of [enMesa(), enMesa({ mesa: null }), enMesa({ mesa: undefined })]) {
      const res = await pedir(t.app, clara, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: 'Bad Request',
        message: MSG_MESA_REQUERIDA,
        errors: { mesa: [MSG_MESA_REQUERIDA] },
      });
    }
    expect(MSG_MESA_REQUERIDA).toBe('Indicá el número de mesa');
    expect(await countRows()).toEqual(before);
  });

  it('refuses a table that is not an integer from 1 to 9999, with nothing written', async () => {
    const before = await countRows();
    for (const mesa of [0, -4, 10000, 12.5, '12', 'doce', true]) {
      const res = await pedir(t.app, clara, enMesa({ mesa }));
      expect(res.statusCode, `${String(mesa)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: MSG_MESA_INVALIDA });
    }
    // A table on an order that does not say it is in the venue makes it one: the same range applies.
    const res = await pedir(t.app, clara, enMesa({ enLocal: undefined, mesa: 0 }));
    expect(res.json().message).toBe(MSG_MESA_INVALIDA);
    expect(await countRows()).toEqual(before);
  });

  it('still refuses delivery for an in-venue order, and lets an order not made in the venue go without a table', async () => {
    const delivery = await pedir(t.app, clara, enMesa({ mesa: 5, delivery: true, domicilio: 'Pinto 450' }));
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().message).toBe('Los pedidos hechos en el local no tienen envío');
    const online = await getCarta(t.app, 'la-farola', 0);
    const pickup = await pedirOk(t.app, clara, {
      ...enMesa({ enLocal: false }),
      cartaId: online.id,
      pedidosIts: [{ platoId: findPlato(online, 'Empanada de carne frita').platoId, cantidad: 1 }],
    });
    expect(await getPedido(t.app, clara, pickup)).toMatchObject({ mesa: null, enLocal: false });
  });
});
