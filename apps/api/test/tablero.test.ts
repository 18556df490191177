import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  comercios,
  concursoParticipaciones,
  concursos,
  pedidoItems,
  pedidos,
  reservas,
  reservaSectores,
  sites,
  tickets,
  users,
  ventasTickets,
} from '../src/db/schema.ts';
import { insertEvento } from './helpers/eventos.ts';
import { mover } from './helpers/pedidos.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The merchant's numbers (decision 035) against a hand-computed fixture at La Farola. Clock: Thursday
 * 2027-04-15 15:00 in Buenos Aires (UTC-3), months after every seeded order, so the figures are the fixture's.
 * Every time below carries its offset, so the file passes whatever TZ the process runs in. Order A at 23:30 on
 * the 14th and order B at 00:30 on the 15th are the same UTC day (the 15th) but two merchant days.
 */

const NOW = '2027-04-15T15:00:00-03:00';
const at = (local: string) => new Date(`${local}-03:00`);
const MIN = 60_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let farolaId: number;
let mozo: string;
let lafarola: string;
let serrana: string;
let admin: string;
let cliente: string;
let clienteIds: number[];

const tablero = (token: string | null, query = '', id: number | string = farolaId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/merchant/tablero/${id}${query}`,
    headers: token ? bearer(token) : {},
  });
const tableroSitio = (token: string | null, siteId: number | string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/tablero/sitios/${siteId}${query}`,
    headers: token ? bearer(token) : {},
  });

interface Orden {
  fecha: string;
  total: number;
  estadoId?: number;
  delivery?: boolean;
  enLocal?: boolean;
  demora?: number;
  aceptado?: number;
  prometido?: number;
  listo?: number;
  observacion?: string;
  items?: Array<[titulo: string, cantidad: number, precioUnitario: number]>;
}

