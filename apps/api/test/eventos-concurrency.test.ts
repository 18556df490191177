import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_SIN_ENTRADAS } from '@vidriera/domain/eventos';
import { eventoFechas, users, ventasTickets } from '../src/db/schema.ts';
import { compraBody, comprar, getComercioId, insertEvento } from './helpers/eventos.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The capacity guarantee (ARCHITECTURE: consistency rules): however many buyers race for the last places of an
 * event date, it is never oversold. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the
 * date row's FOR UPDATE lock does the work.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST eventos/comprar under contention', () => {
  it('100 concurrent buyers for the last 10 places: exactly 10 sales, the rest 409', async () => {
    const serrana = await getComercioId(t.db, 'cerveceria-la-serrana');
    const evento = await insertEvento(t.db, serrana, '2026-12-12T22:00:00-03:00', { importe: 500_000 }, 40);
    // 30 places already sold: 10 left.
    await t.db.update(eventoFechas).set({ vendidos: 30 }).where(eq(eventoFechas.id, evento.eventoFechaId));

    const buyers = await t.db
      .insert(users)
      .values(
        Array.from({ length: 100 }, (_, i) => {
          const telefono = `24955${String(i).padStart(5, '0')}`;
          return { userName: telefono, telefono, nombreApellido: `Comprador Número${i}` };
        }),
      )
      .returning();
    const tokens = await Promise.all(buyers.map(async (u) => (await t.app.issueToken(u)).token));

    const answers = await Promise.all(tokens.map((token) => comprar(t.app, token, compraBody(evento, 1, 3))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(MSG_SIN_ENTRADAS);

    const [fecha] = await t.db.select().from(eventoFechas).where(eq(eventoFechas.id, evento.eventoFechaId));
    expect(fecha).toMatchObject({ capacidad: 40, vendidos: 40 });
    const [sold] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        cantidad: sql<number>`coalesce(sum(${ventasTickets.cantidad}), 0)::int`,
      })
      .from(ventasTickets)
      .where(eq(ventasTickets.eventoFechaId, evento.eventoFechaId));
    expect(sold).toEqual({ n: 10, cantidad: 10 });
  });
});
