import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  MSG_CLAVE_IDEMPOTENCIA_INVALIDA,
  MSG_CLAVE_IDEMPOTENCIA_USADA,
} from '@vidriera/domain/common';
import type { Carta } from '@vidriera/domain/carta';
import {
  concursoParticipaciones,
  eventoFechas,
  idempotencyKeys,
  pagos,
  pedidos,
  rateLimits,
  reservaSectores,
  reservas,
  ventasTickets,
} from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { IdempotentWrite } from '../src/plugins/idempotency.ts';
import { createCustomers, createTestConcurso, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { compraBody, insertEvento } from './helpers/eventos.ts';
import { findPlato, getCarta, TANDIL } from './helpers/pedidos.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Customer writes under an Idempotency-Key (decision 044), over HTTP on the demo data at the test clock's Saturday
 * 21:00: a try whose answer never reached the customer, sent again with the same key, is answered the first
 * answer (status and body, byte for byte) and writes nothing more; the same key with another body is a 422, a
 * malformed one a 400; keys are per user and per route; they last 24 hours. Two app instances on one PostgreSQL
 * racing with one key are in idempotency-processes.test.ts.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: Carta;
let ana: TestCustomer;
let beto: TestCustomer;
let customers: TestCustomer[];
let nextKey = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  farola = await getCarta(t.app, 'la-farola');
  customers = await createCustomers(t.app, t.db, '2494777', 12);
  [ana, beto] = customers as [TestCustomer, TestCustomer];
});
afterAll(() => t.close());

/** A fresh key, as the web app makes one per confirmation. */
const newKey = () => `clave-de-prueba-${String(++nextKey).padStart(4, '0')}`;

const post = (url: string, customer: TestCustomer, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: TANDIL, ...customer.headers, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    payload: payload as object,
  });

/** A cash pickup order at La Farola, told apart from every other by its note. */
const orderOf = (note: string, cantidad = 1) => ({
  configRestoId: farola.configRestoId,
  pedidosIts: [{ platoId: findPlato(farola, 'Empanada de carne frita').platoId, cantidad }],
  formaPagoId: 0,
  delivery: false,
  observacion: note,
});

const ordersWithNote = async (note: string) =>
  t.db.select({ id: pedidos.id, usuarioId: pedidos.usuarioId }).from(pedidos).where(eq(pedidos.observacion, note));

const keyRows = async (key: string) => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