async function insertOrden(o: Orden): Promise<number> {
  const fechaHora = at(o.fecha);
  const aceptado = o.aceptado === undefined ? null : new Date(fechaHora.getTime() + o.aceptado * MIN);
  const [row] = await t.db
    .insert(pedidos)
    .values({
      comercioId: farolaId,
      usuarioId: clienteIds[0]!,
      estadoId: o.estadoId ?? 2,
      delivery: o.delivery ?? false,
      domicilio: o.delivery ? 'Av. España 555' : null,
      enLocal: o.enLocal ?? false,
      mesa: o.enLocal ? 7 : null,
      subtotal: o.total,
      total: o.total,
      demora: o.demora ?? 30,
      observacion: o.observacion ?? null,
      nombre: 'Cliente Tablero',
      fechaHora,
      horaAceptado: aceptado,
      horaEstimada: aceptado && o.prometido !== undefined ? new Date(aceptado.getTime() + o.prometido * MIN) : null,
      horaEntregado: aceptado && o.listo !== undefined ? new Date(aceptado.getTime() + o.listo * MIN) : null,
    })
    .returning({ id: pedidos.id });
  const id = row!.id;
  for (const [i, [titulo, cantidad, precioUnitario]] of (o.items ?? []).entries()) {
    await t.db.insert(pedidoItems).values({ pedidoId: id, orden: i, titulo, cantidad, precioUnitario });
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  lafarola = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  serrana = (await login(t.app, 'serrana', 'serrana1234')).token;
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  cliente = (await registerCustomer(t.app, '2494777001', 'Cliente Tablero')).token;
  await registerCustomer(t.app, '2494777002', 'Cliente Dos');
  await registerCustomer(t.app, '2494777003', 'Cliente Tres');
  clienteIds = [];
  for (const telefono of ['2494777001', '2494777002', '2494777003']) {
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.telefono, telefono));
    clienteIds.push(u!.id);
  }
  const [farola] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  farolaId = farola!.id;

  // Orders. A: the 14th at 23:30 (UTC: the 15th), delivery, accepted after 5', promised 40', ready after 30'.
  await insertOrden({
    fecha: '2027-04-14T23:30',
    total: 1_234_550,
    delivery: true,
    demora: 40,
    aceptado: 5,
    prometido: 40,
    listo: 30,
    items: [['Bife de chorizo', 2, 617_275]],
  });
  // B: the 15th at 00:30, pickup, accepted after 10', promised 20', ready after 25' (late).
  await insertOrden({
    fecha: '2027-04-15T00:30',
    total: 500_000,
    aceptado: 10,
    prometido: 20,
    listo: 25,
    items: [['Provoleta', 1, 500_000]],
  });
  // C: the 15th at 12:10, table 7, accepted after 2', in preparation.
  await insertOrden({
    fecha: '2027-04-15T12:10',
    total: 250_075,
    estadoId: 1,
    enLocal: true,
    aceptado: 2,
    prometido: 30,
    items: [['Flan', 1, 250_075]],
  });
  // D cancelled, E rejected, F waiting for its payment: none is a sale.
  await insertOrden({
    fecha: '2027-04-15T13:00',
    total: 100_000,
    estadoId: 3,
    observacion: 'Cancelado: Sin stock]',
    items: [['Bife de chorizo', 1, 100_000]],
  });
  await insertOrden({ fecha: '2027-04-15T13:30', total: 100_000, estadoId: 4, observacion: 'Fuera de zona' });
  await insertOrden({ fecha: '2027-04-15T14:00', total: 100_000, estadoId: 5 });
  // G: 23:50 on March 16th (UTC: the 17th), the day before the 30 days; H: 00:10 on the 17th, their first day.
  await insertOrden({ fecha: '2027-03-16T23:50', total: 900_000, items: [['Flan', 9, 100_000]] });
  await insertOrden({ fecha: '2027-03-17T00:10', total: 100_000, items: [['Flan', 1, 100_000]] });

  // Reservations.
  const [sector] = await t.db
    .select({ id: reservaSectores.id })
    .from(reservaSectores)
    .where(eq(reservaSectores.comercioId, farolaId))
    .limit(1);
  const reserva = (local: string, cantidad: number, estado: number) => ({
    comercioId: farolaId,
    usuarioId: clienteIds[0]!,
    sectorId: sector!.id,
    fechaHora: at(local),
    fin: new Date(at(local).getTime() + 90 * MIN),
    cantidad,
    rango: 1,
    estado,
    fechaHoraAlta: at('2027-04-01T10:00'),
  });
  await t.db
    .insert(reservas)
    .values([
      reserva('2027-04-15T09:00', 2, 1),
      reserva('2027-04-15T13:00', 4, 5),
      reserva('2027-04-15T21:00', 6, 3),
      reserva('2027-04-15T21:30', 2, 6),
      reserva('2027-04-14T23:30', 3, 5),
    ]);

  // Tickets: two sales today (one cancelled), one yesterday at 23:45; two people checked in today.
  const evento = await insertEvento(t.db, farolaId, '2027-04-15T21:00:00-03:00', { titulo: 'Noche de tango' });
  const venta = (local: string, cantidad: number, estado: number) => ({
    comercioId: farolaId,
    eventoId: evento.id,
    eventoFechaId: evento.eventoFechaId,
    usuarioId: clienteIds[0]!,
    cantidad,
    formaPagoId: 3,
    precioUnitario: 150_000,
    importeTotal: 150_000 * cantidad,
    estado,
    fechaHoraAlta: at(local),
  });
  const [v1, , v3] = await t.db
    .insert(ventasTickets)
    .values([venta('2027-04-15T10:00', 2, 1), venta('2027-04-15T11:00', 1, 4), venta('2027-04-14T23:45', 1, 1)])
    .returning({ id: ventasTickets.id });
  await t.db.insert(tickets).values([
    {
      ventaId: v1!.id,
      numero: 1,
      titular: 'Ana',
      telefono: '2494777001',
      cantidad: 2,
      codigo: 'tablero-1',
      usadoEn: at('2027-04-15T14:30'),
    },
    { ventaId: v3!.id, numero: 1, titular: 'Beto', telefono: '2494777002', cantidad: 1, codigo: 'tablero-2' },
  ]);

  // A draw: two participants today, one at 23:59 yesterday.
  const [concurso] = await t.db
    .insert(concursos)
    .values({
      comercioId: farolaId,
      titulo: 'Sorteo de otoño',
      fechaHoraHasta: at('2027-04-30T23:59'),
      fechaHoraSorteoEstimado: at('2027-05-01T12:00'),
    })
    .returning({ id: concursos.id });
  await t.db.insert(concursoParticipaciones).values([
    { concursoId: concurso!.id, userId: clienteIds[0]!, createdAt: at('2027-04-15T08:00') },
    { concursoId: concurso!.id, userId: clienteIds[1]!, createdAt: at('2027-04-15T09:00') },
    { concursoId: concurso!.id, userId: clienteIds[2]!, createdAt: at('2027-04-14T23:59') },
  ]);
});
afterAll(() => t.close());

const sinVentas = (fecha: string) => ({ fecha, pedidos: 0, importe: 0 });

