import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carta } from '@vidriera/domain/carta';
import type { Pedido, PedidosCola, ResumenPedidos } from '@vidriera/domain/pedidos';
import { auditLog, pedidos } from '../src/db/schema.ts';
import { elegir, findPlato, getCarta, getPedido, mover, pedirOk, TANDIL } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The back office's order board: ready and delivered steps, staff-entered orders, the live queue's groups, the
 * day's totals and the audit entries of every move. La Farola's waiter (demo user 'mozo', rol staff) works the
 * day-to-day; the Serrana owner runs another business. The process runs in Tokyo's zone on purpose: every day
 * must be the merchant's (Buenos Aires), never the machine's.
 */

const originalTz = process.env.TZ;
process.env.TZ = 'Asia/Tokyo';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: string;
let mozo: string;
let mozoId: number;
let serranaStaff: string;
let admin: string;
let farola: Carta;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await registerCustomer(t.app, '2494555001', 'Ana Mostrador')).token;
  const mozoLogin = await login(t.app, 'mozo', 'mozo1234');
  mozo = mozoLogin.token;
  mozoId = mozoLogin.id;
  serranaStaff = (await login(t.app, 'serrana', 'serrana1234')).token;
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  farola = await getCarta(t.app, 'la-farola');
});
afterAll(async () => {
  await t.close();
  process.env.TZ = originalTz;
});

const base = () => `/api/merchant/pedidos/${farola.configRestoId}`;
const plato = (titulo: string) => findPlato(farola, titulo).platoId;

