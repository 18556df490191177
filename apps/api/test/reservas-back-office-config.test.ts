import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HorariosDisponibles, ReservaConfigAdmin, SectorCambio, ServicioAdmin } from '@vidriera/domain/reservas';
import { comercios, reservaServicios } from '../src/db/schema.ts';
import { call, type Cast, expectGuarded, lastAudit, loadCast } from './helpers/reservas-back-office.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The owner's reservation set-up (services, sectors and capacities, closed days) at the test clock's Saturday
 * 2026-11-21 21:00 in Buenos Aires, on La Farola's demo set-up: lunch and dinner Tuesday to Sunday; Salón
 * principal (40), Terraza (16: tonight 4 from 21:00, 6 from 21:30, 4 from 22:00) and Quincho (20).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await loadCast(t.app, t.db);
});
afterAll(() => t.close());

const base = () => `/api/merchant/reservas/${cast.farola}`;
const config = async (): Promise<ReservaConfigAdmin> =>
  (await call(t.app, 'GET', `${base()}/config`, cast.mozo)).json();
const availability = async (fecha: string, cantidadPersonas = 2): Promise<HorariosDisponibles> =>
  (
    await call(t.app, 'POST', '/api/reservas/getHorariosDisponibles', null, {
      fechaHora: fecha,
      cantidadPersonas,
      configRestoId: cast.farola,
    })
  ).json();
const placesAt = (day: HorariosDisponibles, hhmm: string, sectorId: number) =>
  day.horarios.find((h) => h.hora.slice(11, 16) === hhmm)?.sectores.find((s) => s.reservaSectorId === sectorId)
    ?.cantidad;

const servicio = {
  nombre: 'Desayuno',
  franjas: [
    { dia: 1, desde: '08:00', hasta: '10:00' },
    { dia: 2, desde: '08:00', hasta: '10:00' },
  ],
  intervaloMinutos: 60,
  duracionPromHasta2P: 45,
  duracionProm2a5P: 60,
  duracionPromMas5P: 75,
  anticipacionMinimaMinutos: 30,
  minutosDeTolerancia: 10,
};

describe('GET merchant/reservas/{id}/config', () => {
  it('answers services, sectors with capacity and closed days from today, to any staff', async () => {
    const res = await call(t.app, 'GET', `${base()}/config`, cast.mozo);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReservaConfigAdmin;
    expect(body).toMatchObject({ timeZone: 'America/Argentina/Buenos_Aires', hoy: '2026-11-21' });
    expect(body.servicios.map((s) => [s.nombre, s.activo])).toEqual([
      ['Almuerzo', true],
      ['Cena', true],
    ]);
    expect(body.servicios[1]).toMatchObject({ intervaloMinutos: 30, duracionProm2a5P: 120, minutosDeTolerancia: 15 });
    expect(body.sectores.map((s) => [s.descripcion, s.capacidad])).toEqual([
      ['Salón principal', 40],
      ['Terraza', 16],
      ['Quincho', 20],
    ]);
    expect(body.diasCerrados.map((d) => d.fecha)).toEqual(['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']);
    await expectGuarded(t.app, cast, 'GET', `${base()}/config`);
  });
});