function expectReplayOf(first: { statusCode: number; body: string }, again: typeof first & { headers: object }) {
  expect(again.statusCode).toBe(first.statusCode);
  // The first answer exactly, not an equal one computed again.
  expect(again.body).toBe(first.body);
  expect((again.headers as Record<string, unknown>)[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
}

describe('POST pedidos/pedir with an Idempotency-Key', () => {
  it('answers a try sent again after its answer was lost with the first answer, and writes one order', async () => {
    const key = newKey();
    const first = await post('/api/pedidos/pedir', ana, orderOf('perdida-1'), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    // The phone never got that answer and taps 'Confirmar Pedido' again: the same key and body.
    const again = await post('/api/pedidos/pedir', ana, orderOf('perdida-1'), key);
    expectReplayOf(first, again);
    const orders = await ordersWithNote('perdida-1');
    expect(orders).toEqual([{ id: first.json().pedidoId, usuarioId: ana.id }]);
    // The key and the answer were written with the order, byte for byte what was sent.
    expect(await keyRows(key)).toEqual([
      expect.objectContaining({
        userId: ana.id,
        route: 'POST /api/pedidos/pedir',
        statusCode: 200,
        responseBody: first.body,
      }),
    ]);
  });

  it('does not run the order again: the first answer stands even once the business has closed', async () => {
    const key = newKey();
    const first = await post('/api/pedidos/pedir', ana, orderOf('perdida-cierre'), key);
    expect(first.statusCode, first.body).toBe(200);
    const saturday = t.clock.now();
    try {
      // Sunday 01:00: La Farola closed at 00:30, so a new order would be refused.
      t.clock.advance(4 * 60 * 60 * 1000);
      expect((await post('/api/pedidos/pedir', ana, orderOf('perdida-cierre'))).statusCode).toBe(400);
      expectReplayOf(first, await post('/api/pedidos/pedir', ana, orderOf('perdida-cierre'), key));
    } finally {
      t.clock.set(saturday);
    }
    expect(await ordersWithNote('perdida-cierre')).toHaveLength(1);
  });

  it('answers the same key with another order 422 and writes nothing', async () => {
    const key = newKey();
    const first = await post('/api/pedidos/pedir', ana, orderOf('otra-1'), key);
    expect(first.statusCode, first.body).toBe(200);
    const other = await post('/api/pedidos/pedir', ana, orderOf('otra-1', 3), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, message: MSG_CLAVE_IDEMPOTENCIA_USADA });
    const otherNote = await post('/api/pedidos/pedir', ana, orderOf('otra-2'), key);
    expect(otherNote.statusCode).toBe(422);
    expect(await ordersWithNote('otra-1')).toHaveLength(1);
    expect(await ordersWithNote('otra-2')).toHaveLength(0);
    // The first answer is still there for the first order.
    expectReplayOf(first, await post('/api/pedidos/pedir', ana, orderOf('otra-1'), key));
  });

  it('refuses a malformed key with 400 in Spanish and writes nothing', async () => {
    for (const key of ['', 'corta', 'con espacios adentro', 'tiene/barra-1234', 'ñandú-12345', 'x'.repeat(129)]) {
      const res = await post('/api/pedidos/pedir', ana, orderOf('mal-clave'), key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: MSG_CLAVE_IDEMPOTENCIA_INVALIDA });
    }
    // A header sent twice is not one key.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/pedir',
      headers: { host: TANDIL, ...ana.headers, [IDEMPOTENCY_KEY_HEADER]: [newKey(), newKey()] },
      payload: orderOf('mal-clave'),
    });
    expect(twice.statusCode).toBe(400);
    expect(await ordersWithNote('mal-clave')).toHaveLength(0);
    // The longest and shortest keys allowed, and a UUID.
    for (const key of ['A'.repeat(128), 'a_b-C_d-', crypto.randomUUID()]) {
      expect((await post('/api/pedidos/pedir', ana, orderOf('bien-clave'), key)).statusCode, key).toBe(200);
    }
    expect(await ordersWithNote('bien-clave')).toHaveLength(3);
  });

  it('places every order sent without a key, as before', async () => {
    for (let i = 0; i < 2; i++)
      expect((await post('/api/pedidos/pedir', ana, orderOf('sin-clave'))).statusCode).toBe(200);
    expect(await ordersWithNote('sin-clave')).toHaveLength(2);
  });

  it("keeps keys per user: another customer's order with the same key is theirs, not the first answer", async () => {
    const key = newKey();
    const first = await post('/api/pedidos/pedir', ana, orderOf('por-usuario'), key);
    const theirs = await post('/api/pedidos/pedir', beto, orderOf('por-usuario'), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(theirs.json().pedidoId).not.toBe(first.json().pedidoId);
    const orders = await ordersWithNote('por-usuario');
    expect(orders.map((o) => o.usuarioId).sort()).toEqual([ana.id, beto.id].sort());
  });

  it('keeps nothing for a refused try: the same key goes through once the order can be placed', async () => {
    const key = newKey();
    const saturday = t.clock.now();
    try {
      t.clock.advance(4 * 60 * 60 * 1000);
      const refused = await post('/api/pedidos/pedir', ana, orderOf('rechazo-antes'), key);
      expect(refused.statusCode).toBe(400);
      expect(await keyRows(key)).toEqual([]);
    } finally {
      t.clock.set(saturday);
    }
    const placed = await post('/api/pedidos/pedir', ana, orderOf('rechazo-antes'), key);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await ordersWithNote('rechazo-antes')).toHaveLength(1);
  });

  it('writes one order when two tries with the same key arrive at once', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      post('/api/pedidos/pedir', ana, orderOf('a-la-vez'), key),
      post('/api/pedidos/pedir', ana, orderOf('a-la-vez'), key),
    ]);
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.body).toBe(a?.body);
    expect(await ordersWithNote('a-la-vez')).toHaveLength(1);
  });

  it('does not count a repeated try against the write limit', async () => {
    const key = newKey();
    const first = await post('/api/pedidos/pedir', ana, orderOf('limite'), key);
    const writesCounted = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `write:pedir:user:${ana.id}`))
      )[0]?.count;
    const counted = await writesCounted();
    expect(counted).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expectReplayOf(first, await post('/api/pedidos/pedir', ana, orderOf('limite'), key));
    expect(await writesCounted()).toBe(counted);
  });

  it('forgets a key after 24 hours: the same key places a new order then, and the purge deletes it', async () => {
    const key = newKey();
    const first = await post('/api/pedidos/pedir', ana, orderOf('vence'), key);
    expect(first.statusCode, first.body).toBe(200);
    const saturday = t.clock.now();
    try {
      // 23:59 later (Sunday 20:59, La Farola open again): still the first answer.
      t.clock.advance(24 * 60 * 60 * 1000 - 60_000);
      expectReplayOf(first, await post('/api/pedidos/pedir', ana, orderOf('vence'), key));
      expect(await t.app.idempotency.purgeExpired()).toBe(0);
      // 24 hours later (Sunday 21:00): forgotten, so it is a new order.
      t.clock.set(new Date(saturday.getTime() + 24 * 60 * 60 * 1000));
      const later = await post('/api/pedidos/pedir', ana, orderOf('vence'), key);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
      expect(later.json().pedidoId).not.toBe(first.json().pedidoId);
      expect(await ordersWithNote('vence')).toHaveLength(2);
      // Every other key of this file was made on Saturday: all of them are due.
      const keysBefore = (await t.db.select().from(idempotencyKeys)).length;
      const purged = await t.app.idempotency.purgeExpired();
      expect(purged).toBe(keysBefore - 1);
      expect(await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).toEqual([{ key }]);
    } finally {
      t.clock.set(saturday);
    }
  });
});

