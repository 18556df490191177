import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type VentaTicket,
  TICKET_CODIGO_PATTERN,
  MSG_COMPLETA_DATOS,
  MSG_EVENTO_SIN_TICKETS,
  MSG_FECHA_NO_DISPONIBLE,
  MSG_SELECCIONE_FORMA_PAGO,
  MSG_SELECCIONE_VARIANTE,
  MSG_SIN_ENTRADAS,
  MSG_USUARIO_NO_IDENTIFICADO,
  MSG_VARIANTE_NO_ENCONTRADA,
  MSG_VARIANTE_SOLO_ONLINE,
  MSG_VARIANTE_VENCIDA,
  MSG_VERIFIQUE_DATOS,
} from '@vidriera/domain/eventos';
import type { Db } from '../src/db/client.ts';
import { eventoFechas, tickets, users, ventasTickets } from '../src/db/schema.ts';
import { moveVentaEstado } from '../src/modules/eventos/ventas.ts';
import {
  compraBody,
  comprar,
  createCustomer,
  findEvento,
  getCartelera,
  getComercioId,
  insertEvento,
  TANDIL,
  ticket,
} from './helpers/eventos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * POST eventos/comprar and the buyer's reads (GetCompraTicket, GetComprasTickets) on the demo data at the demo
 * clock (Saturday 2026-11-21 21:00 in Buenos Aires). El Fogón Serrano takes transfers and online payment; La
 * Serrana online payment only.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: { id: number; token: string };
let beto: { id: number; token: string };
let serrana: number;
type Ev = Awaited<ReturnType<typeof findEvento>>;
let pena: Ev;
let blues: Ev;
let taller: Ev;
let cata: Ev;
let trivia: Ev;

const varianteId = (evento: Ev, titulo: string) => evento.variantes.find((v) => v.titulo === titulo)!.id;
const fechaRow = async (id: number) => (await t.db.select().from(eventoFechas).where(eq(eventoFechas.id, id)))[0]!;

async function expect400(res: { statusCode: number; body: string; json(): { message: string } }, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(message);
}

const get = (url: string, token: string | null, host = TANDIL) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? bearer(token) : {}) } });

beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app, t.db, '2494333001', 'Ana Compras');
  beto = await createCustomer(t.app, t.db, '2494333002', 'Beto Compras');
  serrana = await getComercioId(t.db, 'cerveceria-la-serrana');
  const fogonBoard = await getCartelera(t.app, 'cartelera/el-fogon-serrano');
  const serranaBoard = await getCartelera(t.app, 'cartelera/cerveceria-la-serrana');
  pena = findEvento(fogonBoard, 'Peña folclórica con Los Hermanos Suárez');
  taller = findEvento(fogonBoard, 'Taller de empanadas criollas');
  blues = findEvento(serranaBoard, 'Noche de Blues con La Rueda', '2026-11-27T22:00:00-03:00');
  cata = findEvento(serranaBoard, 'Cata guiada de cervezas');
  trivia = findEvento(serranaBoard, 'Trivia en La Serrana');
});
afterAll(() => t.close());

