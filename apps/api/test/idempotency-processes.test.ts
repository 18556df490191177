import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@vidriera/domain/common';
import type { Carta } from '@vidriera/domain/carta';
import { type App, buildApp } from '../src/app.ts';
import { createPostgresDatabase, type Database } from '../src/db/client.ts';
import { idempotencyKeys, pagos, pedidos, ventasTickets } from '../src/db/schema.ts';
import { createCustomers, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { compraBody, insertEvento } from './helpers/eventos.ts';
import { findPlato, getCarta, TANDIL } from './helpers/pedidos.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Two API processes on one PostgreSQL (README, "Several instances") racing with one Idempotency-Key (decision
 * 044): each round sends the same try to both at once, as a phone whose first try is still running on one process
 * while its second reaches the other. Whichever commits first, one order (or sale, or checkout) is written and both
 * are answered the same body. Each instance has its own pool and LISTEN connection, as two processes do. PGlite is
 * one process's database: this file runs only with TEST_DATABASE_URL.
 */

const ROUNDS = 15;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes racing with one Idempotency-Key', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let other: { app: App; database: Database };
  let farola: Carta;
  let customers: TestCustomer[];

  beforeAll(async () => {
    t = await createTestApp();
    // The second process: the same database, configuration and clock, its own connections.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const database = createPostgresDatabase(pool.options.connectionString ?? '', 10);
    const app = await buildApp({
      config: t.app.deps.config,
      database,
      now: t.clock.now,
      logger: false,
      serveWeb: false,
    });
    await app.ready();
    other = { app, database };
    farola = await getCarta(t.app, 'la-farola');
    customers = await createCustomers(t.app, t.db, '2494666', ROUNDS);
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await t?.close();
  });

  const send = (app: App, url: string, customer: TestCustomer, payload: object, key: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: TANDIL, ...customer.headers, [IDEMPOTENCY_KEY_HEADER]: key },
      payload,
    });

  /** The same try to both processes at once: both answered 200 with the same body, one of them replayed. */
  async function race(url: string, customer: TestCustomer, payload: object, key: string) {
    const [a, b] = await Promise.all([
      send(t.app, url, customer, payload, key),
      send(other.app, url, customer, payload, key),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.body).toBe(a.body);
    const replayed = [a, b].filter((r) => r.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] === 'true');
    expect(replayed).toHaveLength(1);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    return a.json();
  }

  it('writes one order per key and answers both processes its id', async () => {
    const empanada = findPlato(farola, 'Empanada de carne frita').platoId;
    for (let round = 0; round < ROUNDS; round++) {
      const note = `carrera-pedido-${round}`;
      const body = {
        configRestoId: farola.configRestoId,
        pedidosIts: [{ platoId: empanada, cantidad: 1 }],
        formaPagoId: 0,
        delivery: false,
        observacion: note,
      };
      const { pedidoId } = await race('/api/pedidos/pedir', customers[round]!, body, `carrera-pedido-${round}-x`);
      const rows = await t.db.select({ id: pedidos.id }).from(pedidos).where(eq(pedidos.observacion, note));
      expect(rows).toEqual([{ id: pedidoId }]);
    }
  });

  it('sells one purchase per key and answers both processes its id', async () => {
    const serrana = await findComercioId(t.db, 'cerveceria-la-serrana');
    const evento = await insertEvento(t.db, serrana, '2026-12-19T22:00:00-03:00', { importe: 200_000 }, null);
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await race(
        '/api/eventos/comprar',
        customers[round]!,
        compraBody(evento, 1, 3),
        `carrera-compra-${round}-x`,
      );
      const rows = await t.db
        .select({ id: ventasTickets.id })
        .from(ventasTickets)
        .where(eq(ventasTickets.usuarioId, customers[round]!.id));
      expect(rows).toEqual([{ id }]);
    }
  });

  it("hands out one checkout per key for an order's payment", async () => {
    const empanada = findPlato(farola, 'Empanada de carne frita').platoId;
    for (let round = 0; round < 5; round++) {
      const customer = customers[round]!;
      const placed = await send(
        t.app,
        '/api/pedidos/pedir',
        customer,
        {
          configRestoId: farola.configRestoId,
          pedidosIts: [{ platoId: empanada, cantidad: 1 }],
          formaPagoId: 3,
          delivery: false,
        },
        `carrera-pago-pedido-${round}`,
      );
      expect(placed.statusCode, placed.body).toBe(200);
      const id = placed.json().pedidoId as number;
      await race('/api/pedidos/PreparePedidoPago', customer, { id }, `carrera-pago-${round}-x`);
      const checkouts = await t.db.select().from(pagos).where(eq(pagos.referenciaId, id));
      expect(checkouts.filter((p) => p.referenciaTipo === 'pedido' && p.vigente)).toHaveLength(1);
    }
  });
});