describe('POST reservas/reservar with an Idempotency-Key', () => {
  let terraza: number;
  const fechaHora = '2026-11-24T21:00:00-03:00'; // a Tuesday: no demo bookings that night
  const booking = (cantidad: number, observacion: string) => ({
    fechaHora,
    cantidad,
    sectorId: terraza,
    observacion,
    rango: 4,
    seleccionoHorario: true,
    configRestoId: farola.configRestoId,
  });
  const bookingsWithNote = (observacion: string) =>
    t.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.observacion, observacion));

  beforeAll(async () => {
    const [row] = await t.db
      .select()
      .from(reservaSectores)
      .where(and(eq(reservaSectores.comercioId, farola.configRestoId), eq(reservaSectores.descripcion, 'Terraza')));
    terraza = row!.id;
  });

  it('answers the repeated booking with the first answer and books the table once', async () => {
    const key = newKey();
    const first = await post('/api/reservas/reservar', ana, booking(2, 'reserva-perdida'), key);
    expect(first.statusCode, first.body).toBe(200);
    expectReplayOf(first, await post('/api/reservas/reservar', ana, booking(2, 'reserva-perdida'), key));
    expect(await bookingsWithNote('reserva-perdida')).toEqual([{ id: first.json().id }]);
    expect((await keyRows(key))[0]?.responseBody).toBe(first.body);
  });

  it('answers both tries sent at once with one booking, even for the last places', async () => {
    const key = newKey();
    // The terrace holds 16: a party of 10 twice would not fit, so a second booking could only be refused.
    const [a, b] = await Promise.all([
      post('/api/reservas/reservar', beto, booking(10, 'reserva-a-la-vez'), key),
      post('/api/reservas/reservar', beto, booking(10, 'reserva-a-la-vez'), key),
    ]);
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.statusCode, b?.body).toBe(200);
    expect(b?.body).toBe(a?.body);
    expect(await bookingsWithNote('reserva-a-la-vez')).toHaveLength(1);
  });

  it('answers another booking under the same key 422', async () => {
    const key = newKey();
    expect((await post('/api/reservas/reservar', ana, booking(1, 'reserva-otra'), key)).statusCode).toBe(200);
    const other = await post('/api/reservas/reservar', ana, booking(2, 'reserva-otra'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MSG_CLAVE_IDEMPOTENCIA_USADA);
    expect(await bookingsWithNote('reserva-otra')).toHaveLength(1);
  });

  it('keeps keys per route: the key of an order books a table', async () => {
    const key = newKey();
    expect((await post('/api/pedidos/pedir', ana, orderOf('ruta-1'), key)).statusCode).toBe(200);
    const booked = await post('/api/reservas/reservar', ana, booking(1, 'ruta-1'), key);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await bookingsWithNote('ruta-1')).toHaveLength(1);
  });
});

