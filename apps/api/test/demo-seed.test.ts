import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_CUMPLIDA, type HorariosDisponibles } from '@vidriera/domain/reservas';
import { isOpen, type Comercio } from '@vidriera/domain/comercios';
import type { Concurso } from '@vidriera/domain/concursos';
import type { PedidosCola } from '@vidriera/domain/pedidos';
import { DEFAULT_TIME_ZONE, addDaysToIsoDate, getNearestWeekdayTime, getZonedIsoDate } from '@vidriera/domain/common';
import {
  calificaciones,
  comercios,
  concursoParticipaciones,
  pedidos,
  reservaServicios,
  reservas,
  ventasTickets,
} from '../src/db/schema.ts';
import { allEventos, getCartelera, TANDIL } from './helpers/eventos.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The demo is alive on any date: seeded at three instants derived from the real clock (now, a year ahead, and the
 * Tuesday 10:00 nearest to now), with the server's clock at that instant, it shows what a visitor and a merchant
 * expect to find, and no record of the past lies ahead of the clock.
 */
const DAY = 86_400_000;
const realNow = new Date();
const INSTANTS: Array<[string, Date]> = [
  ['now', realNow],
  ['a year ahead', new Date(realNow.getTime() + 365 * DAY)],
  ['a Tuesday morning', getNearestWeekdayTime(realNow, 2, 10 * 60, DEFAULT_TIME_ZONE)],
];

describe.each(INSTANTS)('the demo seeded %s', (_, instant) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const iso = instant.toISOString();
  const idOf = async (carpeta: string) => {
    const [row] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, carpeta));
    if (!row) throw new Error(`no business ${carpeta}`);
    return row.id;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: TANDIL, ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ now: iso, seedAt: iso, env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  it('shows the businesses open or closed by their schedule, and some open', async () => {
    const res = await get('/api/comercios/getListado/tandil.localhost');
    expect(res.statusCode).toBe(200);
    const listed: Comercio[] = res.json();
    const rows = await t.db.select().from(comercios);
    const byCarpeta = new Map(rows.map((r) => [r.carpeta, r]));
    expect(listed.length).toBeGreaterThan(10);
    for (const c of listed) {
      const row = byCarpeta.get(c.carpeta)!;
      expect(c.abierto, c.carpeta).toBe(isOpen(row, instant));
    }
    expect(listed.some((c) => c.abierto)).toBe(true);
  });

  it('has events on sale in the coming two weeks at both businesses that sell tickets', async () => {
    for (const carpeta of ['cerveceria-la-serrana', 'el-fogon-serrano']) {
      const eventos = allEventos(await getCartelera(t.app, `cartelera/${carpeta}`));
      const onSale = eventos.filter((e) => {
        const at = Date.parse(e.fechaHora);
        return at > instant.getTime() && at < instant.getTime() + 14 * DAY && !e.agotado;
      });
      expect(onSale.length, carpeta).toBeGreaterThan(0);
    }
  });

  it('has an open instant draw and an open scheduled draw', async () => {
    const draws: Concurso[] = [];
    for (const carpeta of ['la-farola', 'la-vieja-esquina', 'alfajores-serranos']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/concursos/getConcursos/${await idOf(carpeta)}`,
        headers: { host: TANDIL },
      });
      expect(res.statusCode).toBe(200);
      draws.push(...(res.json() as Concurso[]));
    }
    expect(draws.some((c) => c.instantaneo && !c.finalizado)).toBe(true);
    expect(draws.some((c) => !c.instantaneo && !c.finalizado)).toBe(true);
    // And the one drawn weeks ago shows its result.
    expect(draws.some((c) => !c.instantaneo && c.finalizado)).toBe(true);
  });

  it('has tables to book tomorrow', async () => {
    const manana = addDaysToIsoDate(getZonedIsoDate(instant, DEFAULT_TIME_ZONE), 1);
    const takingBookings = await t.db.selectDistinct({ id: reservaServicios.comercioId }).from(reservaServicios);
    let bookable = 0;
    for (const { id } of takingBookings) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reservas/getHorariosDisponibles',
        headers: { host: TANDIL },
        payload: { fechaHora: manana, cantidadPersonas: 2, configRestoId: id },
      });
      expect(res.statusCode, res.body).toBe(200);
      const day: HorariosDisponibles = res.json();
      if (day.horarios.some((h) => !h.disabled && h.sectores.some((s) => s.cantidad >= 2))) bookable += 1;
    }
    expect(bookable).toBeGreaterThan(0);
  });

  it("gives La Farola's back office a live evening: new, in the kitchen and ready, placed in the last hour", async () => {
    const mozo = await login(t.app, 'mozo', 'mozo1234');
    const res = await get(`/api/merchant/pedidos/${await idOf('la-farola')}/cola`, bearer(mozo.token));
    expect(res.statusCode, res.body).toBe(200);
    const cola: PedidosCola = res.json();
    const lastHour = (p: { fechaHora: string }) =>
      Date.parse(p.fechaHora) <= instant.getTime() && Date.parse(p.fechaHora) > instant.getTime() - 3_600_000;
    expect(cola.nuevos.filter(lastHour)).toHaveLength(1);
    expect(cola.enPreparacion.filter(lastHour)).toMatchObject([{ mesa: 7 }]);
    expect(cola.listos.filter(lastHour)).toHaveLength(1);
  });

  it('dates nothing that already happened after the clock', async () => {
    const at = instant.getTime();
    const placed = await t.db.select({ fechaHora: pedidos.fechaHora }).from(pedidos);
    expect(placed.filter((p) => p.fechaHora.getTime() > at)).toEqual([]);
    const rated = await t.db.select({ createdAt: calificaciones.createdAt }).from(calificaciones);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.filter((r) => r.createdAt.getTime() > at)).toEqual([]);
    const sold = await t.db.select({ alta: ventasTickets.fechaHoraAlta }).from(ventasTickets);
    expect(sold.filter((v) => v.alta.getTime() > at)).toEqual([]);
    const joined = await t.db.select({ createdAt: concursoParticipaciones.createdAt }).from(concursoParticipaciones);
    expect(joined.filter((p) => p.createdAt.getTime() > at)).toEqual([]);
    const booked = await t.db
      .select({ fechaHora: reservas.fechaHora, alta: reservas.fechaHoraAlta, estado: reservas.estado })
      .from(reservas);
    expect(booked.filter((r) => r.alta.getTime() > at)).toEqual([]);
    expect(booked.filter((r) => r.estado === ESTADO_CUMPLIDA && r.fechaHora.getTime() > at)).toEqual([]);
  });
});