describe('POST eventos/comprar', () => {
  it('sells by transfer at the server price (estado 0), ignoring a tampered precioUnitario', async () => {
    const before = await fechaRow(pena.eventoFechaId);
    const body = compraBody(pena, 2, 5, {
      eventoVarianteId: varianteId(pena, 'General'),
      precioUnitario: 1,
      usuarioId: 1,
    });
    const res = await comprar(t.app, ana.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), estado: 0, formaPagoId: 5, importeTotal: 18000 });
    expect((await fechaRow(pena.eventoFechaId)).vendidos).toBe(before.vendidos + 2);

    const [venta] = await t.db.select().from(ventasTickets).where(eq(ventasTickets.id, res.json().id));
    expect(venta).toMatchObject({
      usuarioId: ana.id,
      precioUnitario: 900_000,
      importeTotal: 1_800_000,
      nombre: 'Ana Compras',
    });
    const rows = await t.db.select().from(tickets).where(eq(tickets.ventaId, venta!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      numero: 1,
      titular: 'Ana Gómez',
      telefono: '2494111222',
      cantidad: 2,
      usadoEn: null,
    });
    expect(rows[0]!.codigo).toMatch(TICKET_CODIGO_PATTERN);
  });

  it('sells online pending payment (estado 5)', async () => {
    const res = await comprar(
      t.app,
      ana.token,
      compraBody(blues, 1, 3, { eventoVarianteId: varianteId(blues, 'General') }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 5, formaPagoId: 3, importeTotal: 8000 });
  });

  it('gives each person a ticket for sign-ups (type 4), and refuses one ticket for everyone', async () => {
    const ok = await comprar(t.app, ana.token, compraBody(taller, 2, 5, {}, true));
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await t.db.select().from(tickets).where(eq(tickets.ventaId, ok.json().id)).orderBy(tickets.numero);
    expect(rows.map((r) => [r.numero, r.cantidad])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(new Set(rows.map((r) => r.codigo)).size).toBe(2);
    await expect400(await comprar(t.app, ana.token, compraBody(taller, 2, 5)), MSG_VERIFIQUE_DATOS);
  });

  it("refuses a sold-out date with 'No hay entradas disponibles', and says how many are left otherwise", async () => {
    const agotada = await comprar(t.app, ana.token, compraBody(cata, 1, 3, {}, true));
    expect(agotada.statusCode).toBe(409);
    expect(agotada.json().message).toBe(MSG_SIN_ENTRADAS);

    const chico = await insertEvento(t.db, serrana, '2026-12-10T21:00:00-03:00', {}, 3);
    const muchos = await comprar(t.app, ana.token, compraBody(chico, 5, 3));
    expect(muchos.statusCode).toBe(409);
    expect(muchos.json().message).toBe('Quedan solo 3 entradas disponibles');
    expect((await fechaRow(chico.eventoFechaId)).vendidos).toBe(0);
    expect((await comprar(t.app, ana.token, compraBody(chico, 3, 3))).statusCode).toBe(200);
    expect((await fechaRow(chico.eventoFechaId)).vendidos).toBe(3);
  });

  it("refuses the early-bird variant one minute after its cutoff on the event day, in the merchant's zone", async () => {
    const anticipada = { eventoVarianteId: varianteId(pena, 'Anticipada') };
    try {
      t.clock.set('2026-11-28T18:00:00-03:00');
      expect((await comprar(t.app, ana.token, compraBody(pena, 1, 5, anticipada))).statusCode).toBe(200);
      t.clock.set('2026-11-28T18:01:00-03:00');
      await expect400(await comprar(t.app, ana.token, compraBody(pena, 1, 5, anticipada)), MSG_VARIANTE_VENCIDA);
      expect(
        (await comprar(t.app, ana.token, compraBody(pena, 1, 5, { eventoVarianteId: varianteId(pena, 'General') })))
          .statusCode,
      ).toBe(200);
    } finally {
      t.clock.set('2026-11-21T21:00:00-03:00');
    }
  });

  it('checks the variant: required when the event has some, of this event, soloOnline paid online', async () => {
    await expect400(await comprar(t.app, ana.token, compraBody(pena, 1, 5)), MSG_SELECCIONE_VARIANTE);
    await expect400(
      await comprar(t.app, ana.token, compraBody(pena, 1, 5, { eventoVarianteId: varianteId(blues, 'General') })),
      MSG_VARIANTE_NO_ENCONTRADA,
    );
    const preferencial = { eventoVarianteId: varianteId(pena, 'Mesa preferencial') };
    await expect400(await comprar(t.app, ana.token, compraBody(pena, 1, 5, preferencial)), MSG_VARIANTE_SOLO_ONLINE);
    const online = await comprar(t.app, ana.token, compraBody(pena, 1, 3, preferencial));
    expect(online.json()).toMatchObject({ estado: 5, importeTotal: 12000 });
  });

  it("answers the form's checks with the spec's messages, in order", async () => {
    const general = { eventoVarianteId: varianteId(pena, 'General') };
    const base = compraBody(pena, 2, 5, general);
    await expect400(await comprar(t.app, ana.token, { ...base, tickets: [] }), MSG_COMPLETA_DATOS);
    await expect400(await comprar(t.app, ana.token, { ...base, tickets: [ticket(2, 'Ana')] }), MSG_COMPLETA_DATOS);
    await expect400(await comprar(t.app, ana.token, { ...base, tickets: [ticket(2, '')] }), MSG_COMPLETA_DATOS);
    await expect400(
      await comprar(t.app, ana.token, { ...base, tickets: [ticket(2, 'Ana Gómez', '1234567')], formaPagoId: -1 }),
      MSG_COMPLETA_DATOS,
    );
    await expect400(await comprar(t.app, ana.token, { ...base, formaPagoId: -1 }), MSG_SELECCIONE_FORMA_PAGO);
    await expect400(await comprar(t.app, ana.token, { ...base, formaPagoId: 0 }), MSG_SELECCIONE_FORMA_PAGO);
    // La Serrana takes no transfers.
    await expect400(
      await comprar(t.app, ana.token, compraBody(blues, 1, 5, { eventoVarianteId: varianteId(blues, 'General') })),
      MSG_SELECCIONE_FORMA_PAGO,
    );
    await expect400(await comprar(t.app, ana.token, { ...base, cantidad: 3 }), MSG_VERIFIQUE_DATOS);
  });

  it('refuses malformed bodies with a Spanish 400 and writes nothing', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(ventasTickets))[0]!.n;
    const before = await count();
    const base = compraBody(pena, 1, 5, { eventoVarianteId: varianteId(pena, 'General') });
    const { eventoId: _omit, ...sinEvento } = base;
    await expect400(await comprar(t.app, ana.token, sinEvento), 'Falta el evento');
    await expect400(await comprar(t.app, ana.token, { ...base, cantidad: 0 }), 'La cantidad debe ser al menos 1');
    await expect400(await comprar(t.app, ana.token, { ...base, cantidad: 51 }), 'Se pueden comprar hasta 50 entradas');
    await expect400(await comprar(t.app, ana.token, { ...base, formaPagoId: 'cinco' }), MSG_SELECCIONE_FORMA_PAGO);
    await expect400(await comprar(t.app, ana.token, { ...base, tickets: 'Ana' }), MSG_COMPLETA_DATOS);
    const bad = await comprar(t.app, ana.token, { ...base, eventoFechaId: -4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.eventoFechaId).toBeDefined();
    expect(await count()).toBe(before);
  });

  it('refuses events that lead to a reservation, past or foreign dates, and unknown events', async () => {
    await expect400(await comprar(t.app, ana.token, compraBody(trivia, 2, 3)), MSG_EVENTO_SIN_TICKETS);
    const [pasada] = await t.db
      .select()
      .from(eventoFechas)
      .where(and(eq(eventoFechas.eventoId, pena.id), lt(eventoFechas.fechaHora, t.clock.now())));
    const general = { eventoVarianteId: varianteId(pena, 'General') };
    await expect400(
      await comprar(t.app, ana.token, compraBody({ id: pena.id, eventoFechaId: pasada!.id }, 1, 5, general)),
      MSG_FECHA_NO_DISPONIBLE,
    );
    await expect400(
      await comprar(t.app, ana.token, compraBody({ id: pena.id, eventoFechaId: blues.eventoFechaId }, 1, 5, general)),
      MSG_FECHA_NO_DISPONIBLE,
    );
    const missing = await comprar(t.app, ana.token, compraBody({ id: 999_999, eventoFechaId: 1 }, 1, 5));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró el evento');
  });

  it('needs a session (401), an identified buyer (403), and the event on the request site (404)', async () => {
    const body = compraBody(pena, 1, 5, { eventoVarianteId: varianteId(pena, 'General') });
    const anon = await comprar(t.app, null, body);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Necesitás iniciar sesión para continuar.');

    const staff = await login(t.app, 'serrana', 'serrana1234');
    const sinTelefono = await comprar(t.app, staff.token, body);
    expect(sinTelefono.statusCode).toBe(403);
    expect(sinTelefono.json().message).toBe(MSG_USUARIO_NO_IDENTIFICADO);
    const [sinNombre] = await t.db
      .insert(users)
      .values({ userName: '2494333009', telefono: '2494333009', nombreApellido: ' ' })
      .returning();
    const token = (await t.app.issueToken(sinNombre!)).token;
    expect((await comprar(t.app, token, body)).statusCode).toBe(403);

    const otherSite = await comprar(t.app, ana.token, body, 'la-farola.localhost');
    expect(otherSite.statusCode).toBe(404);
  });
});

