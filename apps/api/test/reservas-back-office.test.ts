import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HorariosDisponibles, OcupacionDia, ReservaComercio } from '@vidriera/domain/reservas';
import { auditLog, comercios, reservaSectores, reservas } from '../src/db/schema.ts';
import { createCustomers } from './helpers/draws.ts';
import { call, type Cast, expectGuarded, lastAudit, loadCast, TANDIL } from './helpers/reservas-back-office.ts';
import { bearer } from './helpers/sessions.ts';
import { readSseEvents } from './helpers/sse.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The back office's reservation book at the test clock's Saturday 2026-11-21 21:00 in Buenos Aires, on the demo
 * data (demo-reservas.ts): La Farola's Terraza (16) holds 4 from 21:00, 6 from 21:30 and 4 from 22:00; its
 * Quincho (20) is taken from 22:30; a party of 2 arrived (fulfilled) at 20:30 in the Salón principal (40).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await loadCast(t.app, t.db);
});
afterAll(() => t.close());

const base = () => `/api/merchant/reservas/${cast.farola}`;
const occupancy = async (fecha: string, token = cast.mozo): Promise<OcupacionDia> => {
  const res = await call(t.app, 'GET', `${base()}/ocupacion/${fecha}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const seated = (dia: OcupacionDia, hhmm: string, sectorId: number) =>
  dia.turnos.find((x) => x.hora.slice(11, 16) === hhmm)?.sectores.find((s) => s.reservaSectorId === sectorId)?.ocupados;
const walkIn = (body: Record<string, unknown>, token = cast.mozo, comercioId = cast.farola) =>
  call(t.app, 'POST', `/api/merchant/reservas/${comercioId}/walk-in`, token, body);
const placesFor = async (fecha: string, hhmm: string, sectorId: number, cantidadPersonas = 2) => {
  const res = await call(t.app, 'POST', '/api/reservas/getHorariosDisponibles', null, {
    fechaHora: fecha,
    cantidadPersonas,
    configRestoId: cast.farola,
  });
  const day = res.json() as HorariosDisponibles;
  return day.horarios.find((h) => h.hora.slice(11, 16) === hhmm)?.sectores.find((s) => s.reservaSectorId === sectorId)
    ?.cantidad;
};

describe('GET merchant/reservas/{id}/ocupacion/{fecha}', () => {
  it('counts the people seated in each sector at each slot, fulfilled (arrived) parties included', async () => {
    const dia = await occupancy('2026-11-21');
    expect(dia).toMatchObject({ fecha: '2026-11-21', cerrado: false });
    expect(dia.sectores.map((s) => [s.descripcion, s.capacidad])).toEqual([
      ['Salón principal', 40],
      ['Terraza', 16],
      ['Quincho', 20],
    ]);
    const { Terraza, Quincho } = cast.sector;
    expect(['21:00', '21:30', '22:00', '23:00'].map((h) => seated(dia, h, Terraza!))).toEqual([4, 10, 14, 10]);
    expect(seated(dia, '22:00', Quincho!)).toBe(0);
    expect(seated(dia, '22:30', Quincho!)).toBe(20);
    expect(seated(dia, '20:30', cast.sector['Salón principal']!)).toBe(2);
    expect(seated(dia, '22:00', cast.sector['Salón principal']!)).toBe(0);
  });

  it('has no slots on a closed day, and checks its date', async () => {
    expect(await occupancy('2026-12-24')).toMatchObject({ cerrado: true, turnos: [] });
    const bad = await call(t.app, 'GET', `${base()}/ocupacion/24-12-2026`, cast.mozo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('AAAA-MM-DD');
  });

  it('is for the business’s staff only', async () => {
    await expectGuarded(t.app, cast, 'GET', `${base()}/ocupacion/2026-11-21`);
    expect((await call(t.app, 'GET', `${base()}/ocupacion/2026-11-21`, cast.admin)).statusCode).toBe(200);
  });
});

describe('the book’s moves are audited', () => {
  const book = async (fechaHora: string) => {
    const res = await call(t.app, 'POST', '/api/reservas/reservar', cast.customer, {
      fechaHora,
      cantidad: 2,
      sectorId: cast.sector['Salón principal'],
      observacion: '',
      rango: 4,
      seleccionoHorario: true,
      configRestoId: cast.farola,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReservaComercio;
  };
  const move = (id: number, action: string, token: string | null, body?: object) =>
    call(t.app, 'POST', `/api/reservas/comercio/${cast.farola}/${id}/${action}`, token, body);

  it('confirm and mark arrived: who, when, the estado before and after, the optional reason', async () => {
    const r = await book('2026-11-27T21:00:00-03:00');
    await expectGuarded(t.app, cast, 'POST', `/api/reservas/comercio/${cast.farola}/${r.id}/confirmar`);
    const confirmed = await move(r.id, 'confirmar', cast.mozo);
    expect(confirmed.json()).toMatchObject({ estado: 1, origen: 'web' });
    expect(await lastAudit(t.db, 'reserva', r.id)).toMatchObject({
      userName: 'mozo',
      comercioId: cast.farola,
      action: 'reserva.confirmar',
      before: { estado: 0 },
      after: { estado: 1 },
      createdAt: new Date('2026-11-21T21:00:00-03:00'),
    });
    const arrived = await move(r.id, 'cumplida', cast.mozo, { motivo: 'Llegaron 15 minutos tarde' });
    expect(arrived.json().estado).toBe(5);
    expect(await lastAudit(t.db, 'reserva', r.id)).toMatchObject({
      action: 'reserva.cumplida',
      before: { estado: 1 },
      after: { estado: 5, motivo: 'Llegaron 15 minutos tarde' },
    });
  });

  it('cancel needs a reason; absent; a refused move writes nothing', async () => {
    const a = await book('2026-11-27T21:30:00-03:00');
    const noReason = await move(a.id, 'cancelar', cast.mozo, { motivo: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Indicá el motivo de la cancelación');
    expect(await lastAudit(t.db, 'reserva', a.id)).toBeUndefined();
    expect((await move(a.id, 'cancelar', cast.owner, { motivo: 'Cerramos por duelo' })).json().estado).toBe(4);
    expect(await lastAudit(t.db, 'reserva', a.id)).toMatchObject({
      userName: 'lafarola',
      action: 'reserva.cancelar',
      after: { estado: 4, motivo: 'Cerramos por duelo' },
    });
    const [{ count }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(a.id)))) as [{ count: number }];
    expect((await move(a.id, 'ausente', cast.mozo)).statusCode).toBe(409);
    const [after] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(a.id)));
    expect(after!.count).toBe(count);

    const b = await book('2026-11-27T22:00:00-03:00');
    expect((await move(b.id, 'ausente', cast.mozo, { motivo: 'No vino ni avisó' })).json().estado).toBe(6);
    expect(await lastAudit(t.db, 'reserva', b.id)).toMatchObject({ action: 'reserva.ausente', after: { estado: 6 } });
    const long = await move(b.id, 'ausente', cast.mozo, { motivo: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST merchant/reservas/{id}/walk-in', () => {
  it('records an arrived party that holds its places, visible in the book and the customers’ availability', async () => {
    const salon = cast.sector['Salón principal']!;
    expect(await placesFor('2026-11-21', '22:30', salon)).toBe(40);
    const res = await walkIn({ nombre: 'Familia Pérez', tel: '249 4123456', cantidad: 6, sectorId: salon });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as ReservaComercio;
    expect(r).toMatchObject({
      fechaHora: '2026-11-21T21:00:00-03:00',
      estado: 5,
      origen: 'walk-in',
      nombre: 'Familia Pérez',
      tel: '249 4123456',
      cantidad: 6,
      sector: { id: salon, descripcion: 'Salón principal' },
      seleccionoHorario: false,
    });
    // A party of 6 holds 150 minutes: until 23:30.
    expect(await placesFor('2026-11-21', '22:30', salon)).toBe(34);
    expect(seated(await occupancy('2026-11-21'), '21:00', salon)).toBe(8);
    const day = await call(t.app, 'GET', `/api/reservas/comercio/${cast.farola}/dia/2026-11-21`, cast.mozo);
    expect((day.json() as ReservaComercio[]).find((x) => x.id === r.id)?.origen).toBe('walk-in');
    expect(await lastAudit(t.db, 'reserva', r.id)).toMatchObject({
      userName: 'mozo',
      action: 'reserva.walk-in',
      before: null,
      after: { estado: 5, nombre: 'Familia Pérez', cantidad: 6, sectorId: salon },
    });
    // Recorded under the waiter's account, but not one of their own bookings.
    const mine = await call(t.app, 'GET', '/api/reservas/todos', cast.mozo);
    expect((mine.json() as ReservaComercio[]).some((x) => x.id === r.id)).toBe(false);
    expect((await call(t.app, 'GET', `/api/reservas/${r.id}`, cast.mozo)).statusCode).toBe(404);
  });

  it('counts the sector like a booking: 409 when the party does not fit during its minutes', async () => {
    const terraza = cast.sector.Terraza!;
    // A party of 4 from 21:00 holds until 23:00, through the 14 seated at 22:00: 2 places left.
    const full = await walkIn({ nombre: 'Grupo', cantidad: 4, sectorId: terraza });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: 'No hay disponibilidad',
      detalle: 'El sector Terraza no tiene disponibilidad para 4 personas en el día y horario seleccionado',
      disponibles: 2,
    });
    expect((await walkIn({ nombre: 'Pareja', cantidad: 2, sectorId: terraza })).statusCode).toBe(200);
    expect((await walkIn({ nombre: 'Solo', cantidad: 1, sectorId: terraza })).statusCode).toBe(409);
  });

  it('refuses bad bodies, times and sectors with Spanish messages, writing nothing', async () => {
    const before = await t.db.select({ id: reservas.id }).from(reservas);
    const expect400 = async (body: Record<string, unknown>, message: string) => {
      const res = await walkIn(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    const salon = cast.sector['Salón principal']!;
    await expect400({ cantidad: 2, sectorId: salon }, 'Indicá el nombre de quien llegó');
    await expect400({ nombre: 'A', cantidad: 0, sectorId: salon }, 'La cantidad de personas debe ser mayor a 0');
    await expect400({ nombre: 'A', cantidad: 100, sectorId: salon }, 'La cantidad de personas no puede ser mayor a 99');
    await expect400({ nombre: 'A', cantidad: 2 }, 'Seleccione un sector');
    await expect400(
      { nombre: 'A', cantidad: 2, sectorId: salon, fechaHora: '2026-11-21T21:30:00-03:00' },
      'La llegada no puede ser en el futuro: registrala cuando el cliente esté en el local',
    );
    await expect400(
      { nombre: 'A', cantidad: 2, sectorId: salon, fechaHora: '2026-11-21T08:00:00-03:00' },
      'La llegada no puede ser de hace más de 12 horas',
    );
    await expect400(
      { nombre: 'A', cantidad: 17, sectorId: cast.sector.Terraza },
      'El sector Terraza no tiene disponibilidad para 17 personas en el día y horario seleccionado',
    );
    const [otro] = await t.db
      .select({ id: reservaSectores.id })
      .from(reservaSectores)
      .innerJoin(comercios, eq(comercios.id, reservaSectores.comercioId))
      .where(eq(comercios.carpeta, 'bodegon-del-lago'));
    await expect400({ nombre: 'A', cantidad: 2, sectorId: otro!.id }, 'El sector no existe o está dado de baja');
    expect(await t.db.select({ id: reservas.id }).from(reservas)).toHaveLength(before.length);
  });

  it('is for the business’s staff only', async () => {
    await expectGuarded(t.app, cast, 'POST', `${base()}/walk-in`, {
      nombre: 'X',
      cantidad: 1,
      sectorId: cast.sector.Quincho,
    });
  });
});

describe('walk-ins and bookings racing for the same sector', () => {
  it('never seat more than the capacity together', async () => {
    const created = await call(t.app, 'POST', `${base()}/sectores`, cast.owner, {
      descripcion: 'Vereda',
      capacidad: 10,
    });
    expect(created.statusCode, created.body).toBe(200);
    const vereda = created.json().id as number;
    const customers = await createCustomers(t.app, t.db, '2494334', 10);
    // Parties of 3: walk-ins from 21:10 hold until 23:10, bookings from 22:30; at 22:30 all are seated.
    const results = await Promise.all([
      ...customers.map((c) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reservas/reservar',
          headers: { host: TANDIL, ...c.headers },
          payload: {
            fechaHora: '2026-11-21T22:30:00-03:00',
            cantidad: 3,
            sectorId: vereda,
            rango: 4,
            configRestoId: cast.farola,
          },
        }),
      ),
      ...customers.map((_, i) =>
        walkIn({ nombre: `Sin reserva ${i}`, cantidad: 3, sectorId: vereda, fechaHora: '2026-11-21T21:10:00-03:00' }),
      ),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const rows = await t.db
      .select({ inicio: reservas.fechaHora, fin: reservas.fin, cantidad: reservas.cantidad })
      .from(reservas)
      .where(and(eq(reservas.sectorId, vereda), sql`${reservas.estado} in (0, 1, 5)`));
    const peak = Math.max(
      ...rows.map((at) =>
        rows.filter((r) => r.inicio <= at.inicio && r.fin > at.inicio).reduce((sum, r) => sum + r.cantidad, 0),
      ),
    );
    expect(peak).toBe(9);
  });
});

describe('GET merchant/reservas/{id}/eventos', () => {
  it("streams the business's reservation changes, and only its own", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base()}/eventos?token=${cast.mozo}`,
      headers: { host: TANDIL },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    const stream = res.stream();
    const events = readSseEvents(stream);
    expect((await events.next()).event).toBe('ready');
    const [bodegon] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'bodegon-del-lago'));
    const [deck] = await t.db.select().from(reservaSectores).where(eq(reservaSectores.comercioId, bodegon!.id));
    expect(
      (await walkIn({ nombre: 'Otro', cantidad: 2, sectorId: deck!.id }, cast.admin, bodegon!.id)).statusCode,
    ).toBe(200);
    const mine = (await walkIn({ nombre: 'Mío', cantidad: 2, sectorId: cast.sector.Quincho })).json();
    expect(await events.next()).toEqual({
      event: 'reserva',
      data: { id: mine.id, usuarioId: expect.any(Number), estado: 5, configRestoId: cast.farola },
    });
    stream.destroy();

    const refused = await t.app.inject({
      method: 'GET',
      url: `${base()}/eventos`,
      headers: { host: TANDIL, ...bearer(cast.cumbre) },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/eventos` })).statusCode).toBe(401);
  });
});
