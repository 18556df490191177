import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Carta } from '@vidriera/domain/carta';
import type { Pedido } from '@vidriera/domain/pedidos';
import { pedidoItems, pedidos, productoOpcDets } from '../src/db/schema.ts';
import { elegir, findPlato, getCarta, getPedido, mover, pedir, pedirOk, TANDIL } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Placing and following orders over HTTP on the demo menus (demo-cartas-menus.ts), at the test clock's Saturday
 * 2026-11-21 21:00 in Buenos Aires: La Farola, Burger Club, the Cumbre ice cream shops and Empanadas del Cerro
 * (takeaway only) are open; Fugazza al Paso (lunch only) is closed; El Fogón Serrano takes no online orders.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: string;
let beto: string;
let merchant: string;
let farola: Carta;
let cumbre: Carta;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await registerCustomer(t.app, '2494333001', 'Ana Pedidos')).token;
  beto = (await registerCustomer(t.app, '2494333002', 'Beto Pedidos')).token;
  merchant = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  farola = await getCarta(t.app, 'la-farola');
  cumbre = await getCarta(t.app, 'cumbre-centro');
});
afterAll(() => t.close());

const get = (url: string, token?: string, host = TANDIL) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? bearer(token) : {}) } });
const del = (url: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { host: TANDIL, ...(token ? bearer(token) : {}) } });

/** A cash pickup order of one fried empanada ($ 2.400) at La Farola. */
const empanada = (overrides: Record<string, unknown> = {}) => ({
  configRestoId: farola.configRestoId,
  pedidosIts: [{ platoId: findPlato(farola, 'Empanada de carne frita').platoId, cantidad: 1 }],
  formaPagoId: 0,
  delivery: false,
  ...overrides,
});

