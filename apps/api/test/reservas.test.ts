import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HorarioDisponible, HorariosDisponibles, Reserva } from '@vidriera/domain/reservas';
import { comercios, reservaSectores, users } from '../src/db/schema.ts';
import { reservaChanges } from '../src/modules/reservas/notify.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Reservations over HTTP on the demo data, at the test clock's Saturday 2026-11-21 21:00 in Buenos Aires.
 * La Farola (demo-reservas.ts): dinner slots 20:00..23:30 every 30 minutes, 60 minutes' notice, durations
 * 90/120/150; Terraza seats 16 and tonight holds 4 (21:00), 6 (21:30) and 4 (22:00); Quincho (20) is taken by a
 * party of 20 at 22:30.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: number;
let sector: Record<string, number>;
let ana: string;
let beto: string;

const TANDIL = 'tandil.localhost';

/** A customer with a verified phone and a session (inserted directly: login/Create is rate limited). */
async function createCustomer(telefono: string, nombreApellido: string): Promise<string> {
  const [user] = await t.db.insert(users).values({ userName: telefono, telefono, nombreApellido }).returning();
  return (await t.app.issueToken(user!)).token;
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  farola = row!.id;
  const sectores = await t.db.select().from(reservaSectores).where(eq(reservaSectores.comercioId, farola));
  sector = Object.fromEntries(sectores.map((s) => [s.descripcion, s.id]));
  ana = await createCustomer('2494111001', 'Ana Reservas');
  beto = await createCustomer('2494111002', 'Beto Reservas');
});
afterAll(() => t.close());

const horarios = (body: unknown, host = TANDIL) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservas/getHorariosDisponibles',
    headers: { host },
    payload: body as object,
  });