describe("the buyer's purchases", () => {
  let ventaId: number;
  beforeAll(async () => {
    const res = await comprar(t.app, beto.token, compraBody(taller, 2, 5, {}, true));
    ventaId = res.json().id;
  });

  it('GetCompraTicket shows the purchase with its event, tickets and transfer instructions', async () => {
    const res = await get(`/api/eventos/GetCompraTicket/el-fogon-serrano/${ventaId}`, beto.token);
    expect(res.statusCode, res.body).toBe(200);
    const venta = res.json() as VentaTicket;
    expect(venta).toMatchObject({
      id: ventaId,
      eventoId: taller.id,
      eventoFechaId: taller.eventoFechaId,
      eventoVarianteId: null,
      cantidad: 2,
      formaPagoId: 5,
      precioUnitario: 10000,
      importeTotal: 20000,
      carpeta: 'el-fogon-serrano',
      nombreComercio: 'El Fogón Serrano',
      usuarioId: beto.id,
      estado: 0,
      estadoTexto: 'Pendiente de Confirmación',
      fechaHoraAlta: '2026-11-21T21:00:00-03:00',
      tpEvento: 4,
      titulo: 'Taller de empanadas criollas',
      fechaHora: '2026-12-06T11:00:00-03:00',
      pTransferencia_Alias: 'FOGON.SERRANO.MP',
      pTransferencia_Telefono: '2494461075',
    });
    expect(venta.tickets.map((x) => x.numero)).toEqual([1, 2]);
    expect(venta.tickets[0]!.codigo).toMatch(TICKET_CODIGO_PATTERN);
  });

  it('only the buyer sees it: others, other carpetas and other sites get a 404; anonymous a 401', async () => {
    for (const res of [
      await get(`/api/eventos/GetCompraTicket/el-fogon-serrano/${ventaId}`, ana.token),
      await get(`/api/eventos/GetCompraTicket/cerveceria-la-serrana/${ventaId}`, beto.token),
      await get(`/api/eventos/GetCompraTicket/el-fogon-serrano/${ventaId}`, beto.token, 'la-farola.localhost'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No se encontró la compra');
    }
    expect((await get(`/api/eventos/GetCompraTicket/el-fogon-serrano/${ventaId}`, null)).statusCode).toBe(401);
    expect((await get('/api/eventos/GetCompraTicket/el-fogon-serrano/cero', beto.token)).statusCode).toBe(400);
  });

  it("GetComprasTickets lists only the caller's purchases, newest first, optionally at one business", async () => {
    await comprar(t.app, beto.token, compraBody(blues, 1, 3, { eventoVarianteId: varianteId(blues, 'General') }));
    const all = (await get('/api/eventos/GetComprasTickets', beto.token)).json() as VentaTicket[];
    expect(all.length).toBe(2);
    expect(all.every((v) => v.usuarioId === beto.id)).toBe(true);
    expect(all.map((v) => v.id)).toEqual([...all.map((v) => v.id)].sort((a, b) => b - a));

    const fogonOnly = (
      await get('/api/eventos/GetComprasTickets/el-fogon-serrano', beto.token)
    ).json() as VentaTicket[];
    expect(fogonOnly.map((v) => v.id)).toEqual([ventaId]);
    const byId = (await get(`/api/eventos/GetComprasTickets/${serrana}`, beto.token)).json() as VentaTicket[];
    expect(byId.map((v) => v.carpeta)).toEqual(['cerveceria-la-serrana']);

    expect((await get('/api/eventos/GetComprasTickets/no-existe', beto.token)).statusCode).toBe(404);
    expect(
      (await get('/api/eventos/GetComprasTickets/el-fogon-serrano', beto.token, 'la-farola.localhost')).statusCode,
    ).toBe(404);
    expect((await get('/api/eventos/GetComprasTickets', beto.token, 'la-farola.localhost')).json()).toEqual([]);
    expect((await get('/api/eventos/GetComprasTickets', null)).statusCode).toBe(401);
  });

  it('the demo customer has purchases to show, among them a used ticket', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.telefono, '2494000000'));
    const token = (await t.app.issueToken(demo!)).token;
    const list = (await get('/api/eventos/GetComprasTickets', token)).json() as VentaTicket[];
    expect(list.map((v) => v.estado).sort()).toEqual([0, 1, 5]);
    expect(list.flatMap((v) => v.tickets).some((x) => x.usadoEn === '2026-11-14T21:10:00-03:00')).toBe(true);
  });
});