async function refusal(body: unknown, token = ana) {
  const res = await pedir(t.app, token, body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as { status: number; message: string };
}

describe('POST pedidos/pedir: pricing', () => {
  it('prices everything from the menu and ignores the prices and totals the client sends', async () => {
    const vacio = findPlato(farola, 'Vacío');
    const provoleta = findPlato(farola, 'Provoleta a la parrilla');
    const id = await pedirOk(t.app, ana, {
      configRestoId: farola.configRestoId,
      pedidosIts: [
        {
          platoId: vacio.platoId,
          cantidad: 2,
          precio: 1,
          plato: 'Regalo',
          opciones: [elegir(vacio, 'Punto de cocción', 'A punto'), elegir(vacio, 'Guarnición', 'Papas a la provenzal')],
        },
        { platoId: provoleta.platoId, cantidad: 1, precio: 0 },
      ],
      total: 1,
      usuarioId: 999,
      estadoId: 2,
      formaPagoId: 0,
      delivery: true,
      domicilio: '  Av. España 555, Tandil ',
      observacion: 'Timbre 2B',
    });
    const pedido = await getPedido(t.app, ana, id);
    // Vacío 24.800 + provenzal 1.200 = 26.000, twice; provoleta 9.800.
    expect(pedido.pedidosIts).toEqual([
      {
        platoId: vacio.platoId,
        cantidad: 2,
        precio: 26000,
        plato: 'Vacío',
        opcionesTexto: 'Punto de cocción: A punto · Guarnición: Papas a la provenzal',
        opciones: [
          expect.objectContaining({ descripcion: 'Punto de cocción' }),
          expect.objectContaining({
            descripcion: 'Guarnición',
            productoOpcDets: [expect.objectContaining({ descripcion: 'Papas a la provenzal', precio: 1200 })],
          }),
        ],
      },
      {
        platoId: provoleta.platoId,
        cantidad: 1,
        precio: 9800,
        plato: 'Provoleta a la parrilla',
        opcionesTexto: '',
        opciones: [],
      },
    ]);
    expect(pedido).toMatchObject({
      pedidoId: id,
      configRestoId: farola.configRestoId,
      configResto: { carpeta: 'la-farola', nombreComercio: 'La Farola Parrilla' },
      subtotal: 61800,
      costoEnvio: 0,
      total: 61800,
      formaPagoId: 0,
      estadoId: 0,
      estado: 'Pedido Realizado',
      delivery: true,
      domicilio: 'Av. España 555, Tandil',
      observacion: 'Timbre 2B',
      pagaCon: null,
      demora: 40,
      fechaHora: '2026-11-21T21:00:00-03:00',
      horaEstimada: null,
      horaEntregado: null,
      mesa: null,
      nombre: 'Ana Pedidos',
      telefono: '2494333001',
    });
    expect(pedido.usuarioId).not.toBe(999);
    // Committed before the answer: the rows are there, in centavos.
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    expect(row).toMatchObject({ total: 6_180_000, subtotal: 6_180_000, estadoId: 0 });
    expect(await t.db.select().from(pedidoItems).where(eq(pedidoItems.pedidoId, id))).toHaveLength(2);
  });

  it('charges the choices beyond maxFree and the options with a surcharge', async () => {
    const cuarto = findPlato(cumbre, 'Helado 1/4 kg');
    const id = await pedirOk(t.app, ana, {
      configRestoId: cumbre.configRestoId,
      pedidosIts: [
        { platoId: cuarto.platoId, cantidad: 1, opciones: [elegir(cuarto, 'Gustos', 'Sambayón', 'Pistacho', 'Limón')] },
      ],
      formaPagoId: 0,
      delivery: false,
    });
    // 8.500 + pistacho 900 + third flavour 800.
    const pedido = await getPedido(t.app, ana, id);
    expect(pedido.pedidosIts[0]?.precio).toBe(10200);
    expect(pedido.total).toBe(10200);
  });

  it('finds options by their description when no id is sent', async () => {
    const cucurucho = findPlato(cumbre, 'Cucurucho');
    const gustos = cucurucho.platoProductoOpcs[0]!;
    const id = await pedirOk(t.app, ana, {
      configRestoId: cumbre.configRestoId,
      pedidosIts: [
        {
          platoId: cucurucho.platoId,
          cantidad: 3,
          opciones: [{ productoOpcId: gustos.productoOpcId, productoOpcDets: [{ descripcion: 'dulce de leche' }] }],
        },
      ],
      formaPagoId: 0,
      delivery: false,
    });
    expect((await getPedido(t.app, ana, id)).total).toBe(15600);
  });
});

describe('POST pedidos/pedir: the business', () => {
  it('refuses a closed business', async () => {
    const fugazza = await getCarta(t.app, 'fugazza-al-paso');
    expect(fugazza.configResto.abierto).toBe(false);
    const body = {
      configRestoId: fugazza.configRestoId,
      pedidosIts: [{ platoId: findPlato(fugazza, 'Porción de fainá').platoId, cantidad: 2 }],
      formaPagoId: 0,
      delivery: false,
    };
    expect((await refusal(body)).message).toBe('Comercio Cerrado: en este momento no recibe pedidos');
    // Open at lunch on a weekday, by the injected clock.
    t.clock.set('2026-11-23T12:30:00-03:00');
    expect((await pedir(t.app, ana, body)).statusCode).toBe(200);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it('refuses a business that takes no online orders, even when open', async () => {
    const fogon = await getCarta(t.app, 'el-fogon-serrano');
    expect(fogon.configResto.abierto).toBe(true);
    const body = {
      configRestoId: fogon.configRestoId,
      pedidosIts: [{ platoId: findPlato(fogon, 'Locro criollo').platoId, cantidad: 1 }],
      formaPagoId: 0,
      delivery: false,
    };
    expect(await refusal(body)).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'Este comercio no recibe pedidos online',
    });
  });

  it("refuses dishes that are not on sale at the business, and businesses the Host's site does not show", async () => {
    const burger = await getCarta(t.app, 'burger-club');
    const ajeno = empanada({
      pedidosIts: [{ platoId: findPlato(burger, 'Milkshake de frutilla').platoId, cantidad: 1 }],
    });
    expect((await refusal(ajeno)).message).toBe('Uno de los platos del pedido ya no está disponible en la carta');
    expect((await refusal(empanada({ pedidosIts: [{ platoId: 999999, cantidad: 1 }] }))).message).toBe(
      'Uno de los platos del pedido ya no está disponible en la carta',
    );
    const otherSite = await pedir(t.app, ana, empanada(), 'centro.localhost');
    expect(otherSite.statusCode).toBe(404);
  });

  it('checks the option rules: required slots and annulled options', async () => {
    const vacio = findPlato(farola, 'Vacío');
    const sinPunto = empanada({
      pedidosIts: [{ platoId: vacio.platoId, cantidad: 1, opciones: [elegir(vacio, 'Guarnición', 'Papas fritas')] }],
    });
    expect((await refusal(sinPunto)).message).toBe('Vacío: Seleccione Punto de cocción');
    const cuarto = findPlato(cumbre, 'Helado 1/4 kg');
    const gustos = cuarto.platoProductoOpcs[0]!;
    const [menta] = await t.db.select().from(productoOpcDets).where(eq(productoOpcDets.descripcion, 'Menta granizada'));
    const conMenta = {
      configRestoId: cumbre.configRestoId,
      pedidosIts: [
        {
          platoId: cuarto.platoId,
          cantidad: 1,
          opciones: [
            {
              productoOpcId: gustos.productoOpcId,
              productoOpcDets: [{ productoOpcDetId: menta!.id, descripcion: 'Menta granizada' }],
            },
          ],
        },
      ],
      formaPagoId: 0,
      delivery: false,
    };
    expect((await refusal(conMenta)).message).toBe("Helado 1/4 kg: La opción 'Menta granizada' ya no está disponible");
  });
});

describe('POST pedidos/pedir: the confirm checks (spec 02 §5)', () => {
  it('pagaCon above 9999', async () => {
    expect((await refusal(empanada({ pagaCon: 10000 }))).message).toBe('El importe con el que abona es muy grande');
  });

  it('pagaCon above total + 1100', async () => {
    expect((await refusal(empanada({ pagaCon: 3600 }))).message).toBe(
      'El importe con que abonás es mucho mayor al del total del pedido',
    );
    expect((await pedir(t.app, ana, empanada({ pagaCon: 3500 }))).statusCode).toBe(200);
  });

  it('delivery from a takeaway-only business', async () => {
    const cerro = await getCarta(t.app, 'empanadas-del-cerro');
    const body = {
      configRestoId: cerro.configRestoId,
      pedidosIts: [{ platoId: findPlato(cerro, 'Carne suave').platoId, cantidad: 6 }],
      formaPagoId: 0,
      delivery: true,
      domicilio: 'Av. Colón 1300',
    };
    expect((await refusal(body)).message).toBe('Este comercio solo acepta retiro en local (TakeAway)');
    expect((await pedir(t.app, ana, { ...body, delivery: false })).statusCode).toBe(200);
  });

  it('pagaCon above 0 and below the total', async () => {
    expect((await refusal(empanada({ pagaCon: 2000 }))).message).toBe(
      'El importe con el que abonás en menor al total del pedido',
    );
  });

  it('answers the first failing check in the spec order, on the total the server computed', async () => {
    // A client claiming a total of 50.000 does not make 10.000 acceptable.
    expect((await refusal(empanada({ pagaCon: 10000, total: 50000 }))).message).toBe(
      'El importe con el que abona es muy grande',
    );
    const cerro = await getCarta(t.app, 'empanadas-del-cerro');
    const both = {
      configRestoId: cerro.configRestoId,
      pedidosIts: [{ platoId: findPlato(cerro, 'Carne suave').platoId, cantidad: 1 }],
      formaPagoId: 0,
      delivery: true,
      domicilio: 'Av. Colón 1300',
      pagaCon: 1000,
    };
    expect((await refusal(both)).message).toBe('Este comercio solo acepta retiro en local (TakeAway)');
  });

  it('stores pagaCon 0 as null (exact) and the change a cash customer needs', async () => {
    const exact = await pedirOk(t.app, ana, empanada({ pagaCon: 0 }));
    expect((await getPedido(t.app, ana, exact)).pagaCon).toBeNull();
    const change = await pedirOk(t.app, ana, empanada({ pagaCon: 3000 }));
    expect((await getPedido(t.app, ana, change)).pagaCon).toBe(3000);
  });
});

describe('POST pedidos/pedir: delivery and payment', () => {
  it('needs an address for delivery and sends none for pickup', async () => {
    expect((await refusal(empanada({ delivery: true, domicilio: '  ' }))).message).toBe(
      'Completá el domicilio de entrega',
    );
    expect((await refusal(empanada({ delivery: true }))).message).toBe('Completá el domicilio de entrega');
    const pickup = await pedirOk(t.app, ana, empanada({ domicilio: 'Av. España 555' }));
    expect((await getPedido(t.app, ana, pickup)).domicilio).toBeNull();
  });

  it('accepts only the payment methods the business offers', async () => {
    // La Farola: cash, card at home and online; no transfer.
    expect((await refusal(empanada({ formaPagoId: 2 }))).message).toBe('El comercio no acepta esa forma de pago');
    const card = await pedirOk(t.app, ana, empanada({ formaPagoId: 1, pagaCon: 3000 }));
    const pedido = await getPedido(t.app, ana, card);
    expect(pedido).toMatchObject({ formaPagoId: 1, estadoId: 0, pagaCon: null });
  });

  it('starts online-paid orders pending payment (5) and the others placed (0)', async () => {
    const online = await pedirOk(t.app, ana, empanada({ formaPagoId: 3 }));
    expect(await getPedido(t.app, ana, online)).toMatchObject({ estadoId: 5, estado: 'Pendiente de Pago' });
  });

  it("adds the delivery zone's price to the total, and refuses a point outside every zone", async () => {
    // Burger Club (seed/demo-zonas.ts): centre $ 1.200, nearby neighbourhoods $ 2.500, nothing beyond.
    const burger = await getCarta(t.app, 'burger-club');
    const milkshake = findPlato(burger, 'Milkshake de frutilla');
    const body = {
      configRestoId: burger.configRestoId,
      pedidosIts: [{ platoId: milkshake.platoId, cantidad: 2 }],
      formaPagoId: 0,
      delivery: true,
      domicilio: 'Maipú 850',
    };
    const centro = await pedirOk(t.app, ana, { ...body, lat: -37.3255, lng: -59.132 });
    expect(await getPedido(t.app, ana, centro)).toMatchObject({ subtotal: 12400, costoEnvio: 1200, total: 13600 });
    const barrio = await pedirOk(t.app, ana, { ...body, lat: -37.3252 + 0.016, lng: -59.1318 });
    expect((await getPedido(t.app, ana, barrio)).costoEnvio).toBe(2500);
    const lejos = await refusal({ ...body, lat: -37.2, lng: -59.0 });
    expect(lejos.message).toBe('El domicilio de entrega está fuera de las zonas de envío del comercio');
    // Pickup is never priced, wherever the customer is.
    const pickup = await pedirOk(t.app, ana, { ...body, delivery: false, lat: -37.2, lng: -59.0 });
    expect(await getPedido(t.app, ana, pickup)).toMatchObject({ costoEnvio: 0, total: 12400 });
  });

  it('carries the table of an in-venue order and refuses delivery for it', async () => {
    const id = await pedirOk(t.app, ana, empanada({ mesa: 7, enLocal: true }));
    expect(await getPedido(t.app, ana, id)).toMatchObject({ mesa: 7, enLocal: true, delivery: false });
    const withTableOnly = await pedirOk(t.app, ana, empanada({ mesa: 3 }));
    expect((await getPedido(t.app, ana, withTableOnly)).enLocal).toBe(true);
    expect((await refusal(empanada({ mesa: 7, delivery: true, domicilio: 'Maipú 1' }))).message).toBe(
      'Los pedidos hechos en el local no tienen envío',
    );
  });
});

describe('POST pedidos/pedir: bad requests', () => {
  it('refuses anonymous callers with 401, whatever they send', async () => {
    const res = await pedir(t.app, null, { nada: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Necesitás iniciar sesión para continuar.');
  });

  it('answers 400 with a Spanish message for malformed bodies', async () => {
    const cases: Array<[unknown, string]> = [
      [empanada({ pedidosIts: [] }), 'El pedido no tiene platos'],
      [{ ...empanada(), pedidosIts: undefined }, 'El pedido no tiene platos'],
      [empanada({ pedidosIts: [{ platoId: 1, cantidad: 0 }] }), 'La cantidad debe ser al menos 1'],
      [empanada({ pedidosIts: [{ platoId: 1, cantidad: 100 }] }), 'Se pueden pedir hasta 99 unidades de un plato'],
      [empanada({ pedidosIts: [{ platoId: 'uno', cantidad: 1 }] }), 'Debe ser un número'],
      [empanada({ formaPagoId: 9 }), 'La forma de pago no es válida'],
      [empanada({ formaPagoId: undefined }), 'Seleccione una forma de pago'],
      [empanada({ delivery: 'si' }), 'Indicá si el pedido es con envío (delivery)'],
      [empanada({ pagaCon: -5 }), 'El importe con el que abonás no puede ser negativo'],
      [empanada({ configRestoId: undefined }), 'Falta el comercio'],
      [empanada({ observacion: 'x'.repeat(501) }), 'El comentario es demasiado largo (hasta 500 caracteres)'],
      [empanada({ mesa: 0 }), 'El número de mesa debe ser un número entero de 1 a 9999'],
    ];
    for (const [body, message] of cases) {
      const res = await pedir(t.app, ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos/pedir',
      headers: { host: TANDIL, ...bearer(ana), 'content-type': 'application/json' },
      payload: '{"configRestoId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('El cuerpo enviado no es JSON válido');
  });
});

describe("the customer's orders", () => {
  let own: number;
  let others: number;

  beforeAll(async () => {
    own = await pedirOk(t.app, beto, empanada());
    others = await pedirOk(t.app, ana, empanada());
  });

  it("lists only the caller's orders, newest first, and by carpeta in customer mode", async () => {
    const res = await get('/api/pedidos/todos', beto);
    expect(res.statusCode).toBe(200);
    const list: Pedido[] = res.json();
    expect(list.map((p) => p.pedidoId)).toEqual([own]);
    const anaList: Pedido[] = (await get('/api/pedidos/todos', ana)).json();
    expect(anaList.length).toBeGreaterThan(5);
    expect(anaList.map((p) => p.pedidoId)).toEqual([...anaList.map((p) => p.pedidoId)].sort((a, b) => b - a));
    const soloCumbre: Pedido[] = (await get('/api/pedidos/todos/cumbre-centro', ana)).json();
    expect(soloCumbre.length).toBeGreaterThan(0);
    expect(soloCumbre.every((p) => p.configResto.carpeta === 'cumbre-centro')).toBe(true);
    expect((await get('/api/pedidos/todos/no-existe', ana)).statusCode).toBe(404);
  });

  it("answers another user's order as not found", async () => {
    const res = await get(`/api/pedidos/${others}`, beto);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el pedido');
    expect((await del(`/api/pedidos/${others}`, beto)).statusCode).toBe(404);
    expect((await getPedido(t.app, ana, others)).estadoId).toBe(0);
    expect((await get('/api/pedidos/abc', beto)).statusCode).toBe(400);
    expect((await get(`/api/pedidos/${own}`)).statusCode).toBe(401);
  });

  it('lists the active orders and keeps a delivered one there for its 20 minutes', async () => {
    const id = await pedirOk(t.app, beto, empanada());
    const activos = async () => ((await get('/api/pedidos/activos', beto)).json() as Pedido[]).map((p) => p.pedidoId);
    expect(await activos()).toContain(id);
    expect((await mover(t.app, merchant, farola.configRestoId, id, 'aceptar', { demora: 20 })).statusCode).toBe(200);
    expect((await mover(t.app, merchant, farola.configRestoId, id, 'entregado')).statusCode).toBe(200);
    expect(await activos()).toContain(id);
    t.clock.advance(20 * 60_000);
    expect(await activos()).not.toContain(id);
    t.clock.set('2026-11-21T21:00:00-03:00');
    const porCarpeta: Pedido[] = (await get('/api/pedidos/activos/la-farola', beto)).json();
    expect(porCarpeta.every((p) => p.configResto.carpeta === 'la-farola')).toBe(true);
  });

  it("reads a ready order 'Listo para Retirar!' / 'En Camino...' for 20 minutes, then 'Entregado'", async () => {
    const pickup = await pedirOk(t.app, beto, empanada());
    const delivery = await pedirOk(t.app, beto, empanada({ delivery: true, domicilio: 'Av. España 555' }));
    for (const id of [pickup, delivery]) {
      expect((await mover(t.app, merchant, farola.configRestoId, id, 'aceptar', { demora: 20 })).statusCode).toBe(200);
    }
    t.clock.set('2026-11-21T21:10:00-03:00');
    for (const id of [pickup, delivery]) {
      expect((await mover(t.app, merchant, farola.configRestoId, id, 'listo')).statusCode).toBe(200);
    }
    /** The `estado` of both orders, as GET pedidos/{id} and GET pedidos/todos answer it at the clock's time. */
    const estados = async () => {
      const todos = (await get('/api/pedidos/todos', beto)).json() as Pedido[];
      const estadoOf = async (id: number) => {
        const one = (await get(`/api/pedidos/${id}`, beto)).json() as Pedido;
        expect(todos.find((p) => p.pedidoId === id)?.estado).toBe(one.estado);
        return one.estado;
      };
      return [await estadoOf(pickup), await estadoOf(delivery)];
    };
    expect(await estados()).toEqual(['Listo para Retirar!', 'En Camino...']);
    t.clock.set('2026-11-21T21:29:59-03:00');
    expect(await estados()).toEqual(['Listo para Retirar!', 'En Camino...']);
    t.clock.set('2026-11-21T21:30:00-03:00');
    expect(await estados()).toEqual(['Entregado', 'Entregado']);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it("annuls an order placed or pending payment, with 'Cancelado: por el cliente]'", async () => {
    const placed = await pedirOk(t.app, beto, empanada());
    const res = await del(`/api/pedidos/${placed}`, beto);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pedidoId: placed,
      estadoId: 3,
      estado: 'Cancelado',
      observacion: 'Cancelado: por el cliente]',
    });
    const pending = await pedirOk(t.app, beto, empanada({ formaPagoId: 3 }));
    expect((await del(`/api/pedidos/${pending}`, beto)).json()).toMatchObject({ estadoId: 3 });
  });

  it('refuses to annul in any other estado (409)', async () => {
    const id = await pedirOk(t.app, beto, empanada());
    await mover(t.app, merchant, farola.configRestoId, id, 'aceptar', { demora: 25 });
    const res = await del(`/api/pedidos/${id}`, beto);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'El pedido ya no se puede anular: solo se anulan pedidos realizados o pendientes de pago',
    );
    const cancelled = await pedirOk(t.app, beto, empanada());
    await del(`/api/pedidos/${cancelled}`, beto);
    expect((await del(`/api/pedidos/${cancelled}`, beto)).statusCode).toBe(409);
  });
});
