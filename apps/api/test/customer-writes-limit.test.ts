import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carta } from '@vidriera/domain/carta';
import { auditLog, pedidos } from '../src/db/schema.ts';
import { findComercioId } from './helpers/draws.ts';
import { findPlato, getCarta, pedir } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// The writes a customer can repeat (pedir, reservar, comprar, participar) and a merchant's uploads are limited per
// user and per kind: CUSTOMER_WRITES_PER_USER in 15 minutes (3 here, 100 by default). A script cannot flood a
// merchant's queue or the disk.

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

    expectTooMany(await pedir(t.app, flooder.token, order()));
    expect(await ordersOf(flooder.id)).toBe(3);
    // Another customer is not affected.
    expect((await pedir(t.app, other.token, order())).statusCode).toBe(200);

    t.clock.advance(15 * 60 * 1000);
    expect((await pedir(t.app, flooder.token, order())).statusCode).toBe(200);
    expect(await ordersOf(flooder.id)).toBe(4);
    t.clock.set(start);
  });
});

/** Everything under a folder of DATA_DIR, as relative paths. */
function filesUnder(folder: string): string[] {
  const root = join(t.app.deps.config.DATA_DIR, folder);
  return existsSync(root) ? (readdirSync(root, { recursive: true }) as string[]).sort() : [];
}

async function auditCount(comercioId: number, action: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.comercioId, comercioId), eq(auditLog.action, action)));
  return row?.n ?? 0;
}

function expectTooMany(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe('900');
  expect(res.json()).toEqual({
    status: 429,
    error: 'Too Many Requests',
    message: 'Demasiados intentos. Probá de nuevo en 15 minutos.',
  });
}

describe('uploads per merchant', () => {
  it('refuses the picture over the limit with 429 and stores nothing', async () => {
    const laFarola = await findComercioId(t.db, 'la-farola');
    const owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
    const picture = (shade: number) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 90, b: 40 } } })
        .jpeg()
        .toBuffer();
    const upload = async (shade: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/merchant/imagenes/${laFarola}?tipo=plato`,
        headers: { ...owner, 'content-type': 'image/jpeg' },
        payload: await picture(shade),
      });
    for (const shade of [10, 20, 30]) expect((await upload(shade)).statusCode).toBe(201);
    const files = filesUnder('img/la-farola');
    const audited = await auditCount(laFarola, 'imagen.subir');

    expectTooMany(await upload(40));
    expect(filesUnder('img/la-farola')).toEqual(files);
    expect(await auditCount(laFarola, 'imagen.subir')).toBe(audited);
  });

  it('refuses the course video over the limit with 429 and stores nothing', async () => {
    const plaza = await findComercioId(t.db, 'cafe-de-la-plaza');
    const owner = bearer((await login(t.app, 'plaza', 'plaza1234')).token);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/cursos/${plaza}`,
      headers: owner,
      payload: { titulo: 'Clase grabada', url: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    const videoId = (created.json() as { id: number }).id;
    const mp4 = (fill: number) => {
      const data = Buffer.alloc(2048, fill);
      Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]).copy(data);
      return data;
    };
    const upload = (fill: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/merchant/cursos/${plaza}/${videoId}/archivo`,
        headers: { ...owner, 'content-type': 'video/mp4' },
        payload: mp4(fill),
      });
    for (const fill of [1, 2, 3]) expect((await upload(fill)).statusCode).toBe(200);
    const files = filesUnder('videos/cafe-de-la-plaza');

    expectTooMany(await upload(4));
    expect(filesUnder('videos/cafe-de-la-plaza')).toEqual(files);
  });
});
