import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carta } from '@vidriera/domain/carta';
import { auditLog, comercios, pedidos } from '../src/db/schema.ts';
import { findPlato, getCarta, mover, pedirOk, TANDIL } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Ratings from customers (decision 033): who may rate, once, within 7 days of the order being ready, the
 * refusals, the business's figures recomputed from every rating, the back office's list and the admin's hide.
 * Clock: Saturday 2026-11-21 21:00 in Buenos Aires; La Farola's seeded ratings give 4.8 / 4.3 / 4.6.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: string;
let beto: string;
let mozo: string;
let serrana: string;
let admin: string;
let farola: Carta;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await registerCustomer(t.app, '2494555001', 'Ana Califica')).token;
  beto = (await registerCustomer(t.app, '2494555002', 'Beto Otro')).token;
  mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  serrana = (await login(t.app, 'serrana', 'serrana1234')).token;
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  farola = await getCarta(t.app, 'la-farola');
});
afterAll(() => t.close());

const pedido = (token: string, delivery = true) =>
  pedirOk(t.app, token, {
    configRestoId: farola.configRestoId,
    pedidosIts: [{ platoId: findPlato(farola, 'Provoleta a la parrilla').platoId, cantidad: 1 }],
    formaPagoId: 0,
    delivery,
    domicilio: delivery ? 'Av. España 555' : null,
  });

/** An order made ready (estado 2) now. */
async function pedidoListo(token = ana, delivery = true): Promise<number> {
  const id = await pedido(token, delivery);
  expect((await mover(t.app, mozo, farola.configRestoId, id, 'aceptar', { demora: 30 })).statusCode).toBe(200);
  expect((await mover(t.app, mozo, farola.configRestoId, id, 'listo')).statusCode).toBe(200);
  return id;
}

const calificar = (token: string | null, id: number | string, body: unknown, host = TANDIL) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${id}/calificacion`,
    headers: { host, ...(token ? bearer(token) : {}) },
    payload: body as object,
  });
const leer = (token: string | null, id: number, host = TANDIL) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pedidos/${id}/calificacion`,
    headers: { host, ...(token ? bearer(token) : {}) },
  });
const listado = (token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/merchant/calificaciones/${farola.configRestoId}${query}`,
    headers: token ? bearer(token) : {},
  });
const ocultar = (token: string | null, id: number | string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/calificaciones/${id}/comentario`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

async function figuras() {
  const [row] = await t.db
    .select({
      califCalidad: comercios.califCalidad,
      califEnvios: comercios.califEnvios,
      califProm: comercios.califProm,
    })
    .from(comercios)
    .where(eq(comercios.id, farola.configRestoId));
  return row;
}

const listingStars = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/comercios/getListado/tandil.localhost' });
  const list = res.json() as Array<{ carpeta: string; califProm: number }>;
  return list.find((c) => c.carpeta === 'la-farola')?.califProm;
};

describe('seeded ratings', () => {
  it("give La Farola's stars through the formula: 15 orders, 10 of them deliveries", async () => {
    expect(await figuras()).toEqual({ califCalidad: 4.8, califEnvios: 4.3, califProm: 4.6 });
    expect(farola.configResto).toMatchObject({ califProm: 4.6, califCalidad: 4.8, califEnvios: 4.3 });
    const res = await listado(mozo);
    expect(res.json()).toMatchObject({ cantidad: 15, califProm: 4.6 });
  });
});