const call = (token: string | null, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${base()}${path}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const nuevo = (body: Record<string, unknown>, token: string | null = mozo) => call(token, 'POST', '/nuevo', body);

async function nuevoOk(body: Record<string, unknown>): Promise<number> {
  const res = await nuevo(body);
  if (res.statusCode !== 200) throw new Error(`nuevo: ${res.statusCode} ${res.body}`);
  return res.json().pedidoId;
}

const empanadas = (cantidad = 2) => ({
  nombre: 'Carlos del teléfono',
  entrega: 'retiro',
  pedidosIts: [{ platoId: plato('Empanada de carne frita'), cantidad }],
  formaPagoId: 0,
});

const clientePedido = () =>
  pedirOk(t.app, ana, {
    configRestoId: farola.configRestoId,
    pedidosIts: [{ platoId: plato('Provoleta a la parrilla'), cantidad: 1 }],
    formaPagoId: 0,
    delivery: false,
  });

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'pedido'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

const countPedidos = async () => (await t.db.select({ n: count() }).from(pedidos))[0]?.n ?? 0;

describe('access to the new calls', () => {
  it('refuses anonymous callers (401), customers and other businesses staff (403); lets the admin in', async () => {
    const id = await clientePedido();
    const calls: Array<[string, 'GET' | 'POST', object?]> = [
      ['/cola', 'GET'],
      ['/resumen', 'GET'],
      ['/carta', 'GET'],
      ['/nuevo', 'POST', empanadas()],
      [`/${id}/listo`, 'POST'],
    ];
    const before = await countPedidos();
    for (const [path, method, body] of calls) {
      expect((await call(null, method, path, body)).statusCode, path).toBe(401);
      const customer = await call(ana, method, path, body);
      expect(customer.statusCode, path).toBe(403);
      expect(customer.json().message).toBe('No tenés permiso para administrar este comercio.');
      expect((await call(serranaStaff, method, path, body)).statusCode, path).toBe(403);
    }
    expect(await countPedidos()).toBe(before);
    expect((await call(admin, 'GET', '/cola')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/resumen')).statusCode).toBe(200);
    expect((await getPedido(t.app, ana, id)).estadoId).toBe(0);
  });

  it("does not reach another business's order through one's own business (404)", async () => {
    const id = await clientePedido();
    await mover(t.app, mozo, farola.configRestoId, id, 'aceptar', { demora: 15 });
    const serrana = await getCarta(t.app, 'cerveceria-la-serrana');
    const res = await mover(t.app, serranaStaff, serrana.configRestoId, id, 'listo');
    expect(res.statusCode).toBe(404);
    expect((await getPedido(t.app, ana, id)).estadoId).toBe(1);
  });
});

describe('ready, delivered and the audit of every move', () => {
  it('accepts, marks ready then delivered, each step audited with who, before and after', async () => {
    const id = await clientePedido();
    expect((await mover(t.app, mozo, farola.configRestoId, id, 'aceptar', { demora: 30 })).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    const listo = await mover(t.app, mozo, farola.configRestoId, id, 'listo');
    expect(listo.json()).toMatchObject({
      estadoId: 2,
      horaEntregado: '2026-11-21T21:20:00-03:00',
      horaCompletado: null,
    });
    const again = await mover(t.app, mozo, farola.configRestoId, id, 'listo');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El pedido ya está listo');
    t.clock.advance(5 * 60_000);
    const entregado = await mover(t.app, mozo, farola.configRestoId, id, 'entregado');
    expect(entregado.json()).toMatchObject({
      estadoId: 2,
      horaEntregado: '2026-11-21T21:20:00-03:00',
      horaCompletado: '2026-11-21T21:25:00-03:00',
    });
    const twice = await mover(t.app, mozo, farola.configRestoId, id, 'entregado');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El pedido ya fue entregado');
    expect((await mover(t.app, mozo, farola.configRestoId, id, 'cancelar', { motivo: 'x' })).statusCode).toBe(409);
    // The customer sees the spec's estado 2 and its ready time.
    expect(await getPedido(t.app, ana, id)).toMatchObject({ estadoId: 2, horaEntregado: '2026-11-21T21:20:00-03:00' });

    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual(['pedido.aceptar', 'pedido.listo', 'pedido.entregado']);
    expect(rows.every((r) => r.userId === mozoId && r.userName === 'mozo')).toBe(true);
    expect(rows.every((r) => r.comercioId === farola.configRestoId)).toBe(true);
    expect(rows[0]).toMatchObject({
      before: { estadoId: 0, horaEstimada: null },
      after: { estadoId: 1, estado: 'En Preparación', horaEstimada: '2026-11-21T21:30:00-03:00' },
    });
    expect(rows[2]).toMatchObject({
      before: { estadoId: 2, horaCompletado: null },
      after: { estadoId: 2, horaCompletado: '2026-11-21T21:25:00-03:00' },
      createdAt: new Date('2026-11-21T21:25:00-03:00'),
    });
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it('delivers straight from preparation, and audits rejections and cancellations with their reason', async () => {
    const direct = await clientePedido();
    await mover(t.app, mozo, farola.configRestoId, direct, 'aceptar', { demora: 15 });
    const res = await mover(t.app, mozo, farola.configRestoId, direct, 'entregado');
    expect(res.json()).toMatchObject({
      estadoId: 2,
      horaEntregado: '2026-11-21T21:00:00-03:00',
      horaCompletado: '2026-11-21T21:00:00-03:00',
    });

    const rejected = await clientePedido();
    await mover(t.app, mozo, farola.configRestoId, rejected, 'rechazar', { motivo: 'Nos quedamos sin provoleta' });
    const [rechazo] = await auditOf(rejected);
    expect(rechazo).toMatchObject({
      action: 'pedido.rechazar',
      before: { estadoId: 0, observacion: null },
      after: { estadoId: 4, observacion: 'Nos quedamos sin provoleta' },
    });
    expect((await getPedido(t.app, ana, rejected)).observacion).toBe('Nos quedamos sin provoleta');

    const cancelled = await clientePedido();
    await mover(t.app, mozo, farola.configRestoId, cancelled, 'cancelar', { motivo: 'Cerramos por lluvia' });
    const [cancelacion] = await auditOf(cancelled);
    expect(cancelacion).toMatchObject({
      action: 'pedido.cancelar',
      after: { estadoId: 3, observacion: 'Cancelado: Cerramos por lluvia]' },
    });
  });

  it('writes no audit entry for a refused move or a bad body', async () => {
    const id = await clientePedido();
    expect((await mover(t.app, mozo, farola.configRestoId, id, 'listo')).statusCode).toBe(409);
    const noReason = await mover(t.app, mozo, farola.configRestoId, id, 'cancelar', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Indicá el motivo');
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets only one of two simultaneous deliveries win, with one audit entry', async () => {
    const id = await clientePedido();
    await mover(t.app, mozo, farola.configRestoId, id, 'aceptar', { demora: 15 });
    const [a, b] = await Promise.all([
      mover(t.app, mozo, farola.configRestoId, id, 'entregado'),
      mover(t.app, mozo, farola.configRestoId, id, 'entregado'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await auditOf(id)).filter((r) => r.action === 'pedido.entregado')).toHaveLength(1);
  });
});

describe('staff-entered orders', () => {
  it('prices the order on the server from the menu and puts it in the queue with its table', async () => {
    const vacio = findPlato(farola, 'Vacío');
    const id = await nuevoOk({
      nombre: '  Mesa del fondo ',
      telefono: '249 15 412-3456',
      entrega: 'mesa',
      mesa: 12,
      pedidosIts: [
        {
          platoId: vacio.platoId,
          cantidad: 2,
          precio: 1,
          opciones: [elegir(vacio, 'Punto de cocción', 'Jugoso'), elegir(vacio, 'Guarnición', 'Papas a la provenzal')],
        },
      ],
      formaPagoId: 1,
      observacion: 'Sin sal',
      total: 5,
    });
    const pedido: Pedido = (await call(mozo, 'GET', `/${id}`)).json();
    expect(pedido).toMatchObject({
      estadoId: 0,
      total: 2 * (24800 + 1200),
      mesa: 12,
      enLocal: true,
      delivery: false,
      domicilio: null,
      nombre: 'Mesa del fondo',
      telefono: '2494123456',
      formaPagoId: 1,
      observacion: 'Sin sal',
      cargadoPorComercio: true,
      usuarioId: mozoId,
      fechaHora: '2026-11-21T21:00:00-03:00',
    });
    expect(pedido.pedidosIts[0]).toMatchObject({
      plato: 'Vacío',
      cantidad: 2,
      precio: 26000,
      opcionesTexto: 'Punto de cocción: Jugoso · Guarnición: Papas a la provenzal',
    });
    const cola: PedidosCola = (await call(mozo, 'GET', '/cola')).json();
    expect(cola.nuevos.find((p) => p.pedidoId === id)).toMatchObject({ mesa: 12, cargadoPorComercio: true });

    const [creado] = await auditOf(id);
    expect(creado).toMatchObject({
      action: 'pedido.crear',
      userId: mozoId,
      before: null,
      after: { estadoId: 0, entrega: 'mesa', mesa: 12, total: 52000, nombre: 'Mesa del fondo' },
    });
    // Not the waiter's own order: it never shows in his Mis Pedidos.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/pedidos/todos',
      headers: { host: TANDIL, ...bearer(mozo) },
    });
    expect(mine.json().map((p: Pedido) => p.pedidoId)).not.toContain(id);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${id}`,
      headers: { host: TANDIL, ...bearer(mozo) },
    });
    expect(own.statusCode).toBe(404);
  });

  it("gives the staff the business's menu to enter orders from, whatever site they are on", async () => {
    const res = await call(mozo, 'GET', '/carta');
    expect(res.statusCode).toBe(200);
    const carta: Carta = res.json();
    expect(carta.configRestoId).toBe(farola.configRestoId);
    expect(findPlato(carta, 'Vacío').platoProductoOpcs.map((s) => s.productoOpc.descripcion)).toEqual([
      'Punto de cocción',
      'Guarnición',
    ]);
    expect((await call(mozo, 'GET', '/carta?enLocal=1')).json().enLocal).toBe(true);
    const bad = await call(mozo, 'GET', '/carta?enLocal=quizas');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La opción de consumo en el local debe ser 0 o 1');
  });

  it('takes pickup and delivery orders, cash with change, even while the business is closed', async () => {
    t.clock.set('2026-11-23T10:00:00-03:00'); // Monday: La Farola is closed and refuses customers' orders.
    const closed = await pedir(ana);
    expect(closed.statusCode).toBe(400);
    const retiro = await nuevoOk({ ...empanadas(2), pagaCon: 5000 });
    expect((await call(mozo, 'GET', `/${retiro}`)).json()).toMatchObject({
      total: 4800,
      pagaCon: 5000,
      delivery: false,
      mesa: null,
      telefono: '',
    });
    const envio = await nuevoOk({
      ...empanadas(1),
      entrega: 'delivery',
      domicilio: 'Pinto 1020',
      mesa: 7,
    });
    expect((await call(mozo, 'GET', `/${envio}`)).json()).toMatchObject({
      delivery: true,
      domicilio: 'Pinto 1020',
      mesa: null,
      enLocal: false,
    });
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it('answers 400 with the Spanish message for every bad order, and writes nothing', async () => {
    const before = await countPedidos();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...empanadas(), nombre: '  ' }, 'Indicá el nombre del cliente'],
      [{ ...empanadas(), entrega: 'mesa' }, 'Indicá el número de mesa'],
      [{ ...empanadas(), entrega: 'avion' }, 'Elegí retiro en el local, envío a domicilio o mesa'],
      [{ ...empanadas(), entrega: 'delivery' }, 'Completá el domicilio de entrega'],
      [{ ...empanadas(), formaPagoId: 3 }, 'El pago online no está disponible para pedidos cargados por el comercio'],
      [{ ...empanadas(), formaPagoId: 2 }, 'El comercio no acepta esa forma de pago'],
      [{ ...empanadas(), telefono: '12' }, 'El numero telefónico ingresado parece tener un error o no está completo'],
      [{ ...empanadas(), pedidosIts: [] }, 'El pedido no tiene platos'],
      [{ ...empanadas(), pagaCon: 1000 }, 'El importe con el que abonás en menor al total del pedido'],
      [{ ...empanadas(), pagaCon: 10000 }, 'El importe con el que abona es muy grande'],
      [
        { ...empanadas(), pedidosIts: [{ platoId: plato('Vacío'), cantidad: 1 }] },
        'Vacío: Seleccione Punto de cocción',
      ],
      [
        { ...empanadas(), pedidosIts: [{ platoId: 99999, cantidad: 1 }] },
        'Uno de los platos del pedido ya no está disponible en la carta',
      ],
      [
        { ...empanadas(), pedidosIts: [{ platoId: plato('Morcilla'), cantidad: 0 }] },
        'La cantidad debe ser al menos 1',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await nuevo(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const serrana = await getCarta(t.app, 'cerveceria-la-serrana');
    const otherDish = serrana.grupos[0]?.platos[0]?.platoId;
    const foreign = await nuevo({ ...empanadas(), pedidosIts: [{ platoId: otherDish, cantidad: 1 }] });
    expect(foreign.json().message).toBe('Uno de los platos del pedido ya no está disponible en la carta');
    expect(await countPedidos()).toBe(before);
  });
});

async function pedir(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pedidos/pedir',
    headers: { host: TANDIL, ...bearer(token) },
    payload: {
      configRestoId: farola.configRestoId,
      pedidosIts: [{ platoId: plato('Morcilla'), cantidad: 1 }],
      formaPagoId: 0,
      delivery: false,
    },
  });
}

describe('the live queue', () => {
  it('groups orders: new, in preparation, ready (not handed over) and delivered today', async () => {
    t.clock.set('2026-11-24T20:30:00-03:00');
    const ayer = await nuevoOk(empanadas());
    await mover(t.app, mozo, farola.configRestoId, ayer, 'aceptar', { demora: 10 });
    await mover(t.app, mozo, farola.configRestoId, ayer, 'entregado');
    t.clock.set('2026-11-25T12:30:00-03:00');
    const [nuevoId, preparando, listo, entregado, rechazado] = [
      await nuevoOk(empanadas()),
      await nuevoOk(empanadas()),
      await nuevoOk(empanadas()),
      await nuevoOk(empanadas()),
      await nuevoOk(empanadas()),
    ];
    for (const id of [preparando, listo, entregado]) {
      await mover(t.app, mozo, farola.configRestoId, id, 'aceptar', { demora: 20 });
    }
    await mover(t.app, mozo, farola.configRestoId, listo, 'listo');
    await mover(t.app, mozo, farola.configRestoId, entregado, 'entregado');
    await mover(t.app, mozo, farola.configRestoId, rechazado, 'rechazar', { motivo: 'Sin stock' });
    const cola: PedidosCola = (await call(mozo, 'GET', '/cola')).json();
    const ids = (list: Pedido[]) => list.map((p) => p.pedidoId);
    expect(cola.fecha).toBe('2026-11-25');
    expect(ids(cola.nuevos)).toContain(nuevoId);
    expect(ids(cola.enPreparacion)).toContain(preparando);
    expect(ids(cola.listos)).toEqual([listo]);
    expect(ids(cola.entregadosHoy)).toEqual([entregado]);
    const everywhere = [...cola.nuevos, ...cola.enPreparacion, ...cola.listos, ...cola.entregadosHoy].map(
      (p) => p.pedidoId,
    );
    expect(everywhere).not.toContain(rechazado);
    expect(everywhere).not.toContain(ayer);
    // Ready orders never handed over leave the board after 24 hours.
    t.clock.set('2026-11-26T12:31:00-03:00');
    const later: PedidosCola = (await call(mozo, 'GET', '/cola')).json();
    expect(ids(later.listos)).toEqual([]);
    expect(ids(later.entregadosHoy)).toEqual([]);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });
});

describe("the day's totals", () => {
  // Sessions last a week and these days are further ahead: the waiter signs in again on them.
  beforeAll(async () => {
    t.clock.set('2026-11-29T12:00:00-03:00');
    mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  });
  afterAll(async () => {
    t.clock.set('2026-11-21T21:00:00-03:00');
    mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  });
  const resumen = async (fecha?: string) => {
    const res = await call(mozo, 'GET', fecha === undefined ? '/resumen' : `/resumen?fecha=${fecha}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ResumenPedidos;
  };

  it("counts the orders of the merchant's day exactly, across midnight, whatever the server's zone", async () => {
    // 2026-11-30 in Buenos Aires (-03:00) runs from 03:00 UTC to 03:00 UTC of Dec 1; in Tokyo it is yet another day.
    t.clock.set('2026-11-29T23:59:00-03:00');
    await nuevoOk(empanadas(1)); // the day before: 2400
    t.clock.set('2026-11-30T00:00:00-03:00');
    const cash = await nuevoOk({ ...empanadas(2), pagaCon: 5000 }); // 4800 cash, delivered
    const card = await nuevoOk({ ...empanadas(3), formaPagoId: 1 }); // 7200 card, in preparation
    const placed = await nuevoOk(empanadas(1)); // 2400 cash, placed
    const cancelled = await nuevoOk(empanadas(4)); // 9600 cash, cancelled
    const rejected = await nuevoOk({ ...empanadas(5), formaPagoId: 1 }); // 12000 card, rejected
    await mover(t.app, mozo, farola.configRestoId, cash, 'aceptar', { demora: 10 });
    await mover(t.app, mozo, farola.configRestoId, cash, 'entregado');
    await mover(t.app, mozo, farola.configRestoId, card, 'aceptar', { demora: 10 });
    await mover(t.app, mozo, farola.configRestoId, cancelled, 'cancelar', { motivo: 'Se arrepintió' });
    await mover(t.app, mozo, farola.configRestoId, rejected, 'rechazar', { motivo: 'Sin stock' });
    t.clock.set('2026-11-30T23:59:59-03:00');
    const late = await nuevoOk({ ...empanadas(1), formaPagoId: 1 }); // 2400 card, delivered
    await mover(t.app, mozo, farola.configRestoId, late, 'aceptar', { demora: 10 });
    await mover(t.app, mozo, farola.configRestoId, late, 'listo');
    t.clock.set('2026-12-01T00:00:00-03:00');
    await nuevoOk(empanadas(6)); // the next day: 14400
    expect(placed).toBeGreaterThan(0);

    const dia = await resumen('2026-11-30');
    expect(dia).toMatchObject({
      fecha: '2026-11-30',
      timeZone: 'America/Argentina/Buenos_Aires',
      desde: '2026-11-30T00:00:00-03:00',
      hasta: '2026-12-01T00:00:00-03:00',
      pedidos: 6,
      ventas: { cantidad: 4, importe: 4800 + 7200 + 2400 + 2400 },
      entregados: { cantidad: 2, importe: 4800 + 2400 },
      ticketPromedio: 16800 / 4,
    });
    expect(dia.porEstado).toEqual([
      { estadoId: 0, estado: 'Pedido Realizado', cantidad: 1, importe: 2400 },
      { estadoId: 1, estado: 'En Preparación', cantidad: 1, importe: 7200 },
      { estadoId: 2, estado: 'Entregado', cantidad: 2, importe: 7200 },
      { estadoId: 3, estado: 'Cancelado', cantidad: 1, importe: 9600 },
      { estadoId: 4, estado: 'Rechazado', cantidad: 1, importe: 12000 },
      { estadoId: 5, estado: 'Pendiente de Pago', cantidad: 0, importe: 0 },
    ]);
    expect(dia.porFormaPago).toEqual([
      { formaPagoId: 0, cantidad: 2, importe: 7200 },
      { formaPagoId: 1, cantidad: 2, importe: 9600 },
      { formaPagoId: 2, cantidad: 0, importe: 0 },
      { formaPagoId: 3, cantidad: 0, importe: 0 },
    ]);
    expect(await resumen('2026-11-29')).toMatchObject({ pedidos: 1, ventas: { cantidad: 1, importe: 2400 } });
    expect(await resumen('2026-12-01')).toMatchObject({ pedidos: 1, ventas: { cantidad: 1, importe: 14400 } });
    // Without a date: today in Buenos Aires (already Dec 1 in UTC and in Tokyo).
    t.clock.set('2026-11-30T22:00:00-03:00');
    expect((await resumen()).fecha).toBe('2026-11-30');
    expect((await resumen('')).fecha).toBe('2026-11-30');
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it('follows the business zone when it changes, and is empty on a day without orders', async () => {
    const empty = await resumen('2027-03-01');
    expect(empty).toMatchObject({ pedidos: 0, ventas: { cantidad: 0, importe: 0 }, ticketPromedio: 0 });
    const { comercios } = await import('../src/db/schema.ts');
    await t.db.update(comercios).set({ timeZone: 'Europe/Madrid' }).where(eq(comercios.id, farola.configRestoId));
    // 23:59 in Buenos Aires on Nov 29 is already 03:59 of Nov 30 in Madrid, and 23:59:59 of Nov 30 is Dec 1.
    const madrid = await resumen('2026-11-30');
    expect(madrid).toMatchObject({
      desde: '2026-11-30T00:00:00+01:00',
      hasta: '2026-12-01T00:00:00+01:00',
      pedidos: 6,
    });
    await t.db
      .update(comercios)
      .set({ timeZone: 'America/Argentina/Buenos_Aires' })
      .where(eq(comercios.id, farola.configRestoId));
  });

  it('refuses a date that is not a calendar day', async () => {
    for (const fecha of ['2026-02-30', 'hoy', '30/11/2026']) {
      const res = await call(mozo, 'GET', `/resumen?fecha=${encodeURIComponent(fecha)}`);
      expect(res.statusCode, fecha).toBe(400);
      expect(res.json().message).toBe('La fecha debe tener el formato AAAA-MM-DD');
    }
  });
});
