import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reserva, ReservaComercio } from '@vidriera/domain/reservas';
import { comercios, reservaSectores, users } from '../src/db/schema.ts';
import { insertEvento } from './helpers/eventos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Local event entry (spec 02 §3, §9; docs/decisions/027-local-event-entry.md): a reservation made from the link of
 * a reservation-type event is the entry to that night's date of the event, 3000 per person. La Farola takes
 * dinners Tuesday to Sunday 20:00..23:30; the test clock is Saturday 2026-11-21 21:00 in Buenos Aires.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: number;
let fogon: number;
let terraza: number;
let salon: number;
let ana: string;
let beto: string;
/** A dinner show at La Farola, Sunday 29 at 21:30 (type 0: booked as a reservation). */
let show: { id: number; eventoFechaId: number };

const TANDIL = 'tandil.localhost';

async function createCustomer(telefono: string, nombreApellido: string): Promise<string> {
  const [user] = await t.db.insert(users).values({ userName: telefono, telefono, nombreApellido }).returning();
  return (await t.app.issueToken(user!)).token;
}

const reservar = (token: string | null, overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservas/reservar',
    headers: { host: TANDIL, ...(token ? bearer(token) : {}) },
    payload: {
      fechaHora: '2026-11-29T21:00:00-03:00',
      cantidad: 3,
      sectorId: terraza,
      observacion: 'Reservado desde link. Para Tango en La Farola',
      rango: 4,
      seleccionoHorario: true,
      configRestoId: farola,
      ...overrides,
    },
  });

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: TANDIL, ...bearer(token) } });

beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (carpeta: string) =>
    (await t.db.select().from(comercios).where(eq(comercios.carpeta, carpeta)))[0]!.id;
  farola = await idOf('la-farola');
  fogon = await idOf('el-fogon-serrano');
  const sectores = await t.db.select().from(reservaSectores).where(eq(reservaSectores.comercioId, farola));
  terraza = sectores.find((s) => s.descripcion === 'Terraza')!.id;
  salon = sectores.find((s) => s.descripcion === 'Salón principal')!.id;
  ana = await createCustomer('2494112001', 'Ana Entradas');
  beto = await createCustomer('2494112002', 'Beto Entradas');
  show = await insertEvento(t.db, farola, '2026-11-29T21:30:00-03:00', { titulo: 'Tango en La Farola', tpEvento: 0 });
});
afterAll(() => t.close());

describe('POST reservas/reservar from an event link: the local event entry', () => {
  it('books the entry to that night’s date: importe is 3000 per person, whatever the event’s own price', async () => {
    const res = await reservar(ana, { eventoId: show.id });
    expect(res.statusCode, res.body).toBe(200);
    const reserva: Reserva = res.json();
    expect(reserva).toMatchObject({ eventoId: show.id, cantidad: 3, importe: 9000 });
    expect(reserva.entradaLocal).toEqual({
      id: show.id,
      titulo: 'Tango en La Farola',
      eventoFechaId: show.eventoFechaId,
      fechaHora: '2026-11-29T21:30:00-03:00',
      cantidad: 3,
      importePorPersona: 3000,
      sector: { id: terraza, descripcion: 'Terraza' },
      configResto: {
        carpeta: 'la-farola',
        nombreComercio: 'La Farola Parrilla',
        domicilio: 'Av. Santamarina 651, Tandil',
        telefono: expect.any(String),
      },
    });

    // The customer's reads show the same entry; nobody else sees the reservation.
    const one = await get(`/api/reservas/${reserva.id}`, ana);
    expect(one.json()).toEqual(reserva);
    const todos: Reserva[] = (await get('/api/reservas/todos', ana)).json();
    expect(todos.find((r) => r.id === reserva.id)?.entradaLocal).toEqual(reserva.entradaLocal);
    const activos: Reserva[] = (await get('/api/reservas/activos/la-farola', ana)).json();
    expect(activos.find((r) => r.id === reserva.id)?.importe).toBe(9000);
    expect((await get(`/api/reservas/${reserva.id}`, beto)).statusCode).toBe(404);

    // The merchant's book of that day shows it too.
    const staff = await login(t.app, 'lafarola', 'lafarola1234');
    const dia = await t.app.inject({
      method: 'GET',
      url: `/api/reservas/comercio/${farola}/dia/2026-11-29`,
      headers: { host: TANDIL, ...bearer(staff.token) },
    });
    expect(dia.statusCode, dia.body).toBe(200);
    const delLibro = (dia.json() as ReservaComercio[]).find((r) => r.id === reserva.id);
    expect(delLibro).toMatchObject({ importe: 9000, entradaLocal: { id: show.id, importePorPersona: 3000 } });
  });

  it('links a table after midnight’s eve to the show after midnight (same night, 6-hour shift)', async () => {
    const trasnoche = await insertEvento(t.db, farola, '2026-11-30T00:30:00-03:00', {
      titulo: 'Trasnoche de tango',
      tpEvento: 1,
    });
    const res = await reservar(ana, { eventoId: trasnoche.id, fechaHora: '2026-11-29T23:30:00-03:00', cantidad: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      importe: 6000,
      entradaLocal: {
        id: trasnoche.id,
        eventoFechaId: trasnoche.eventoFechaId,
        fechaHora: '2026-11-30T00:30:00-03:00',
      },
    });
  });

  it('a reservation without an event has no entry and no importe', async () => {
    const res = await reservar(ana, { eventoId: null, sectorId: salon, cantidad: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ eventoId: null, importe: 0, entradaLocal: null });
    const zero = await reservar(ana, {
      eventoId: 0,
      sectorId: salon,
      cantidad: 2,
      fechaHora: '2026-11-29T20:00:00-03:00',
    });
    expect(zero.json()).toMatchObject({ eventoId: null, importe: 0, entradaLocal: null });
  });

  it("refuses another business's event, a ticket event, an unpublished or annulled one: 'El evento no es válido'", async () => {
    const deFogon = await insertEvento(t.db, fogon, '2026-11-29T21:30:00-03:00', { tpEvento: 0 });
    const conEntradas = await insertEvento(t.db, farola, '2026-11-29T21:30:00-03:00', { tpEvento: 2 });
    const borrador = await insertEvento(t.db, farola, '2026-11-29T21:30:00-03:00', { tpEvento: 0, publicado: false });
    const anulado = await insertEvento(t.db, farola, '2026-11-29T21:30:00-03:00', { tpEvento: 0, anulado: true });
    for (const eventoId of [deFogon.id, conEntradas.id, borrador.id, anulado.id, 999_999]) {
      const res = await reservar(ana, { eventoId, cantidad: 2 });
      expect(res.statusCode, `${eventoId}`).toBe(400);
      expect(res.json().message).toBe('El evento no es válido');
    }
    const malformed = await reservar(ana, { eventoId: 'tango', cantidad: 2 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('El evento no es válido');
  });

  it("refuses a reservation on another night than the event's: 'El evento no es en la fecha de la reserva'", async () => {
    const res = await reservar(ana, { eventoId: show.id, fechaHora: '2026-11-28T21:00:00-03:00', cantidad: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El evento no es en la fecha de la reserva');
  });

  it("the reservation's own checks come first, and a session is needed", async () => {
    const sinSector = await reservar(ana, { eventoId: 999_999, sectorId: null });
    expect(sinSector.statusCode).toBe(400);
    expect(sinSector.json().message).toBe('Seleccione un sector');
    expect((await reservar(null, { eventoId: show.id })).statusCode).toBe(401);
  });
});