describe('POST pedidos/{id}/calificacion', () => {
  it('lets the customer rate a ready order once; the figures and the cached listing change at once', async () => {
    expect(await listingStars()).toBe(4.6);
    const id = await pedidoListo();
    const before = await leer(ana, id);
    expect(before.json()).toMatchObject({
      pedidoId: id,
      delivery: true,
      calificable: true,
      calificableHasta: '2026-11-28T21:00:00-03:00',
      calificacion: null,
    });
    const res = await calificar(ana, id, { puntajeCalidad: 1, puntajeEnvio: 1, comentario: '  Llegó frío  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      calificable: false,
      calificacion: {
        pedidoId: id,
        puntajeCalidad: 1,
        puntajeEnvio: 1,
        comentario: 'Llegó frío',
        comentarioOculto: false,
      },
    });
    // (5·4 + 75 + 1) / 21 = 4.57; (5·4 + 44 + 1) / 16 = 4.06; (5·4 + 119 + 2) / 37 = 4.3.
    expect(await figuras()).toEqual({ califCalidad: 4.6, califEnvios: 4.1, califProm: 4.4 });
    expect(await listingStars()).toBe(4.4);
    expect((await leer(ana, id)).json()).toMatchObject({ calificable: false, calificacion: { puntajeCalidad: 1 } });

    const second = await calificar(ana, id, { puntajeCalidad: 5, puntajeEnvio: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Este pedido ya fue calificado.');
    expect(await figuras()).toEqual({ califCalidad: 4.6, califEnvios: 4.1, califProm: 4.4 });
  });

  it('refuses two ratings of the same order sent at once: one 200, one 409, one row', async () => {
    const id = await pedidoListo();
    const before = (await listado(mozo)).json().cantidad as number;
    const answers = await Promise.all([
      calificar(ana, id, { puntajeCalidad: 5, puntajeEnvio: 5 }),
      calificar(ana, id, { puntajeCalidad: 4, puntajeEnvio: 4 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await listado(mozo)).json().cantidad).toBe(before + 1);
  });

  it('takes no delivery score for a pickup order and requires one for a delivery (400)', async () => {
    const retiro = await pedidoListo(ana, false);
    const withEnvio = await calificar(ana, retiro, { puntajeCalidad: 5, puntajeEnvio: 4 });
    expect(withEnvio.statusCode).toBe(400);
    expect(withEnvio.json().message).toBe('Un pedido para retirar no tiene envío para calificar.');
    const delivery = await pedidoListo();
    const sinEnvio = await calificar(ana, delivery, { puntajeCalidad: 5 });
    expect(sinEnvio.statusCode).toBe(400);
    expect(sinEnvio.json().message).toBe('Calificá el envío de tu pedido (de 1 a 5 estrellas).');
    const ok = await calificar(ana, retiro, { puntajeCalidad: 4, puntajeEnvio: null });
    expect(ok.json()).toMatchObject({ delivery: false, calificacion: { puntajeCalidad: 4, puntajeEnvio: null } });
  });

  it.each([
    [{}, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 0, puntajeEnvio: 3 }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 5, puntajeEnvio: 6 }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 'cinco' }, 'La calificación va de 1 a 5 estrellas.'],
    [
      { puntajeCalidad: 5, puntajeEnvio: 5, comentario: 'x'.repeat(281) },
      'El comentario puede tener hasta 280 caracteres.',
    ],
  ])('answers a 400 in Spanish for %j', async (body, message) => {
    const id = await pedidoListo();
    const res = await calificar(ana, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('asks for a session (401) and refuses a bad id (400)', async () => {
    const res = await calificar(null, 1, { puntajeCalidad: 5 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Necesitás iniciar sesión para continuar.');
    expect((await calificar(ana, 'abc', { puntajeCalidad: 5 })).statusCode).toBe(400);
    expect((await leer(null, 1)).statusCode).toBe(401);
  });

  it("answers 404 for another customer's order and for a site that does not show the business", async () => {
    const id = await pedidoListo();
    const other = await calificar(beto, id, { puntajeCalidad: 1, puntajeEnvio: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No se encontró el pedido');
    expect((await leer(beto, id)).statusCode).toBe(404);
    const otherSite = await calificar(ana, id, { puntajeCalidad: 1, puntajeEnvio: 1 }, 'centro.localhost');
    expect(otherSite.statusCode).toBe(404);
    expect((await leer(ana, id)).json().calificacion).toBeNull();
  });

  it('refuses an order that was never ready, or cancelled (409)', async () => {
    const nuevo = await pedido(ana);
    const res = await calificar(ana, nuevo, { puntajeCalidad: 5, puntajeEnvio: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo podés calificar un pedido que ya está listo o entregado.');
    expect((await mover(t.app, mozo, farola.configRestoId, nuevo, 'aceptar', { demora: 30 })).statusCode).toBe(200);
    expect((await calificar(ana, nuevo, { puntajeCalidad: 5, puntajeEnvio: 5 })).statusCode).toBe(409);
    expect(
      (await mover(t.app, mozo, farola.configRestoId, nuevo, 'cancelar', { motivo: 'Sin stock' })).statusCode,
    ).toBe(200);
    expect((await calificar(ana, nuevo, { puntajeCalidad: 5, puntajeEnvio: 5 })).statusCode).toBe(409);
    expect((await leer(ana, nuevo)).json()).toMatchObject({ calificable: false, calificableHasta: null });
  });

  it('closes the window exactly 7 days after the order was ready', async () => {
    // The order's ready time is moved back rather than the clock forward: the session would expire first.
    const week = 7 * 24 * 60 * 60 * 1000;
    const readyAt = async (id: number, ms: number) =>
      t.db
        .update(pedidos)
        .set({ horaEntregado: new Date(ms) })
        .where(eq(pedidos.id, id));
    const id = await pedidoListo();
    const late = await pedidoListo();
    await readyAt(id, t.clock.now().getTime() - week + 1);
    await readyAt(late, t.clock.now().getTime() - week);
    expect((await calificar(ana, id, { puntajeCalidad: 5, puntajeEnvio: 5 })).statusCode).toBe(200);
    const res = await calificar(ana, late, { puntajeCalidad: 5, puntajeEnvio: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El plazo para calificar este pedido venció (7 días).');
    expect((await leer(ana, late)).json()).toMatchObject({
      calificable: false,
      calificableHasta: '2026-11-21T21:00:00-03:00',
    });
  });
});

describe('GET pedidos/calificar/{carpeta}', () => {
  it("lists the caller's orders at the business that wait for a rating, newest first", async () => {
    const carla = (await registerCustomer(t.app, '2494555003', 'Carla Vuelve')).token;
    const get = (token: string | null, carpeta = 'la-farola', host = TANDIL) =>
      t.app.inject({
        method: 'GET',
        url: `/api/pedidos/calificar/${carpeta}`,
        headers: { host, ...(token ? bearer(token) : {}) },
      });
    expect((await get(carla)).json()).toEqual([]);
    const first = await pedidoListo(carla);
    const second = await pedidoListo(carla, false);
    await pedido(carla);
    expect((await get(carla)).json()).toEqual([
      expect.objectContaining({ pedidoId: second, delivery: false }),
      expect.objectContaining({ pedidoId: first, delivery: true, calificableHasta: '2026-11-28T21:00:00-03:00' }),
    ]);
    await calificar(carla, second, { puntajeCalidad: 5 });
    expect((await get(carla)).json().map((p: { pedidoId: number }) => p.pedidoId)).toEqual([first]);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(carla, 'no-existe')).statusCode).toBe(404);
    expect((await get(carla, 'la-farola', 'centro.localhost')).statusCode).toBe(404);
  });
});

describe('GET merchant/calificaciones/{configRestoId}', () => {
  it('lists newest first, paged, to the business staff and platform admins only', async () => {
    expect((await listado(null)).statusCode).toBe(401);
    expect((await listado(ana)).statusCode).toBe(403);
    expect((await listado(serrana)).statusCode).toBe(403);
    expect((await listado(mozo, '?limit=0')).statusCode).toBe(400);
    expect((await listado(mozo, '?antesDe=x')).statusCode).toBe(400);
    const all = (await listado(mozo, '?limit=100')).json();
    const ids = all.calificaciones.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(all.cantidad);
    const page = (await listado(mozo, '?limit=2')).json();
    expect(page.calificaciones.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 2));
    const next = (await listado(mozo, `?limit=2&antesDe=${page.siguiente}`)).json();
    expect(next.calificaciones.map((c: { id: number }) => c.id)).toEqual(ids.slice(2, 4));
    expect(all.calificaciones.find((c: { comentario: string | null }) => c.comentario === 'Llegó frío')).toMatchObject({
      nombre: 'Ana Califica',
      puntajeCalidad: 1,
    });
    expect((await listado(admin)).statusCode).toBe(200);
  });
});

describe('PUT admin/calificaciones/{id}/comentario', () => {
  it('lets only a platform admin hide a comment (audited); the business sees it hidden, the scores still count', async () => {
    const id = await pedidoListo();
    const rated = (await calificar(ana, id, { puntajeCalidad: 2, puntajeEnvio: 3, comentario: 'Insulto' })).json();
    const calificacionId = rated.calificacion.id as number;
    const figures = await figuras();
    expect((await ocultar(null, calificacionId, { oculto: true })).statusCode).toBe(401);
    expect((await ocultar(mozo, calificacionId, { oculto: true })).statusCode).toBe(403);
    expect((await ocultar(ana, calificacionId, { oculto: true })).statusCode).toBe(403);
    expect((await ocultar(admin, calificacionId, {})).statusCode).toBe(400);
    expect((await ocultar(admin, 'x', { oculto: true })).statusCode).toBe(400);
    const missing = await ocultar(admin, 999999, { oculto: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró la calificación.');

    const hidden = await ocultar(admin, calificacionId, { oculto: true });
    expect(hidden.json()).toMatchObject({ id: calificacionId, comentario: 'Insulto', comentarioOculto: true });
    const seen = (await listado(mozo, '?limit=100')).json();
    expect(seen.calificaciones.find((c: { id: number }) => c.id === calificacionId)).toMatchObject({
      comentario: null,
      comentarioOculto: true,
      puntajeCalidad: 2,
    });
    expect(await figuras()).toEqual(figures);
    // The customer still reads what they wrote.
    expect((await leer(ana, id)).json().calificacion).toMatchObject({ comentario: 'Insulto', comentarioOculto: true });

    await ocultar(admin, calificacionId, { oculto: true });
    expect((await ocultar(admin, calificacionId, { oculto: false })).json().comentarioOculto).toBe(false);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'calificacion'), eq(auditLog.entityId, String(calificacionId))));
    expect(audit.map((a) => [a.action, a.userName, a.comercioId])).toEqual([
      ['calificacion.ocultar', 'admin', farola.configRestoId],
      ['calificacion.mostrar', 'admin', farola.configRestoId],
    ]);
  });
});

describe('a group of businesses', () => {
  /** A branch's figures and its group's, as the listing's cards show them. */
  const stars = async () => {
    const card = async (path: string, carpeta: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/comercios/getListado/tandil.localhost${path}` });
      const list = res.json() as Array<{ carpeta: string; califProm: number }>;
      return list.find((c) => c.carpeta === carpeta)?.califProm;
    };
    // The portal's listing shows the group's card; the group's own listing, its branches'.
    return { grupo: await card('', 'heladerias-cumbre'), lago: await card('/heladerias-cumbre', 'cumbre-lago') };
  };

  it("rolls its branches' ratings up into the group's card, recomputed on each rating of a branch", async () => {
    // Seeded: the three branches' 54 quality scores (all 5) and 35 delivery scores (164), the group none of its own:
    // (5·4 + 270 + 164) / 94 = 4.83. Cumbre - Lago alone: (5·4 + 75 + 47) / 30 = 4.73.
    expect(await stars()).toEqual({ grupo: 4.8, lago: 4.7 });
    const carla = (await registerCustomer(t.app, '2494555009', 'Carla Helado')).token;
    const lago = await getCarta(t.app, 'cumbre-lago');
    const cucurucho = lago.grupos
      .flatMap((g) => g.platos)
      .find((p) => p.platoProductoOpcs.every((o) => o.min === 0))?.platoId;
    expect(cucurucho).toBeDefined();
    for (let i = 0; i < 3; i++) {
      const id = await pedirOk(t.app, carla, {
        configRestoId: lago.configRestoId,
        pedidosIts: [{ platoId: cucurucho, cantidad: 1 }],
        formaPagoId: 0,
        delivery: false,
        domicilio: null,
      });
      expect((await mover(t.app, admin, lago.configRestoId, id, 'aceptar', { demora: 20 })).statusCode).toBe(200);
      expect((await mover(t.app, admin, lago.configRestoId, id, 'listo')).statusCode).toBe(200);
      expect((await calificar(carla, id, { puntajeCalidad: 1 })).statusCode).toBe(200);
    }
    // Lago: (5·4 + 78 + 47) / 33 = 4.39. The group: (5·4 + 273 + 164) / 97 = 4.71.
    expect(await stars()).toEqual({ grupo: 4.7, lago: 4.4 });
  });
});
