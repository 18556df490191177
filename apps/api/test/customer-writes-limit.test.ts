import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carta } from '@vidriera/domain/schemas/carta';
import { pedidos } from '../src/db/schema.ts';
import { findPlato, getCarta, pedir } from './helpers/pedidos.ts';
import { registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// The writes a customer can repeat (pedir, reservar, comprar, participar) are limited per customer and per kind:
// CUSTOMER_WRITES_PER_USER in 15 minutes (3 here, 100 by default). A script cannot flood a merchant's queue.

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: Carta;
beforeAll(async () => {
  t = await createTestApp({ env: { CUSTOMER_WRITES_PER_USER: '3' } });
  farola = await getCarta(t.app, 'la-farola');
});
afterAll(() => t.close());

const order = () => ({
  configRestoId: farola.configRestoId,
  pedidosIts: [{ platoId: findPlato(farola, 'Provoleta a la parrilla').platoId, cantidad: 1 }],
  formaPagoId: 0,
  delivery: false,
});

async function ordersOf(usuarioId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(pedidos).where(eq(pedidos.usuarioId, usuarioId));
  return row?.n ?? 0;
}

describe('customer writes per customer', () => {
  it('refuses the order over the limit with 429, writes nothing, and lets it through once the window ends', async () => {
    const start = t.clock.now();
    const flooder = await registerCustomer(t.app, '2494888001', 'Cliente Apurado');
    const other = await registerCustomer(t.app, '2494888002', 'Cliente Tranquilo');
    for (let i = 0; i < 3; i++) expect((await pedir(t.app, flooder.token, order())).statusCode).toBe(200);

    const over = await pedir(t.app, flooder.token, order());
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('900');
    expect(over.json()).toEqual({
      status: 429,
      error: 'Too Many Requests',
      message: 'Demasiados intentos. Probá de nuevo en 15 minutos.',
    });
    expect(await ordersOf(flooder.id)).toBe(3);
    // Another customer is not affected.
    expect((await pedir(t.app, other.token, order())).statusCode).toBe(200);

    t.clock.advance(15 * 60 * 1000);
    expect((await pedir(t.app, flooder.token, order())).statusCode).toBe(200);
    expect(await ordersOf(flooder.id)).toBe(4);
    t.clock.set(start);
  });
});