describe('POST eventos/comprar with an Idempotency-Key', () => {
  it('sells the tickets once and answers the repeated purchase with the first answer', async () => {
    const serrana = await findComercioId(t.db, 'cerveceria-la-serrana');
    const evento = await insertEvento(t.db, serrana, '2026-12-12T22:00:00-03:00', { importe: 500_000 }, 40);
    const buyer = customers[2]!;
    const key = newKey();
    const first = await post('/api/eventos/comprar', buyer, compraBody(evento, 2, 3), key);
    expect(first.statusCode, first.body).toBe(200);
    expectReplayOf(first, await post('/api/eventos/comprar', buyer, compraBody(evento, 2, 3), key));
    const ventas = await t.db
      .select({ id: ventasTickets.id })
      .from(ventasTickets)
      .where(eq(ventasTickets.eventoFechaId, evento.eventoFechaId));
    expect(ventas).toEqual([{ id: first.json().id }]);
    const [fecha] = await t.db.select().from(eventoFechas).where(eq(eventoFechas.id, evento.eventoFechaId));
    expect(fecha?.vendidos).toBe(2);
    const other = await post('/api/eventos/comprar', buyer, compraBody(evento, 1, 3), key);
    expect(other.statusCode).toBe(422);
  });
});

describe('POST concursos/participar with an Idempotency-Key', () => {
  it("answers an instant draw's repeated entry with the first outcome, exactly", async () => {
    const comercioId = await findComercioId(t.db, 'la-farola');
    const concurso = await createTestConcurso(t.db, comercioId, t.clock.now(), {
      instantaneo: true,
      probabilidadGanar: 1,
    });
    const player = customers[3]!;
    const key = newKey();
    const body = { configRestoId: comercioId, concursoId: concurso.id };
    const first = await post('/api/concursos/participar', player, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expectReplayOf(first, await post('/api/concursos/participar', player, body, key));
    const entries = await t.db
      .select()
      .from(concursoParticipaciones)
      .where(eq(concursoParticipaciones.concursoId, concurso.id));
    expect(entries).toHaveLength(1);
    expect((await keyRows(key))[0]?.responseBody).toBe(first.body);
  });
});

describe('POST pedidos/PreparePedidoPago and eventos/PreparePedidoPago with an Idempotency-Key', () => {
  it("answers the repeated start of an order's payment with the first checkout", async () => {
    const payer = customers[4]!;
    const placed = await post('/api/pedidos/pedir', payer, { ...orderOf('pago-online'), formaPagoId: 3 });
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().pedidoId as number;
    const key = newKey();
    const first = await post('/api/pedidos/PreparePedidoPago', payer, { id }, key);
    expect(first.statusCode, first.body).toBe(200);
    expectReplayOf(first, await post('/api/pedidos/PreparePedidoPago', payer, { id }, key));
    const checkouts = await t.db.select().from(pagos).where(eq(pagos.referenciaId, id));
    expect(checkouts.filter((p) => p.referenciaTipo === 'pedido')).toHaveLength(1);
    expect((await keyRows(key))[0]?.responseBody).toBe(first.body);
    expect((await post('/api/pedidos/PreparePedidoPago', payer, { id: id + 1000 }, key)).statusCode).toBe(422);
  });

  it("answers the repeated start of a purchase's payment with the first checkout", async () => {
    const serrana = await findComercioId(t.db, 'cerveceria-la-serrana');
    const evento = await insertEvento(t.db, serrana, '2026-12-13T22:00:00-03:00', { importe: 300_000 }, 40);
    const payer = customers[5]!;
    const bought = await post('/api/eventos/comprar', payer, compraBody(evento, 1, 3));
    expect(bought.statusCode, bought.body).toBe(200);
    const key = newKey();
    const first = await post('/api/eventos/PreparePedidoPago', payer, { id: bought.json().id }, key);
    expect(first.statusCode, first.body).toBe(200);
    expectReplayOf(first, await post('/api/eventos/PreparePedidoPago', payer, { id: bought.json().id }, key));
  });
});

describe('POST pedidos/{id}/calificacion with an Idempotency-Key', () => {
  it('answers the repeated rating with the first answer, and another order under the same key 422', async () => {
    const rater = customers[6]!;
    const merchant = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      payload: { userName: 'mozo', password: 'mozo1234' },
    });
    const staff = { authorization: `Bearer ${merchant.json().token}` };
    const listo = async () => {
      const placed = await post('/api/pedidos/pedir', rater, orderOf('a-calificar'));
      const id = placed.json().pedidoId as number;
      for (const [move, payload] of [
        ['aceptar', { demora: 30 }],
        ['listo', undefined],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/merchant/pedidos/${farola.configRestoId}/${id}/${move}`,
          headers: staff,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      return id;
    };
    const [id, otherId] = [await listo(), await listo()];
    const key = newKey();
    const rating = { puntajeCalidad: 5, comentario: 'Muy rica' };
    const first = await post(`/api/pedidos/${id}/calificacion`, rater, rating, key);
    expect(first.statusCode, first.body).toBe(200);
    // Without the key a second rating of the order is refused; with it, the first answer comes back.
    expect((await post(`/api/pedidos/${id}/calificacion`, rater, rating)).statusCode).toBe(409);
    expectReplayOf(first, await post(`/api/pedidos/${id}/calificacion`, rater, rating, key));
    // The same body for another order is another request: its path parameter is part of what is asked.
    expect((await post(`/api/pedidos/${otherId}/calificacion`, rater, rating, key)).statusCode).toBe(422);
  });
});

describe('a key and its write commit together', () => {
  it('is undone with a write that never commits (the process died first): the next try is carried out', async () => {
    const key = newKey();
    const createdAt = t.clock.now();
    const values = {
      userId: ana.id,
      route: 'POST /api/pedidos/pedir',
      key,
      requestHash: 'hash',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 24 * 60 * 60 * 1000),
    };
    const reply = { serialize: JSON.stringify, statusCode: 200 } as unknown as FastifyReply;
    const write = new IdempotentWrite(values, reply);
    await expect(
      t.db.transaction(async (tx) => {
        await write.remember(tx as unknown as Db, { pedidoId: 1 });
        throw new Error('the process stopped before the commit');
      }),
    ).rejects.toThrow('before the commit');
    expect(await keyRows(key)).toEqual([]);
    const placed = await post('/api/pedidos/pedir', ana, orderOf('sin-commit'), key);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  });
});
