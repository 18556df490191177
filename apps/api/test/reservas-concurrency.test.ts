import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservaSectores, reservas } from '../src/db/schema.ts';
import { createCustomers, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Capacity under concurrency (docs/ARCHITECTURE.md, consistency rules): however many bookings arrive at once, a
 * sector is never booked past its capacity at any instant. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (there the requests really run in parallel on a pool of connections).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: number;
let terraza: number;
let customers: TestCustomer[];
const TANDIL = 'tandil.localhost';
const CAPACITY = 16;

beforeAll(async () => {
  t = await createTestApp();
  farola = await findComercioId(t.db, 'la-farola');
  const [row] = await t.db
    .select()
    .from(reservaSectores)
    .where(and(eq(reservaSectores.comercioId, farola), eq(reservaSectores.descripcion, 'Terraza')));
  terraza = row!.id;
  expect(row!.capacidad).toBe(CAPACITY);
  customers = await createCustomers(t.app, t.db, '2494999', 60);
});
afterAll(() => t.close());

const book = (customer: TestCustomer, fechaHora: string, cantidad: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservas/reservar',
    headers: { host: TANDIL, ...customer.headers },
    payload: {
      fechaHora,
      cantidad,
      sectorId: terraza,
      observacion: '',
      rango: 4,
      seleccionoHorario: true,
      configRestoId: farola,
    },
  });

/** The most people the sector holds at once among the reservations holding places (estado 0 or 1). */
async function peakOccupancy(): Promise<number> {
  const rows = await t.db
    .select({ inicio: reservas.fechaHora, fin: reservas.fin, cantidad: reservas.cantidad })
    .from(reservas)
    .where(and(eq(reservas.sectorId, terraza), sql`${reservas.estado} < 2`));
  let peak = 0;
  for (const at of rows) {
    const seated = rows
      .filter((r) => r.inicio.getTime() <= at.inicio.getTime() && r.fin.getTime() > at.inicio.getTime())
      .reduce((sum, r) => sum + r.cantidad, 0);
    peak = Math.max(peak, seated);
  }
  return peak;
}

describe('50 concurrent bookings for the last places of a sector', () => {
  it('gives exactly as many successes as there are places, and 409 to every other', async () => {
    const fechaHora = '2026-11-24T21:00:00-03:00'; // a Tuesday: no demo bookings that night
    // Fill 10 of the 16 places first: 6 are left, for exactly 3 parties of 2.
    for (const [i, cantidad] of [4, 3, 3].entries()) {
      const res = await book(customers[50 + i]!, fechaHora, cantidad);
      expect(res.statusCode, res.body).toBe(200);
    }
    const results = await Promise.all(customers.slice(0, 50).map((c) => book(c, fechaHora, 2)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toMatchObject({ status: 409, message: 'No hay disponibilidad' });
    }
    expect(await peakOccupancy()).toBe(CAPACITY);
  });

  it('never overbooks when overlapping times and party sizes race', async () => {
    const times = ['2026-11-25T20:00', '2026-11-25T20:30', '2026-11-25T21:00', '2026-11-25T21:30', '2026-11-25T22:00'];
    const results = await Promise.all(
      customers.slice(0, 50).map((c, i) => book(c, `${times[i % times.length]}:00-03:00`, 1 + (i % 6))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await peakOccupancy()).toBeLessThanOrEqual(CAPACITY);
  });
});