describe('GET merchant/tablero/{configRestoId}', () => {
  it("today: the merchant's day, not UTC's (A at 23:30 yesterday is out, B at 00:30 is in)", async () => {
    const res = await tablero(mozo, '?periodo=hoy');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      periodo: 'hoy',
      desde: '2027-04-15',
      hasta: '2027-04-15',
      timeZone: 'America/Argentina/Buenos_Aires',
      comercios: [{ configRestoId: farolaId, nombreComercio: expect.any(String) }],
      // B 5000 + C 2500.75; the average 3750.375 rounds to the centavo.
      ventas: { pedidos: 2, importe: 7500.75, ticketPromedio: 3750.38 },
      porDia: [{ fecha: '2027-04-15', pedidos: 2, importe: 7500.75 }],
      modalidad: {
        delivery: { pedidos: 0, importe: 0 },
        retiro: { pedidos: 1, importe: 5000 },
        enLocal: { pedidos: 1, importe: 2500.75 },
      },
      platos: [
        { titulo: 'Provoleta', cantidad: 1, importe: 5000 },
        { titulo: 'Flan', cantidad: 1, importe: 2500.75 },
      ],
      // Placed today: B (accepted after 10', ready after 25' of 20' promised) and C (accepted after 2').
      tiempos: {
        aceptados: 2,
        minutosHastaAceptar: 6,
        listos: 1,
        minutosHastaListo: 25,
        minutosPrometidos: 20,
        demoraAnunciada: 30,
        aTiempo: 0,
      },
      cancelaciones: {
        canceladas: 1,
        rechazadas: 1,
        motivos: [
          { tipo: 'cancelado', motivo: 'Sin stock', cantidad: 1 },
          { tipo: 'rechazado', motivo: 'Fuera de zona', cantidad: 1 },
        ],
      },
      reservas: {
        reservas: 3,
        personas: 8,
        porFranja: [
          { rango: 1, nombre: 'Mañana', reservas: 1, personas: 2 },
          { rango: 2, nombre: 'Mediodía', reservas: 1, personas: 4 },
          { rango: 3, nombre: 'Tarde', reservas: 0, personas: 0 },
          { rango: 4, nombre: 'Noche', reservas: 1, personas: 2 },
        ],
        cumplidas: 1,
        ausentes: 1,
        tasaAusencia: 0.5,
      },
      eventos: [{ titulo: 'Noche de tango', ventas: 1, entradas: 2, importe: 3000, ingresos: 2 }],
      concursos: [{ titulo: 'Sorteo de otoño', participantes: 2 }],
    });
    expect(body.porHora).toHaveLength(24);
    expect(body.porHora[0]).toEqual({ hora: 0, pedidos: 1, importe: 5000 });
    expect(body.porHora[12]).toEqual({ hora: 12, pedidos: 1, importe: 2500.75 });
    expect(body.porHora[23]).toEqual({ hora: 23, pedidos: 0, importe: 0 });
  });

  it('last 7 days: A falls on the 14th, B on the 15th; every day listed', async () => {
    const res = await tablero(lafarola, '?periodo=7d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      desde: '2027-04-09',
      hasta: '2027-04-15',
      ventas: { pedidos: 3, importe: 19_846.25, ticketPromedio: 6615.42 },
      porDia: [
        sinVentas('2027-04-09'),
        sinVentas('2027-04-10'),
        sinVentas('2027-04-11'),
        sinVentas('2027-04-12'),
        sinVentas('2027-04-13'),
        { fecha: '2027-04-14', pedidos: 1, importe: 12_345.5 },
        { fecha: '2027-04-15', pedidos: 2, importe: 7500.75 },
      ],
      modalidad: { delivery: { pedidos: 1, importe: 12_345.5 } },
      platos: [
        { titulo: 'Bife de chorizo', cantidad: 2, importe: 12_345.5 },
        { titulo: 'Provoleta', cantidad: 1, importe: 5000 },
        { titulo: 'Flan', cantidad: 1, importe: 2500.75 },
      ],
      // (5 + 10 + 2) / 3 = 5.67; ready: A 30' of 40' (on time), B 25' of 20'.
      tiempos: {
        aceptados: 3,
        minutosHastaAceptar: 5.7,
        listos: 2,
        minutosHastaListo: 27.5,
        minutosPrometidos: 30,
        demoraAnunciada: 33.3,
        aTiempo: 0.5,
      },
      reservas: { reservas: 4, personas: 11, cumplidas: 2, ausentes: 1, tasaAusencia: 0.333 },
      eventos: [{ titulo: 'Noche de tango', ventas: 2, entradas: 3, importe: 4500, ingresos: 2 }],
      concursos: [{ titulo: 'Sorteo de otoño', participantes: 3 }],
    });
    expect(body.porHora[23]).toEqual({ hora: 23, pedidos: 1, importe: 12_345.5 });
    expect(body.reservas.porFranja[3]).toEqual({ rango: 4, nombre: 'Noche', reservas: 2, personas: 5 });
  });

  it('last 30 days: from March 17th (H at 00:10 is in; G at 23:50 on the 16th, UTC the 17th, is out)', async () => {
    const res = await tablero(mozo, '?periodo=30d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      desde: '2027-03-17',
      hasta: '2027-04-15',
      ventas: { pedidos: 4, importe: 20_846.25 },
    });
    expect(body.porDia).toHaveLength(30);
    expect(body.porDia[0]).toEqual({ fecha: '2027-03-17', pedidos: 1, importe: 1000 });
    expect(body.platos.find((p: { titulo: string }) => p.titulo === 'Flan')).toEqual({
      titulo: 'Flan',
      cantidad: 2,
      importe: 3500.75,
    });
  });

  it('defaults to today; an empty periodo counts as none', async () => {
    expect((await tablero(mozo)).json()).toMatchObject({ periodo: 'hoy', ventas: { pedidos: 2 } });
    expect((await tablero(mozo, '?periodo=')).json()).toMatchObject({ periodo: 'hoy' });
  });

  it('answers 400 in Spanish for a bad periodo or id', async () => {
    const res = await tablero(mozo, '?periodo=año');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('El período debe ser hoy, 7d o 30d');
    expect((await tablero(mozo, '?periodo=90d')).statusCode).toBe(400);
    expect((await tablero(mozo, '', 'abc')).statusCode).toBe(400);
  });

  it('answers 401 without a session, 403 to a customer and to another business staff', async () => {
    const none = await tablero(null, '?periodo=hoy');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Necesitás iniciar sesión para continuar.');
    const other = await tablero(serrana, '?periodo=hoy');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('No tenés permiso para administrar este comercio.');
    expect((await tablero(cliente, '?periodo=hoy')).statusCode).toBe(403);
  });

  it('lets a platform admin read it; 404 for a business that does not exist', async () => {
    expect((await tablero(admin, '?periodo=hoy')).json()).toMatchObject({ ventas: { pedidos: 2 } });
    expect((await tablero(admin, '', 999_999)).statusCode).toBe(404);
  });
});