describe('services', () => {
  let created: ServicioAdmin;

  it('are created by the owner only, audited, and bookable at once', async () => {
    await expectGuarded(t.app, cast, 'POST', `${base()}/servicios`, servicio, { ownerOnly: true });
    const res = await call(t.app, 'POST', `${base()}/servicios`, cast.owner, servicio);
    expect(res.statusCode, res.body).toBe(200);
    created = res.json();
    expect(created).toMatchObject({ ...servicio, activo: true, orden: 2 });
    expect(await lastAudit(t.db, 'reserva-servicio', created.id)).toMatchObject({
      userName: 'lafarola',
      action: 'reserva-servicio.create',
      after: { nombre: 'Desayuno' },
    });
    // Monday 2026-11-23 had no service: now it has breakfast at 8, 9 and 10.
    const monday = await availability('2026-11-23');
    expect(monday.horarios.map((h) => h.hora.slice(11, 16))).toEqual(['08:00', '09:00', '10:00']);
  });

  it('refuse bad bodies with Spanish messages', async () => {
    const bad = async (body: object, message: string) => {
      const res = await call(t.app, 'POST', `${base()}/servicios`, cast.owner, { ...servicio, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad({ nombre: ' ' }, 'Indicá el nombre del servicio');
    await bad({ franjas: [] }, 'Indicá al menos un día y horario');
    await bad({ franjas: [{ dia: 7, desde: '08:00', hasta: '10:00' }] }, 'El día debe estar entre 0 y 6');
    await bad({ franjas: [{ dia: 1, desde: '8', hasta: '10:00' }] }, 'La hora debe tener el formato HH:mm');
    await bad({ intervaloMinutos: 0 }, 'El intervalo debe ser de al menos 5 minutos');
    await bad({ duracionPromHasta2P: 10 }, 'La duración debe ser de al menos 15 minutos');
    await bad({ duracionPromMas5P: 1.5 }, 'La duración debe ser un número entero de minutos');
    await bad({ anticipacionMinimaMinutos: -1 }, 'La anticipación no puede ser negativa');
    await bad({ minutosDeTolerancia: 500 }, 'La tolerancia no puede superar 240 minutos');
  });

  it('are updated and annulled by the owner; bookings keep their durations', async () => {
    const url = `${base()}/servicios/${created.id}`;
    await expectGuarded(t.app, cast, 'PUT', url, servicio, { ownerOnly: true });
    const updated = await call(t.app, 'PUT', url, cast.owner, {
      ...servicio,
      nombre: 'Desayuno criollo',
      intervaloMinutos: 30,
    });
    expect(updated.json()).toMatchObject({ nombre: 'Desayuno criollo', intervaloMinutos: 30 });
    expect(await lastAudit(t.db, 'reserva-servicio', created.id)).toMatchObject({
      action: 'reserva-servicio.update',
      before: { nombre: 'Desayuno', intervaloMinutos: 60 },
      after: { nombre: 'Desayuno criollo', intervaloMinutos: 30 },
    });
    expect((await availability('2026-11-23')).horarios).toHaveLength(5);

    await expectGuarded(t.app, cast, 'DELETE', url, undefined, { ownerOnly: true });
    const annulled = await call(t.app, 'DELETE', url, cast.owner);
    expect(annulled.json()).toMatchObject({ activo: false });
    expect(await lastAudit(t.db, 'reserva-servicio', created.id)).toMatchObject({ action: 'reserva-servicio.anular' });
    expect((await availability('2026-11-23')).horarios).toEqual([]);
    expect((await config()).servicios.find((s) => s.id === created.id)?.activo).toBe(false);
    // Brought back with activo: true.
    const back = await call(t.app, 'PUT', url, cast.owner, { ...servicio, activo: true });
    expect(back.json().activo).toBe(true);
  });

  it("answer 404 for another business's service, and 400 for a bad id", async () => {
    const [bodegon] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'bodegon-del-lago'));
    const [ajeno] = await t.db.select().from(reservaServicios).where(eq(reservaServicios.comercioId, bodegon!.id));
    const res = await call(t.app, 'PUT', `${base()}/servicios/${ajeno!.id}`, cast.owner, servicio);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el servicio');
    expect((await call(t.app, 'DELETE', `${base()}/servicios/abc`, cast.owner)).statusCode).toBe(400);
  });
});

describe('sectors and capacities', () => {
  it('a lower capacity is saved, answers the future reservations left over it, and changes availability', async () => {
    const terraza = cast.sector.Terraza!;
    const url = `${base()}/sectores/${terraza}`;
    await expectGuarded(t.app, cast, 'PUT', url, { descripcion: 'Terraza', capacidad: 12 }, { ownerOnly: true });
    expect(placesAt(await availability('2026-11-21'), '23:00', terraza)).toBe(6);

    // Tonight 14 are seated at 22:00 (4 + 6 + 4): with room for 12, all three parties are over it.
    const res = await call(t.app, 'PUT', url, cast.owner, { descripcion: 'Terraza', capacidad: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const cambio = res.json() as SectorCambio;
    expect(cambio.sector).toMatchObject({ id: terraza, capacidad: 12, activo: true });
    expect(cambio.afectadas.map((r) => [r.fechaHora.slice(11, 16), r.cantidad])).toEqual([
      ['21:00', 4],
      ['21:30', 6],
      ['22:00', 4],
    ]);
    expect(placesAt(await availability('2026-11-21'), '23:00', terraza)).toBe(2);
    expect(await lastAudit(t.db, 'reserva-sector', terraza)).toMatchObject({
      action: 'reserva-sector.update',
      before: { capacidad: 16 },
      after: { capacidad: 12 },
    });

    const ample = await call(t.app, 'PUT', url, cast.owner, { descripcion: 'Terraza cubierta', capacidad: 30 });
    expect(ample.json()).toMatchObject({ sector: { descripcion: 'Terraza cubierta', capacidad: 30 }, afectadas: [] });
    expect(placesAt(await availability('2026-11-21'), '23:00', terraza)).toBe(20);
  });

  it('are created and annulled by the owner (annulled: no new bookings, its reservations listed)', async () => {
    await expectGuarded(
      t.app,
      cast,
      'POST',
      `${base()}/sectores`,
      { descripcion: 'Patio', capacidad: 8 },
      {
        ownerOnly: true,
      },
    );
    const created = await call(t.app, 'POST', `${base()}/sectores`, cast.owner, { descripcion: 'Patio', capacidad: 8 });
    const patio = created.json().id as number;
    expect(created.json()).toMatchObject({ descripcion: 'Patio', capacidad: 8, activo: true });
    expect((await availability('2026-11-22')).sectores.map((s) => s.descripcion)).toContain('Patio');

    const quincho = cast.sector.Quincho!;
    const annulled = await call(t.app, 'DELETE', `${base()}/sectores/${quincho}`, cast.owner);
    const body = annulled.json() as SectorCambio;
    expect(body.sector.activo).toBe(false);
    expect(body.afectadas.map((r) => r.cantidad)).toEqual([20]);
    expect((await availability('2026-11-22')).sectores.map((s) => s.descripcion)).not.toContain('Quincho');
    expect(await lastAudit(t.db, 'reserva-sector', quincho)).toMatchObject({ action: 'reserva-sector.anular' });
    expect(await lastAudit(t.db, 'reserva-sector', patio)).toMatchObject({ action: 'reserva-sector.create' });
  });

  it('refuse bad bodies, and 404 for a sector that is not the business’s', async () => {
    const bad = async (body: object, message: string) => {
      const res = await call(t.app, 'POST', `${base()}/sectores`, cast.owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad({ descripcion: '', capacidad: 4 }, 'Indicá el nombre del sector');
    await bad({ descripcion: 'Barra', capacidad: -1 }, 'La capacidad no puede ser negativa');
    await bad({ descripcion: 'Barra', capacidad: 'diez' }, 'La capacidad debe ser un número entero de personas');
    const res = await call(t.app, 'PUT', `${base()}/sectores/999999`, cast.owner, { descripcion: 'X', capacidad: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el sector');
  });
});

describe('closed days', () => {
  it('close a day (its bookings listed, kept), and open it again; owner only, audited', async () => {
    const url = `${base()}/dias-cerrados`;
    await expectGuarded(t.app, cast, 'POST', url, { fecha: '2026-11-28' }, { ownerOnly: true });
    expect((await availability('2026-11-28')).horarios.length).toBeGreaterThan(0);
    const res = await call(t.app, 'POST', url, cast.owner, { fecha: '2026-11-28', motivo: 'Evento privado' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.diaCerrado).toEqual({ fecha: '2026-11-28', motivo: 'Evento privado' });
    // The demo customer's confirmed reservation that night.
    expect(body.afectadas.map((r: { nombre: string }) => r.nombre)).toEqual(['Cliente Demo']);
    expect((await availability('2026-11-28')).horarios).toEqual([]);
    expect((await config()).diasCerrados.map((d) => d.fecha)).toContain('2026-11-28');
    expect(await lastAudit(t.db, 'reserva-dia-cerrado', '2026-11-28')).toMatchObject({
      action: 'reserva-dia-cerrado.create',
      after: { fecha: '2026-11-28', motivo: 'Evento privado' },
    });

    await expectGuarded(t.app, cast, 'DELETE', `${url}/2026-11-28`, undefined, { ownerOnly: true });
    expect((await call(t.app, 'DELETE', `${url}/2026-11-28`, cast.owner)).statusCode).toBe(204);
    expect((await availability('2026-11-28')).horarios.length).toBeGreaterThan(0);
    expect(await lastAudit(t.db, 'reserva-dia-cerrado', '2026-11-28')).toMatchObject({
      action: 'reserva-dia-cerrado.delete',
    });
    const again = await call(t.app, 'DELETE', `${url}/2026-11-28`, cast.owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ese día no está cerrado a reservas');
  });

  it('refuse a past day and a malformed date', async () => {
    const past = await call(t.app, 'POST', `${base()}/dias-cerrados`, cast.owner, { fecha: '2026-11-20' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('No se puede cerrar un día que ya pasó');
    const bad = await call(t.app, 'POST', `${base()}/dias-cerrados`, cast.owner, { fecha: '28/11/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La fecha debe tener el formato AAAA-MM-DD');
  });
});