async function dayOf(fechaHora: string, cantidadPersonas = 2, configRestoId = farola): Promise<HorariosDisponibles> {
  const res = await horarios({ fechaHora, cantidadPersonas, configRestoId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const slot = (day: HorariosDisponibles, hhmm: string): HorarioDisponible => {
  const found = day.horarios.find((h) => h.hora.slice(11, 16) === hhmm);
  if (!found) throw new Error(`no slot ${hhmm}`);
  return found;
};
const places = (h: HorarioDisponible, sectorId: number) =>
  h.sectores.find((s) => s.reservaSectorId === sectorId)?.cantidad;

const reservar = (token: string | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservas/reservar',
    headers: { host: TANDIL, ...(token ? bearer(token) : {}) },
    payload: body,
  });

const booking = (overrides: Record<string, unknown> = {}) => ({
  fechaHora: '2026-11-21T22:30:00-03:00',
  cantidad: 2,
  sectorId: sector['Salón principal'],
  observacion: 'Ventana',
  rango: 4,
  seleccionoHorario: true,
  configRestoId: farola,
  ...overrides,
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: TANDIL, ...(token ? bearer(token) : {}) } });

describe('POST reservas/getHorariosDisponibles', () => {
  it("lists the day's slots in the merchant's zone, with sectors and services", async () => {
    const day = await dayOf('2026-11-21');
    const lunch = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
    const dinner = ['20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30'];
    expect(day.horarios.map((h) => h.hora)).toEqual([...lunch, ...dinner].map((hhmm) => `2026-11-21T${hhmm}:00-03:00`));
    expect(day.sectores.map((s) => s.descripcion)).toEqual(['Salón principal', 'Terraza', 'Quincho']);
    expect(day.servicios).toHaveLength(2);
    expect(day.servicios[1]).toMatchObject({
      duracionPromHasta2P: 90,
      duracionProm2a5P: 120,
      duracionPromMas5P: 150,
      anticipacionMinimaMinutos: 60,
      minutosDeTolerancia: 15,
    });
    const [almuerzo, cena] = day.servicios.map((s) => s.id);
    expect(day.horarios.map((h) => h.servicioId)).toEqual([...lunch.map(() => almuerzo), ...dinner.map(() => cena)]);
  });

  it('disables slots not later than now plus the minimum notice (21:00 + 60 minutes)', async () => {
    const day = await dayOf('2026-11-21');
    expect(day.horarios.filter((h) => !h.disabled).map((h) => h.hora.slice(11, 16))).toEqual([
      '22:30',
      '23:00',
      '23:30',
    ]);
  });

  it("counts tonight's reservations over the minutes each party holds its places", async () => {
    const day = await dayOf('2026-11-21');
    // At 22:30 a party of 2 holds until 24:00: Terraza has 4 + 6 + 4 seated then.
    expect(places(slot(day, '22:30'), sector.Terraza!)).toBe(2);
    // From 23:00 the party of 4 booked at 21:00 (120 minutes) has left.
    expect(places(slot(day, '23:00'), sector.Terraza!)).toBe(6);
    expect(places(slot(day, '22:30'), sector.Quincho!)).toBe(0);
    expect(places(slot(day, '22:00'), sector.Quincho!)).toBe(0);
    expect(places(slot(day, '20:30'), sector.Quincho!)).toBe(20);
    // A fulfilled reservation (estado 5: the party arrived) keeps its places until its end (2 at 20:30, 90 min).
    expect(places(slot(day, '20:30'), sector['Salón principal']!)).toBe(38);
    expect(places(slot(day, '22:00'), sector['Salón principal']!)).toBe(40);
  });

  it('compares the places with the party size asked for', async () => {
    const day = await dayOf('2026-11-21', 3);
    // A party of 3 holds 120 minutes: from 22:30 that reaches the 6 + 4 seated until 24:00, and no more.
    expect(places(slot(day, '22:30'), sector.Terraza!)).toBe(2);
    expect(places(slot(day, '23:30'), sector.Terraza!)).toBe(6);
  });

  it('reads a date-time with an offset as the merchant’s day at that instant', async () => {
    // 02:00 UTC on the 22nd is still the 21st in Buenos Aires.
    const day = await dayOf('2026-11-22T02:00:00Z');
    expect(day.horarios[0]?.hora).toBe('2026-11-21T12:00:00-03:00');
    const plain = await dayOf('2026-11-22T02:00:00');
    expect(plain.horarios[0]?.hora).toBe('2026-11-22T12:00:00-03:00');
  });

  it('has no slots on a closed day or a weekday without service', async () => {
    expect((await dayOf('2026-12-25')).horarios).toEqual([]);
    expect((await dayOf('2026-11-23')).horarios).toEqual([]); // Monday
  });

  it("refuses a business without reservations with the spec's message", async () => {
    const [burger] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'burger-club'));
    const res = await horarios({ fechaHora: '2026-11-21', cantidadPersonas: 2, configRestoId: burger!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'No se permiten realizar reservas en este comercio' });
  });

  it("answers 404 for a business the Host's site does not show", async () => {
    const res = await horarios({ fechaHora: '2026-11-21', cantidadPersonas: 2, configRestoId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it.each([
    [{ cantidadPersonas: 2, configRestoId: 1 }, 'Seleccione una fecha y hora'],
    [{ fechaHora: 'mañana', cantidadPersonas: 2, configRestoId: 1 }, 'Seleccione una fecha y hora'],
    [{ fechaHora: '2026-11-21', cantidadPersonas: 0, configRestoId: 1 }, 'La cantidad de personas debe ser mayor a 0'],
    [{ fechaHora: '2026-11-21', configRestoId: 1 }, 'Seleccione la cantidad de personas'],
    [
      { fechaHora: '2026-11-21', cantidadPersonas: 100, configRestoId: 1 },
      'La cantidad de personas no puede ser mayor a 99',
    ],
    [{ fechaHora: '2026-11-21', cantidadPersonas: 2 }, 'Falta el comercio'],
  ])('refuses a bad body %j with a 400 in Spanish', async (body, message) => {
    const res = await horarios(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message });
  });

  it('refuses a date that is not one with a 400', async () => {
    const res = await horarios({ fechaHora: '2026-02-30', cantidadPersonas: 2, configRestoId: farola });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seleccione una fecha y hora');
  });

  it.each(['9999-12-31T23:59:59Z', '9999-12-31', '2199-12-31T23:59:59-12:00', '1970-01-01', '0001-01-01T00:00:00Z'])(
    'refuses a date outside the supported years (%s) with a 400, never a 500',
    async (fechaHora) => {
      const res = await horarios({ fechaHora, cantidadPersonas: 2, configRestoId: farola });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: 'Seleccione una fecha y hora' });
    },
  );
});