describe('GET admin/tablero/sitios/{siteId}', () => {
  const siteId = async (dominioUrl: string) => {
    const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, dominioUrl));
    return site!.id;
  };

  it("sums the businesses a portal shows: only La Farola sold in the fixture's days", async () => {
    const res = await tableroSitio(admin, await siteId('tandil.localhost'), '?periodo=7d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.comercios.length).toBeGreaterThan(10);
    expect(body.comercios).toContainEqual({ configRestoId: farolaId, nombreComercio: expect.any(String) });
    expect(body).toMatchObject({
      timeZone: 'America/Argentina/Buenos_Aires',
      ventas: { pedidos: 3, importe: 19_846.25 },
      reservas: { reservas: 4 },
      concursos: [{ titulo: 'Sorteo de otoño', participantes: 3 }],
    });
  });

  it("a single-business site is that business's dashboard", async () => {
    const res = await tableroSitio(admin, await siteId('la-farola.localhost'), '?periodo=hoy');
    const own = await tablero(mozo, '?periodo=hoy');
    expect(res.json()).toEqual(own.json());
  });

  it('is for platform admins only: 401, 403 to a merchant, 404 unknown site, 400 bad input', async () => {
    const id = await siteId('tandil.localhost');
    expect((await tableroSitio(null, id)).statusCode).toBe(401);
    const merchant = await tableroSitio(lafarola, id);
    expect(merchant.statusCode).toBe(403);
    expect((await tableroSitio(mozo, id)).statusCode).toBe(403);
    expect((await tableroSitio(admin, 999_999)).statusCode).toBe(404);
    expect((await tableroSitio(admin, id, '?periodo=semana')).statusCode).toBe(400);
    expect((await tableroSitio(admin, 'x')).statusCode).toBe(400);
  });
});

describe('accepting an order records when', () => {
  it('sets hora_aceptado to the clock on POST .../aceptar', async () => {
    const id = await insertOrden({ fecha: '2027-04-15T14:50', total: 100_000, estadoId: 0 });
    const res = await mover(t.app, mozo, farolaId, id, 'aceptar', { demora: 30 });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ horaAceptado: pedidos.horaAceptado }).from(pedidos).where(eq(pedidos.id, id));
    expect(row!.horaAceptado?.toISOString()).toBe(new Date(NOW).toISOString());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit?.action).toBe('pedido.aceptar');
  });
});
