import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPointInPolygon, MSG_FUERA_DE_ZONA, type ZonasComercio } from '@vidriera/domain/zonas';
import { comercios, zonasEnvio } from '../src/db/schema.ts';
import { computeDeliveryCost, requireDeliveryCost } from '../src/modules/zonas/service.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Delivery zones on the demo data: Burger Club draws 'Centro' ($ 1.200) inside 'Barrios cercanos' ($ 2.500)
 * around its door; La Farola draws two rings too; the other businesses draw none.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const id: Record<string, number> = {};

/** Burger Club's door, a point ~1.8 km east of it (outer ring only) and one far out in the hills. */
const DOOR = { lat: -37.3252, lng: -59.1318 };
const BARRIO = { lat: -37.3252, lng: -59.1115 };
const SIERRAS = { lat: -37.36, lng: -59.2 };

const get = (url: string, host = 'tandil.localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.select().from(comercios)) id[row.carpeta] = row.id;
});
afterAll(() => t.close());

describe('GET zonas/{carpeta}', () => {
  it("answers the business's zones with their polygons and prices in pesos", async () => {
    const res = await get('/api/zonas/burger-club');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ZonasComercio;
    expect(body).toMatchObject({
      configRestoId: id['burger-club'],
      carpeta: 'burger-club',
      nombreComercio: 'Burger Club Tandil',
      lat: DOOR.lat,
      lng: DOOR.lng,
    });
    expect(body.zonas.map((z) => [z.nombre, z.precio])).toEqual([
      ['Centro', 1200],
      ['Barrios cercanos', 2500],
    ]);
    for (const zona of body.zonas) {
      expect(zona.poligono.length).toBeGreaterThanOrEqual(3);
      expect(isPointInPolygon([DOOR.lat, DOOR.lng], zona.poligono)).toBe(true);
    }
  });

  it('answers an empty list for a business without zones', async () => {
    const res = await get('/api/zonas/cafe-de-la-plaza');
    expect(res.statusCode).toBe(200);
    expect(res.json().zonas).toEqual([]);
  });

  it("404s a business the Host's site does not show, 400s a malformed carpeta", async () => {
    expect((await get('/api/zonas/no-existe')).statusCode).toBe(404);
    // La Farola has its own site; the centro portal does not list it.
    const other = await get('/api/zonas/la-farola', 'centro.localhost');
    expect(other.statusCode).toBe(404);
    const bad = await get('/api/zonas/a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, message: 'La carpeta del comercio no es válida' });
  });

  it('GET zonas lists the businesses of the site that draw zones', async () => {
    const res = await get('/api/zonas');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ZonasComercio[]).map((c) => c.carpeta).sort()).toEqual(['burger-club', 'la-farola']);
  });
});

describe('computeDeliveryCost', () => {
  it('prices a point by the cheapest zone holding it', async () => {
    const centro = await computeDeliveryCost(t.db, id['burger-club']!, DOOR);
    expect(centro).toMatchObject({ kind: 'zona', precio: 120_000, zona: { nombre: 'Centro' } });
    const barrio = await computeDeliveryCost(t.db, id['burger-club']!, BARRIO);
    expect(barrio).toMatchObject({ kind: 'zona', precio: 250_000, zona: { nombre: 'Barrios cercanos' } });
    expect(await requireDeliveryCost(t.db, id['burger-club']!, BARRIO)).toEqual({
      costoEnvio: 250_000,
      zona: { id: expect.any(Number), nombre: 'Barrios cercanos' },
      nota: null,
    });
  });

  it('refuses delivery to a point outside every zone when the business draws zones', async () => {
    expect(await computeDeliveryCost(t.db, id['burger-club']!, SIERRAS)).toEqual({ kind: 'fuera-de-zona' });
    await expect(requireDeliveryCost(t.db, id['burger-club']!, SIERRAS)).rejects.toMatchObject({
      statusCode: 400,
      message: MSG_FUERA_DE_ZONA,
    });
  });

  it('leaves the cost to be agreed (its note) when no point was marked', async () => {
    const burger = id['burger-club']!;
    const nota = (await t.db.select().from(comercios).where(eq(comercios.id, burger)))[0]?.costoEnvioText || null;
    expect(await computeDeliveryCost(t.db, burger, null)).toEqual({ kind: 'sin-ubicacion', nota });
    expect(await requireDeliveryCost(t.db, burger, null)).toEqual({ costoEnvio: 0, zona: null, nota });
  });

  it("falls back to the business's costoEnvioText note when it draws no zones", async () => {
    const cafe = id['cafe-de-la-plaza']!;
    await t.db.update(comercios).set({ costoEnvioText: 'Envío sin cargo en el centro' }).where(eq(comercios.id, cafe));
    expect(await computeDeliveryCost(t.db, cafe, SIERRAS)).toEqual({
      kind: 'nota',
      nota: 'Envío sin cargo en el centro',
    });
    expect(await requireDeliveryCost(t.db, cafe, null)).toEqual({
      costoEnvio: 0,
      zona: null,
      nota: 'Envío sin cargo en el centro',
    });
  });

  it('follows the zones the business draws now', async () => {
    const cafe = id['cafe-de-la-plaza']!;
    const [zona] = await t.db
      .insert(zonasEnvio)
      .values({
        comercioId: cafe,
        nombre: 'Plaza',
        poligono: [
          [-37.32, -59.14],
          [-37.32, -59.13],
          [-37.33, -59.13],
          [-37.33, -59.14],
        ],
        precio: 90_000,
      })
      .returning();
    expect(await computeDeliveryCost(t.db, cafe, { lat: -37.325, lng: -59.135 })).toMatchObject({
      kind: 'zona',
      precio: 90_000,
    });
    expect(await computeDeliveryCost(t.db, cafe, SIERRAS)).toEqual({ kind: 'fuera-de-zona' });
    await t.db.delete(zonasEnvio).where(eq(zonasEnvio.id, zona!.id));
  });
});