describe('moveVentaEstado (shared with the back office)', () => {
  it('cancelling gives the places back; forbidden moves are a 409', async () => {
    const res = await comprar(t.app, ana.token, compraBody(taller, 3, 5, {}, true));
    const id = res.json().id as number;
    const vendidos = (await fechaRow(taller.eventoFechaId)).vendidos;
    const now = t.clock.now();
    await t.db.transaction(async (tx) => {
      const { before, after } = await moveVentaEstado(tx as unknown as Db, id, 4, now);
      expect([before.estado, after.estado]).toEqual([0, 4]);
    });
    expect((await fechaRow(taller.eventoFechaId)).vendidos).toBe(vendidos - 3);
    await expect(t.db.transaction((tx) => moveVentaEstado(tx as unknown as Db, id, 1, now))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await fechaRow(taller.eventoFechaId)).vendidos).toBe(vendidos - 3);
  });
});

describe('the cached board follows every sale', () => {
  const disponibles = async (evento: Ev) =>
    findEvento(await getCartelera(t.app, 'cartelera/el-fogon-serrano'), evento.titulo, evento.fechaHora).disponibles;
  const eventoDisponibles = async (evento: Ev) =>
    findEvento(await getCartelera(t.app, `evento/el-fogon-serrano/${evento.id}`), evento.titulo, evento.fechaHora)
      .disponibles;

  it('shows the places a purchase took at once, and the places a cancellation gave back once announced', async () => {
    const before = await disponibles(pena);
    const beforeEvento = await eventoDisponibles(pena);
    expect(before).toBe(beforeEvento);
    const res = await comprar(
      t.app,
      beto.token,
      compraBody(pena, 2, 5, { eventoVarianteId: varianteId(pena, 'General') }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // The purchase's own process forgets the boards before answering.
    expect(await disponibles(pena)).toBe(before! - 2);
    expect(await eventoDisponibles(pena)).toBe(before! - 2);

    // A cancellation (as the back office makes it) is announced when it commits: every process drops its boards.
    await t.db.transaction((tx) => moveVentaEstado(tx as unknown as Db, res.json().id, 4, t.clock.now()));
    const deadline = Date.now() + 5000;
    while ((await disponibles(pena)) !== before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await disponibles(pena)).toBe(before);
    expect(await eventoDisponibles(pena)).toBe(before);
  });
});