describe('POST reservas/reservar', () => {
  it('needs a session', async () => {
    const res = await reservar(null, booking());
    expect(res.statusCode).toBe(401);
  });

  it('books a listed slot and answers the reservation in the spec’s shape', async () => {
    const res = await reservar(ana, booking({ observacion: '  Cerca de la ventana  ' }));
    expect(res.statusCode, res.body).toBe(200);
    const reserva: Reserva = res.json();
    expect(reserva).toMatchObject({
      fechaHora: '2026-11-21T22:30:00-03:00',
      fechaHoraAlta: '2026-11-21T21:00:00-03:00',
      cantidad: 2,
      sectorId: sector['Salón principal'],
      sector: { id: sector['Salón principal'], descripcion: 'Salón principal' },
      observacion: 'Cerca de la ventana',
      rango: 4,
      seleccionoHorario: true,
      configRestoId: farola,
      configResto: {
        carpeta: 'la-farola',
        nombreComercio: 'La Farola Parrilla',
        domicilio: 'Av. Santamarina 651, Tandil',
      },
      minutosDeTolerancia: 15,
      nombre: 'Ana Reservas',
      tel: '2494111001',
      eventoId: null,
      estado: 0,
      importe: 0,
    });
    expect(reserva.id).toBeGreaterThan(0);
  });

  it('takes the places off the availability at once, over the minutes the party holds them', async () => {
    const before = await dayOf('2026-11-21');
    expect(places(slot(before, '23:00'), sector.Terraza!)).toBe(6);
    const res = await reservar(beto, booking({ sectorId: sector.Terraza, cantidad: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await dayOf('2026-11-21');
    expect(places(slot(after, '22:30'), sector.Terraza!)).toBe(0);
    // Booked 22:30 for 2 holds until 24:00, so 23:00 and 23:30 lose 2 places too.
    expect(places(slot(after, '23:00'), sector.Terraza!)).toBe(4);
    expect(places(slot(after, '23:30'), sector.Terraza!)).toBe(4);
  });

  it("answers 409 'No hay disponibilidad' when the sector's places are gone", async () => {
    const res = await reservar(ana, booking({ sectorId: sector.Terraza, cantidad: 2 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: 'No hay disponibilidad' });
  });

  it('refuses an overlap: a party whose time would run into a full slot', async () => {
    // 23:00 has 4 places left in Terraza; a party of 6 at 23:00 does not fit.
    const res = await reservar(
      ana,
      booking({ fechaHora: '2026-11-21T23:00:00-03:00', sectorId: sector.Terraza, cantidad: 6 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No hay disponibilidad');
  });

  it.each([
    ['a past date', { fechaHora: '2026-11-20T21:00:00-03:00' }, 'La fecha de la reserva es anterior a la actual'],
    ['no date', { fechaHora: null }, 'Seleccione una fecha y hora'],
    ['a party of 0', { cantidad: 0 }, 'La cantidad de personas debe ser mayor a 0'],
    ['a negative party', { cantidad: -3 }, 'La cantidad de personas debe ser mayor a 0'],
    ['no party size', { cantidad: undefined }, 'Seleccione la cantidad de personas'],
    ['a party above 99', { cantidad: 100 }, 'La cantidad de personas no puede ser mayor a 99'],
    ['no sector', { sectorId: undefined }, 'Seleccione un sector'],
    ['an unknown sector', { sectorId: 999_999 }, 'No hay disponibilidad para el sector.'],
    [
      'a slot inside the minimum notice',
      { fechaHora: '2026-11-21T21:30:00-03:00' },
      'Seleccione un horario disponible para la reserva',
    ],
    [
      'a time off the slot grid',
      { fechaHora: '2026-11-21T22:40:00-03:00' },
      'Seleccione un horario disponible para la reserva',
    ],
    ['a closed day', { fechaHora: '2026-12-25T21:00:00-03:00' }, 'Seleccione un horario disponible para la reserva'],
    [
      'a party larger than the sector',
      { fechaHora: '2026-11-28T21:00:00-03:00', sectorId: 'Terraza', cantidad: 18 },
      'El sector Terraza no tiene disponibilidad para 18 personas en el día y horario seleccionado',
    ],
  ])("refuses %s with the spec's message (400)", async (_name, overrides, message) => {
    const body: Record<string, unknown> = booking(overrides);
    if (body.sectorId === 'Terraza') body.sectorId = sector.Terraza;
    const res = await reservar(ana, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it('refuses a business without reservations, and bad bodies, with a 400', async () => {
    const [burger] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'burger-club'));
    const disabled = await reservar(ana, booking({ configRestoId: burger!.id }));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toBe('No se permiten realizar reservas en este comercio');
    for (const bad of [
      { cantidad: 'dos' },
      { sectorId: 'x' },
      { configRestoId: undefined },
      { observacion: 'x'.repeat(501) },
    ]) {
      const res = await reservar(ana, booking(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/reservas/reservar',
      headers: { host: TANDIL, ...bearer(ana), 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('announces the booking on reserva_changed', async () => {
    const received: string[] = [];
    await t.database.listen(reservaChanges.channel, (payload) => received.push(payload));
    const res = await reservar(beto, booking({ fechaHora: '2026-11-28T21:30:00-03:00' }));
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as Reserva;
    await expect
      .poll(() => received.map((p) => JSON.parse(p)))
      .toContainEqual({ id, usuarioId: expect.any(Number), estado: 0, configRestoId: farola });
  });
});

describe('my reservations', () => {
  let own: Reserva;
  let later: Reserva;

  beforeAll(async () => {
    const caro = await createCustomer('2494111003', 'Caro Listas');
    own = (await reservar(caro, booking({ fechaHora: '2026-11-22T13:00:00-03:00', cantidad: 3 }))).json();
    later = (await reservar(caro, booking({ fechaHora: '2026-11-22T21:00:00-03:00', cantidad: 2 }))).json();
    ana = caro;
  });

  it('lists the caller’s reservations (todos latest first; activos soonest first)', async () => {
    const todos = await get('/api/reservas/todos', ana);
    expect(todos.statusCode).toBe(200);
    expect((todos.json() as Reserva[]).map((r) => r.id)).toEqual([later.id, own.id]);
    const activos = await get('/api/reservas/activos', ana);
    expect((activos.json() as Reserva[]).map((r) => r.id)).toEqual([own.id, later.id]);
    const porCarpeta = await get('/api/reservas/todos/la-farola', ana);
    expect((porCarpeta.json() as Reserva[]).map((r) => r.id)).toEqual([later.id, own.id]);
    expect((await get('/api/reservas/activos/bodegon-del-lago', ana)).json()).toEqual([]);
    expect((await get('/api/reservas/todos/no-existe', ana)).statusCode).toBe(404);
  });

  it('needs a session for every list', async () => {
    for (const url of ['/api/reservas/todos', '/api/reservas/activos', `/api/reservas/${own.id}`]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it("answers one of the caller's reservations, and 404 for anyone else's", async () => {
    const mine = await get(`/api/reservas/${own.id}`, ana);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: own.id, cantidad: 3, rango: 2, estado: 0 });
    const other = await get(`/api/reservas/${own.id}`, beto);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No se encontró la reserva');
    expect((await get('/api/reservas/abc', ana)).statusCode).toBe(400);
  });

  it('lets only the owner cancel, only while received or confirmed (→ 3)', async () => {
    const del = (id: number, token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/reservas/${id}`, headers: { host: TANDIL, ...bearer(token) } });
    expect((await del(own.id, beto)).statusCode).toBe(404);
    const cancelled = await del(own.id, ana);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: own.id, estado: 3 });
    const again = await del(own.id, ana);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBeTruthy();
    // No longer current, and its places are free again.
    const activos = (await get('/api/reservas/activos', ana)).json() as Reserva[];
    expect(activos.map((r) => r.id)).toEqual([later.id]);
  });

  it('drops a reservation from activos once its time and tolerance have passed', async () => {
    try {
      t.clock.set('2026-11-22T21:14:00-03:00');
      expect(((await get('/api/reservas/activos', ana)).json() as Reserva[]).map((r) => r.id)).toEqual([later.id]);
      t.clock.set('2026-11-22T21:16:00-03:00');
      expect((await get('/api/reservas/activos', ana)).json()).toEqual([]);
      // Still listed in todos.
      expect(((await get('/api/reservas/todos', ana)).json() as Reserva[]).length).toBe(2);
    } finally {
      t.clock.set('2026-11-21T21:00:00-03:00');
    }
  });
});

describe('merchant side', () => {
  let staffToken: string;
  let reserva: Reserva;
  const move = (id: number, action: string, token: string | null, body?: object, comercioId = farola) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reservas/comercio/${comercioId}/${id}/${action}`,
      headers: token ? bearer(token) : {},
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    staffToken = (await login(t.app, 'lafarola', 'lafarola1234')).token;
    const dani = await createCustomer('2494111004', 'Dani Comercio');
    const res = await reservar(dani, booking({ fechaHora: '2026-11-27T21:00:00-03:00' }));
    expect(res.statusCode, res.body).toBe(200);
    reserva = res.json();
  });

  it("lists a day's reservations for the business's staff only", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reservas/comercio/${farola}/dia/2026-11-27`,
      headers: bearer(staffToken),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Reserva[]).map((r) => r.id)).toEqual([reserva.id]);
    const tonight = await t.app.inject({
      method: 'GET',
      url: `/api/reservas/comercio/${farola}/dia/2026-11-21`,
      headers: bearer(staffToken),
    });
    expect((tonight.json() as Reserva[]).length).toBeGreaterThanOrEqual(5);
    const cumbre = (await login(t.app, 'cumbre', 'cumbre1234')).token;
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/reservas/comercio/${farola}/dia/2026-11-27`,
      headers: bearer(cumbre),
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/reservas/comercio/${farola}/dia/2026-11-27` });
    expect(anonymous.statusCode).toBe(401);
    const badDate = await t.app.inject({
      method: 'GET',
      url: `/api/reservas/comercio/${farola}/dia/27-11-2026`,
      headers: bearer(staffToken),
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('confirms (→ 1), refuses moves the state machine does not allow (409), marks absent (→ 6)', async () => {
    expect((await move(reserva.id, 'confirmar', null)).statusCode).toBe(401);
    const cumbre = (await login(t.app, 'cumbre', 'cumbre1234')).token;
    expect((await move(reserva.id, 'confirmar', cumbre)).statusCode).toBe(403);

    const confirmed = await move(reserva.id, 'confirmar', staffToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().estado).toBe(1);
    expect((await move(reserva.id, 'confirmar', staffToken)).statusCode).toBe(409);

    const absent = await move(reserva.id, 'ausente', staffToken);
    expect(absent.json().estado).toBe(6);
    const late = await move(reserva.id, 'cumplida', staffToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBeTruthy();
  });

  it('cancels with a reason kept in the observation (→ 4); then the client cannot cancel it', async () => {
    const eli = await createCustomer('2494111005', 'Eli Cancelada');
    const r: Reserva = (
      await reservar(eli, booking({ fechaHora: '2026-11-27T21:30:00-03:00', observacion: 'Con bebé' }))
    ).json();
    expect((await move(r.id, 'cancelar', staffToken, {})).statusCode).toBe(400);
    const cancelled = await move(r.id, 'cancelar', staffToken, { motivo: 'Evento privado' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ estado: 4, observacion: 'Con bebé [Cancelado: Evento privado]' });
    expect((await move(r.id, 'cumplida', staffToken)).statusCode).toBe(409);
    const seen = await get(`/api/reservas/${r.id}`, eli);
    expect(seen.json().estado).toBe(4);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservas/${r.id}`,
      headers: { host: TANDIL, ...bearer(eli) },
    });
    expect(del.statusCode).toBe(409);
  });

  it("answers 404 for another business's reservation", async () => {
    const [bodegon] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'bodegon-del-lago'));
    const admin = (await login(t.app, 'admin', 'admin1234')).token;
    expect((await move(reserva.id, 'cumplida', admin, undefined, bodegon!.id)).statusCode).toBe(404);
  });
});

describe('GET reservas/eventosDelDia', () => {
  it('answers an empty list until events exist, and checks its parameters', async () => {
    const res = await get(`/api/reservas/eventosDelDia/${farola}/2026-11-21`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get(`/api/reservas/eventosDelDia/${farola}/2026-13-01`)).statusCode).toBe(400);
    expect((await get('/api/reservas/eventosDelDia/999999/2026-11-21')).statusCode).toBe(404);
  });
});

describe('availability follows every change at once', () => {
  it('a client cancel and a merchant cancel give the places back; a confirmation keeps them', async () => {
    const fecha = '2026-11-26'; // a Thursday without demo bookings
    const fechaHora = `${fecha}T21:00:00-03:00`;
    const terraza = async () => places(slot(await dayOf(fecha, 2), '21:00'), sector.Terraza!);
    const staffToken = (await login(t.app, 'lafarola', 'lafarola1234')).token;
    const fran = await createCustomer('2494111006', 'Fran Disponibilidad');

    expect(await terraza()).toBe(16);
    const big: Reserva = (await reservar(fran, booking({ fechaHora, sectorId: sector.Terraza, cantidad: 14 }))).json();
    expect(await terraza()).toBe(2);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservas/${big.id}`,
      headers: { host: TANDIL, ...bearer(fran) },
    });
    expect(del.statusCode).toBe(200);
    expect(await terraza()).toBe(16);

    const again: Reserva = (
      await reservar(fran, booking({ fechaHora, sectorId: sector.Terraza, cantidad: 16 }))
    ).json();
    expect(await terraza()).toBe(0);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/reservas/comercio/${farola}/${again.id}/confirmar`,
      headers: bearer(staffToken),
    });
    expect(confirm.json().estado).toBe(1);
    expect(await terraza()).toBe(0);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/reservas/comercio/${farola}/${again.id}/cancelar`,
      headers: bearer(staffToken),
      payload: { motivo: 'Lluvia' },
    });
    expect(cancel.json().estado).toBe(4);
    expect(await terraza()).toBe(16);
  });

  it('disables slots as the clock passes their notice, even with a cached answer', async () => {
    const at = async () =>
      (await dayOf('2026-11-21')).horarios.filter((h) => !h.disabled).map((h) => h.hora.slice(11, 16));
    try {
      expect(await at()).toEqual(['22:30', '23:00', '23:30']);
      t.clock.set('2026-11-21T21:30:00-03:00');
      expect(await at()).toEqual(['23:00', '23:30']);
      t.clock.set('2026-11-21T21:30:59-03:00');
      expect(await at()).toEqual(['23:00', '23:30']);
    } finally {
      t.clock.set('2026-11-21T21:00:00-03:00');
    }
  });
});
