import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ComprarResponse,
  type EventoAdmin,
  type EventosAdmin,
  INGRESO_NO_CONFIRMADA,
  INGRESO_OTRA_FECHA,
  INGRESO_YA_USADA,
  type Ingreso,
  MSG_CODIGO_INGRESO,
  MSG_CONFIRMAR_SOLO_TRANSFERENCIA,
  MSG_ENTRADA_NO_ENCONTRADA,
  MSG_FECHA_PASADA,
  MSG_HORA_HASTA,
  type VentaAdmin,
  type VentasAdmin,
} from '@vidriera/domain/eventos';
import { MSG_IMAGEN_URL } from '@vidriera/domain/carta';
import { auditLog, staff, tickets, users, ventasTickets } from '../src/db/schema.ts';
import { MANAGE_FORBIDDEN_MESSAGE, OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { createCustomers, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { TANDIL } from './helpers/pedidos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { readSseEvents } from './helpers/sse.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The events back office (owner: events, dates, variants; staff: sales, confirm, cancel, check-in). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let fogon: number;
let serrana: number;
let owner: Record<string, string>;
let otherOwner: Record<string, string>;
let mozo: Record<string, string>;
let admin: Record<string, string>;
let customers: TestCustomer[];

beforeAll(async () => {
  t = await createTestApp();
  fogon = await findComercioId(t.db, 'el-fogon-serrano');
  serrana = await findComercioId(t.db, 'cerveceria-la-serrana');
  owner = bearer((await login(t.app, 'fogon', 'fogon1234')).token);
  otherOwner = bearer((await login(t.app, 'serrana', 'serrana1234')).token);
  admin = bearer((await login(t.app, 'admin', 'admin1234')).token);
  customers = await createCustomers(t.app, t.db, '2494733', 4);
  // A waiter of El Fogón: day-to-day staff, not its owner.
  const [waiter] = await t.db
    .insert(users)
    .values({ userName: 'mozo-fogon', nombreApellido: 'Mozo Fogón' })
    .returning();
  await t.db.insert(staff).values({ userId: waiter!.id, comercioId: fogon, rol: 'staff' });
  mozo = bearer((await t.app.issueToken(waiter!)).token);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const api = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/merchant/eventos/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const eventoBody = (extra: object = {}) => ({
  titulo: 'Noche de chamamé',
  descripcion: 'Con el Cuarteto del Litoral.',
  tpEvento: 2,
  importe: 7500.5,
  publicado: true,
  ...extra,
});

async function createEvento(body: object = eventoBody()): Promise<EventoAdmin> {
  const res = await api('POST', `${fogon}`, owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addFecha(eventoId: number, fechaHora: string, capacidad: number | null): Promise<EventoAdmin> {
  const res = await api('POST', `${fogon}/${eventoId}/fechas`, owner, { fechaHora, capacidad });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function lastAudit(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.comercioId, fogon)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** A customer buys through the public API (transfer unless told otherwise). */
async function comprar(
  customer: TestCustomer,
  evento: EventoAdmin,
  cantidad: number,
  formaPagoId: 3 | 5 = 5,
): Promise<ComprarResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/eventos/comprar',
    headers: { host: TANDIL, ...customer.headers },
    payload: {
      eventoId: evento.id,
      eventoFechaId: evento.fechas[0]!.id,
      cantidad,
      formaPagoId,
      tickets: [{ titular: 'Ana Pérez', telefono: customer.telefono, cantidad }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function codigoOf(ventaId: number): Promise<string> {
  const [row] = await t.db.select().from(tickets).where(eq(tickets.ventaId, ventaId)).limit(1);
  return row!.codigo;
}

describe('access', () => {
  it('refuses anonymous callers (401), customers and other businesses’ staff (403), staff on owner routes', async () => {
    const evento = await createEvento();
    const staffRoutes: Array<[Method, string]> = [
      ['GET', `${fogon}`],
      ['GET', `${fogon}/${evento.id}`],
      ['GET', `${fogon}/ventas`],
      ['GET', `${fogon}/ventas/1`],
      ['POST', `${fogon}/ventas/1/confirmar`],
      ['POST', `${fogon}/ventas/1/cancelar`],
      ['POST', `${fogon}/ingreso`],
      ['GET', `${fogon}/ventas-en-vivo`],
    ];
    const ownerRoutes: Array<[Method, string]> = [
      ['POST', `${fogon}`],
      ['PUT', `${fogon}/${evento.id}`],
      ['POST', `${fogon}/${evento.id}/fechas`],
      ['PUT', `${fogon}/${evento.id}/fechas/1`],
      ['POST', `${fogon}/${evento.id}/variantes`],
      ['PUT', `${fogon}/${evento.id}/variantes/1`],
    ];
    const refused = [
      ...staffRoutes.map((route) => [...route, MANAGE_FORBIDDEN_MESSAGE] as const),
      ...ownerRoutes.map((route) => [...route, OWNER_ONLY_MESSAGE] as const),
    ];
    for (const [method, url, message] of refused) {
      const body = method === 'GET' ? undefined : {};
      expect((await api(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customers[0]!.headers, otherOwner]) {
        const res = await api(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(message);
      }
    }
    for (const [method, url] of ownerRoutes) {
      const res = await api(method, url, mozo, eventoBody());
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(OWNER_ONLY_MESSAGE);
    }
    expect((await api('GET', `${fogon}`, mozo)).statusCode).toBe(200);
    expect((await api('GET', `${fogon}`, admin)).statusCode).toBe(200);
    expect((await api('GET', '999999', admin)).statusCode).toBe(404);
  });
});

describe('events, dates and variants (owner)', () => {
  it('creates and edits an event with Spanish validation messages, audited', async () => {
    const bad: Array<[object, string]> = [
      [eventoBody({ titulo: ' ' }), 'Ingresá el título del evento'],
      [eventoBody({ urlFoto: 'javascript:alert(1)' }), MSG_IMAGEN_URL],
      [eventoBody({ tpEvento: 12 }), 'Elegí el tipo de evento'],
      [eventoBody({ importe: -1 }), 'El precio no puede ser negativo'],
      [eventoBody({ importe: 10.555 }), 'El precio admite hasta dos decimales'],
    ];
    for (const [body, message] of bad) {
      const res = await api('POST', `${fogon}`, owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }

    const evento = await createEvento(eventoBody({ urlFoto: '/img/el-fogon-serrano/eventos/abc_512.webp' }));
    expect(evento).toMatchObject({
      titulo: 'Noche de chamamé',
      importe: 7500.5,
      tpEvento: 2,
      fechas: [],
      variantes: [],
    });
    expect((await lastAudit('evento.crear'))?.entityId).toBe(String(evento.id));

    const res = await api(
      'PUT',
      `${fogon}/${evento.id}`,
      owner,
      eventoBody({ titulo: 'Chamamé en el galpón', publicado: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ titulo: 'Chamamé en el galpón', publicado: false });
    const audit = await lastAudit('evento.editar');
    expect(audit?.before).toMatchObject({ titulo: 'Noche de chamamé' });
    expect(audit?.after).toMatchObject({ titulo: 'Chamamé en el galpón' });

    const list = (await api('GET', `${fogon}`, mozo)).json() as EventosAdmin;
    expect(list.timeZone).toBe('America/Argentina/Buenos_Aires');
    expect(list.eventos.some((e) => e.id === evento.id)).toBe(true);

    // Another business's event is unknown here.
    const ajeno = (await api('POST', `${serrana}`, otherOwner, eventoBody())).json() as EventoAdmin;
    expect((await api('PUT', `${fogon}/${ajeno.id}`, owner, eventoBody())).statusCode).toBe(404);
    expect((await api('GET', `${fogon}/${ajeno.id}`, owner)).statusCode).toBe(404);
  });

  it("adds dates in the business's zone and never lowers a capacity below the places sold", async () => {
    const evento = await createEvento();
    let res = await api('POST', `${fogon}/${evento.id}/fechas`, owner, {
      fechaHora: '2026-11-20T21:00',
      capacidad: 10,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_FECHA_PASADA);
    res = await api('POST', `${fogon}/${evento.id}/fechas`, owner, { fechaHora: '20/12/2026', capacidad: 10 });
    expect(res.statusCode).toBe(400);
    res = await api('POST', `${fogon}/${evento.id}/fechas`, owner, { fechaHora: '2026-12-20T21:30', capacidad: -2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La capacidad no puede ser negativa');

    const conFecha = await addFecha(evento.id, '2026-12-20T21:30', 5);
    const fecha = conFecha.fechas[0]!;
    expect(fecha).toMatchObject({ fechaHora: '2026-12-20T21:30:00-03:00', capacidad: 5, vendidos: 0, disponibles: 5 });
    expect((await lastAudit('evento_fecha.crear'))?.entityId).toBe(String(fecha.id));

    await comprar(customers[0]!, conFecha, 3);
    const url = `${fogon}/${evento.id}/fechas/${fecha.id}`;
    res = await api('PUT', url, owner, { fechaHora: '2026-12-20T21:30', capacidad: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede bajar la capacidad a 2: ya hay 3 lugares vendidos para esa fecha.');
    res = await api('PUT', url, owner, { fechaHora: '2026-12-20T22:00', capacidad: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fechas[0]).toMatchObject({
      fechaHora: '2026-12-20T22:00:00-03:00',
      capacidad: 3,
      disponibles: 0,
    });
    res = await api('PUT', url, owner, { fechaHora: '2026-12-20T22:00', capacidad: null });
    expect(res.json().fechas[0]).toMatchObject({ capacidad: null, disponibles: null, vendidos: 3 });
    const audit = await lastAudit('evento_fecha.editar');
    expect(audit?.before).toMatchObject({ capacidad: 3 });
    expect(audit?.after).toMatchObject({ capacidad: null });
  });

  it('adds and annuls variants', async () => {
    const evento = await createEvento();
    const url = `${fogon}/${evento.id}/variantes`;
    let res = await api('POST', url, owner, { titulo: 'Anticipada', importe: 6000, horaHasta: '25:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_HORA_HASTA);
    res = await api('POST', url, owner, { titulo: '', importe: 6000 });
    expect(res.json().message).toBe('Ingresá el nombre de la entrada');
    res = await api('POST', url, owner, { titulo: 'Anticipada', importe: 6000, horaHasta: '20:00' });
    expect(res.statusCode, res.body).toBe(201);
    res = await api('POST', url, owner, { titulo: 'General', importe: 8000, soloOnline: true, horaHasta: '' });
    const variantes = (res.json() as EventoAdmin).variantes;
    expect(variantes.map((v) => [v.titulo, v.orden, v.horaHasta, v.soloOnline])).toEqual([
      ['Anticipada', 0, '20:00', false],
      ['General', 1, null, true],
    ]);
    res = await api('PUT', `${url}/${variantes[0]!.id}`, owner, { titulo: 'Anticipada', importe: 6000, anulado: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as EventoAdmin).variantes[0]).toMatchObject({ anulado: true, horaHasta: null });
    expect((await lastAudit('evento_variante.editar'))?.entityId).toBe(String(variantes[0]!.id));
    expect((await api('PUT', `${url}/999999`, owner, { titulo: 'X', importe: 1 })).statusCode).toBe(404);
  });
});

describe('sales (staff)', () => {
  let evento: EventoAdmin;
  beforeAll(async () => {
    evento = await addFecha((await createEvento()).id, '2026-12-27T21:00', 10);
  });
  const ventasUrl = () => `${fogon}/ventas?eventoId=${evento.id}`;

  it('lists the sales of an event with totals by estado, and one sale with its tickets', async () => {
    const a = await comprar(customers[1]!, evento, 2);
    const b = await comprar(customers[2]!, evento, 3, 3);
    expect([a.estado, b.estado]).toEqual([0, 5]);
    const res = await api('GET', ventasUrl(), mozo);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as VentasAdmin;
    expect(body.ventas.map((v) => v.id)).toEqual([b.id, a.id]);
    expect(body.totales).toMatchObject({ ventas: 2, vendidas: 5, capacidad: 10, disponibles: 5 });
    expect(body.totales.porEstado.map((e) => [e.estado, e.ventas, e.entradas])).toEqual([
      [0, 1, 2],
      [5, 1, 3],
    ]);
    const solo = (await api('GET', `${ventasUrl()}&estado=0`, mozo)).json() as VentasAdmin;
    expect(solo.ventas.map((v) => v.id)).toEqual([a.id]);
    expect((await api('GET', `${fogon}/ventas?estado=9`, mozo)).statusCode).toBe(400);
    expect((await api('GET', `${fogon}/ventas?eventoFechaId=999999`, mozo)).statusCode).toBe(404);

    const one = (await api('GET', `${fogon}/ventas/${a.id}`, mozo)).json() as VentaAdmin;
    expect(one).toMatchObject({ id: a.id, cantidad: 2, estado: 0, formaPagoId: 5, motivoCancelacion: null });
    expect(one.tickets[0]).toMatchObject({ titular: 'Ana Pérez', cantidad: 2, usadoEn: null });
    // Another business's sale is not found from here.
    expect((await api('GET', `${serrana}/ventas/${a.id}`, otherOwner)).statusCode).toBe(404);
  });

  it('confirms a transfer 0 → 1 once, never an online payment by hand', async () => {
    const venta = await comprar(customers[1]!, evento, 1);
    const res = await api('POST', `${fogon}/ventas/${venta.id}/confirmar`, mozo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 1, estadoTexto: 'Confirmada' });
    const audit = await lastAudit('venta.confirmar');
    expect(audit).toMatchObject({ entityId: String(venta.id), userName: 'mozo-fogon' });
    expect(audit?.before).toMatchObject({ estado: 0 });
    expect(audit?.after).toMatchObject({ estado: 1 });
    const again = await api('POST', `${fogon}/ventas/${venta.id}/confirmar`, mozo);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("No se puede pasar una compra de 'Confirmada' a 'Confirmada'");

    const online = await comprar(customers[2]!, evento, 1, 3);
    const refused = await api('POST', `${fogon}/ventas/${online.id}/confirmar`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG_CONFIRMAR_SOLO_TRANSFERENCIA);
    const [row] = await t.db.select().from(ventasTickets).where(eq(ventasTickets.id, online.id));
    expect(row?.estado).toBe(5);
    expect((await api('POST', `${serrana}/ventas/${venta.id}/confirmar`, otherOwner)).statusCode).toBe(404);
  });

  it('cancels with a reason (→ 4), giving the places back; a final sale stays', async () => {
    const venta = await comprar(customers[3]!, evento, 2);
    const before = (await api('GET', ventasUrl(), mozo)).json() as VentasAdmin;
    const url = `${fogon}/ventas/${venta.id}/cancelar`;
    const missing = await api('POST', url, mozo, { motivo: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Indicá el motivo de la cancelación');
    const res = await api('POST', url, mozo, { motivo: 'No llegó la transferencia' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 4, motivoCancelacion: 'No llegó la transferencia' });
    const after = (await api('GET', ventasUrl(), mozo)).json() as VentasAdmin;
    expect(after.totales.disponibles).toBe(before.totales.disponibles! + 2);
    expect(after.totales.vendidas).toBe(before.totales.vendidas - 2);
    const audit = await lastAudit('venta.cancelar');
    expect(audit?.after).toMatchObject({ estado: 4, motivoCancelacion: 'No llegó la transferencia' });
    expect((await api('POST', url, mozo, { motivo: 'Otra vez' })).statusCode).toBe(409);
  });

  it('streams the changes of its own sales only', async () => {
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/eventos/${fogon}/ventas-en-vivo?token=${mozo.authorization!.slice(7)}`,
      payloadAsStream: true,
    });
    expect(stream.statusCode).toBe(200);
    const events = readSseEvents(stream.stream());
    expect((await events.next()).event).toBe('ready');
    const venta = await comprar(customers[0]!, evento, 1);
    const message = await events.next();
    expect(message).toEqual({
      event: 'venta',
      data: { ventaId: venta.id, estado: 0, estadoTexto: expect.any(String) },
    });
    stream.stream().destroy();
  });
});

describe('check-in (staff)', () => {
  // Tonight's show (the test clock is Saturday 21:00) and one a month ahead.
  let evento: EventoAdmin;
  let otraNoche: EventoAdmin;
  beforeAll(async () => {
    evento = await addFecha((await createEvento()).id, '2026-11-21T22:30', 20);
    otraNoche = await addFecha((await createEvento()).id, '2026-12-28T21:00', 20);
  });
  const confirmed = async (cantidad: number, fecha: EventoAdmin = evento) => {
    const venta = await comprar(customers[0]!, fecha, cantidad);
    expect((await api('POST', `${fogon}/ventas/${venta.id}/confirmar`, owner)).statusCode).toBe(200);
    return { venta, codigo: await codigoOf(venta.id) };
  };

  it('lets a confirmed ticket in once and says when it was used', async () => {
    const { venta, codigo } = await confirmed(2);
    // Typed at the door: lower case with a dash.
    const typed = `${codigo.slice(0, 6).toLowerCase()}-${codigo.slice(6)}`;
    const res = await api('POST', `${fogon}/ingreso`, mozo, { codigo: typed });
    expect(res.statusCode, res.body).toBe(200);
    const ingreso = res.json() as Ingreso;
    expect(ingreso).toMatchObject({
      codigo,
      titular: 'Ana Pérez',
      cantidad: 2,
      ventaId: venta.id,
      titulo: 'Noche de chamamé',
      fechaHora: '2026-11-21T22:30:00-03:00',
      usadoEn: '2026-11-21T21:00:00-03:00',
      usadoPor: 'mozo-fogon',
    });
    expect((await lastAudit('ticket.ingreso'))?.after).toMatchObject({ codigo, ventaId: venta.id });

    t.clock.advance(5 * 60_000);
    const again = await api('POST', `${fogon}/ingreso`, owner, { codigo });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Entrada ya usada el 21/11/2026 21:00',
      exceptionCode: INGRESO_YA_USADA,
      ingreso: { codigo, usadoEn: '2026-11-21T21:00:00-03:00', usadoPor: 'mozo-fogon' },
    });
    const venta2 = (await api('GET', `${fogon}/ventas/${venta.id}`, owner)).json() as VentaAdmin;
    expect(venta2.tickets[0]!.usadoEn).toBe('2026-11-21T21:00:00-03:00');
  });

  it('refuses a ticket for another night unless staff let it in on purpose, which is audited', async () => {
    t.clock.set('2026-11-21T21:00:00-03:00');
    const { venta, codigo } = await confirmed(1, otraNoche);
    const refused = await api('POST', `${fogon}/ingreso`, mozo, { codigo });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Esta entrada es para el 28/12/2026 21:00, no para hoy.',
      exceptionCode: INGRESO_OTRA_FECHA,
      ingreso: { codigo, fechaHora: '2026-12-28T21:00:00-03:00', usadoEn: null },
    });
    // Asked the wrong way, the override is refused with the field named in Spanish.
    const malo = await api('POST', `${fogon}/ingreso`, mozo, { codigo, forzarFecha: 'sí' });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toBe('Dejar pasar en otra fecha debe ser verdadero o falso');

    const forced = await api('POST', `${fogon}/ingreso`, mozo, { codigo, forzarFecha: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({ codigo, usadoEn: '2026-11-21T21:00:00-03:00', usadoPor: 'mozo-fogon' });
    const audit = await lastAudit('ticket.ingreso.otra_fecha');
    expect(audit?.after).toMatchObject({ codigo, ventaId: venta.id, fechaEntrada: '2026-12-29T00:00:00.000Z' });
    // Forced once: a second scan is the usual 'already used'.
    const again = await api('POST', `${fogon}/ingreso`, mozo, { codigo, forzarFecha: true });
    expect(again.json()).toMatchObject({ exceptionCode: INGRESO_YA_USADA });
  });

  it("counts a show after midnight as that night's, and a scan after midnight too", async () => {
    const trasnoche = await addFecha((await createEvento()).id, '2026-11-22T01:30', 20);
    const { codigo } = await confirmed(1, trasnoche);
    t.clock.set('2026-11-22T02:15:00-03:00');
    try {
      const res = await api('POST', `${fogon}/ingreso`, mozo, { codigo });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.clock.set('2026-11-21T21:00:00-03:00');
    }
  });

  it('lets exactly one of two simultaneous scans in', async () => {
    const { codigo } = await confirmed(1);
    const results = await Promise.all([
      api('POST', `${fogon}/ingreso`, mozo, { codigo }),
      api('POST', `${fogon}/ingreso`, owner, { codigo }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const used = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ticket.ingreso'), eq(auditLog.comercioId, fogon)));
    expect(used.filter((a) => (a.after as { codigo?: string }).codigo === codigo)).toHaveLength(1);
  });

  it('refuses unknown codes, other businesses’ tickets and unconfirmed sales', async () => {
    let res = await api('POST', `${fogon}/ingreso`, mozo, { codigo: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_CODIGO_INGRESO);
    res = await api('POST', `${fogon}/ingreso`, mozo, { codigo: '0000-0000-0000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG_ENTRADA_NO_ENCONTRADA);

    const pending = await comprar(customers[1]!, evento, 1);
    const codigo = await codigoOf(pending.id);
    // The same code at another business: as unknown as a wrong one.
    res = await api('POST', `${serrana}/ingreso`, otherOwner, { codigo });
    expect(res.statusCode).toBe(404);
    res = await api('POST', `${fogon}/ingreso`, mozo, { codigo });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'La compra de esta entrada no está confirmada (Pendiente de Confirmación): no puede ingresar.',
      exceptionCode: INGRESO_NO_CONFIRMADA,
      ingreso: { codigo, usadoEn: null },
    });
  });
});
