import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDiaEvento } from '@vidriera/domain/eventos';
import { eventoFechas, eventos } from '../src/db/schema.ts';
import { allEventos, findEvento, getCartelera, getComercioId, insertEvento, TANDIL } from './helpers/eventos.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The events board (GET eventos/cartelera/{id}[/{date}], eventos/evento/{carpeta}/{id}[/{f}]) and the events
 * of a day for the reservation form, on the demo data at the demo clock (Saturday 2026-11-21 21:00 in Buenos
 * Aires).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let serrana: number;
let fogon: number;

const get = (url: string, host = TANDIL) => t.app.inject({ method: 'GET', url, headers: { host } });

beforeAll(async () => {
  t = await createTestApp();
  serrana = await getComercioId(t.db, 'cerveceria-la-serrana');
  fogon = await getComercioId(t.db, 'el-fogon-serrano');
});
afterAll(() => t.close());

describe('GET eventos/cartelera/{commerceId}', () => {
  it('lists the published dates from today on, grouped by day in order, with the header and payment methods', async () => {
    const board = await getCartelera(t.app, 'cartelera/cerveceria-la-serrana');
    expect(board).toMatchObject({
      configRestoId: serrana,
      carpeta: 'cerveceria-la-serrana',
      nombreComercio: 'Cervecería La Serrana',
      domicilio: 'Av. España 520, Tandil',
      califProm: 4.5,
      timeZone: 'America/Argentina/Buenos_Aires',
      pTransferencia: false,
      mp_Online: true,
    });
    const fechas = board.dias.map((d) => d.fecha);
    expect(fechas).toEqual([...fechas].sort());
    expect(new Set(fechas).size).toBe(fechas.length);
    expect(fechas[0]! >= '2026-11-21').toBe(true);
    for (const dia of board.dias) {
      for (const e of dia.eventos) expect(e.fechaHora.slice(0, 10)).toBe(dia.fecha);
    }
    expect(allEventos(board).map((e) => e.titulo)).toEqual([
      'Trivia en La Serrana',
      'Noche de Blues con La Rueda',
      'Fiesta Cervecera: DJ hasta el amanecer',
      'Cata guiada de cervezas',
      'Trivia en La Serrana',
      'Noche de Blues con La Rueda',
    ]);
  });

  it('answers the same by id, and each date with its variants, remaining places and price in pesos', async () => {
    const board = await getCartelera(t.app, `cartelera/${serrana}`);
    const blues = findEvento(board, 'Noche de Blues con La Rueda', '2026-11-27T22:00:00-03:00');
    expect(blues).toMatchObject({
      configRestoId: serrana,
      tpEvento: 2,
      importe: 8000,
      agotado: false,
      capacidad: 80,
      disponibles: 76,
      publicado: true,
      anulado: false,
      carpeta: 'cerveceria-la-serrana',
      urlFoto: '/img/cerveceria-la-serrana/evento-noche-de-blues_512.webp',
    });
    expect(blues.variantes).toEqual([
      {
        id: expect.any(Number),
        titulo: 'Anticipada',
        importe: 6000,
        soloOnline: false,
        horaHasta: '20:00',
        anulado: false,
      },
      { id: expect.any(Number), titulo: 'General', importe: 8000, soloOnline: false, horaHasta: null, anulado: false },
    ]);
    expect(findEvento(board, 'Trivia en La Serrana').disponibles).toBeNull();
  });

  it('marks a date with no places left as agotado', async () => {
    const cata = findEvento(await getCartelera(t.app, 'cartelera/cerveceria-la-serrana'), 'Cata guiada de cervezas');
    expect(cata).toMatchObject({ agotado: true, disponibles: 0, capacidad: 12, tpEvento: 3 });
  });

  it('keeps the after-midnight party on its calendar day; its weekday reads the night before', async () => {
    const board = await getCartelera(t.app, 'cartelera/cerveceria-la-serrana');
    const fiesta = findEvento(board, 'Fiesta Cervecera: DJ hasta el amanecer');
    expect(fiesta.fechaHora).toBe('2026-11-28T01:00:00-03:00');
    expect(board.dias.find((d) => d.eventos.includes(fiesta))?.fecha).toBe('2026-11-28');
    expect(getDiaEvento(fiesta.fechaHora, board.timeZone)).toBe('Viernes (noche)');
  });

  it('covers today through one year ahead, and leaves out unpublished events and annulled dates', async () => {
    await insertEvento(t.db, serrana, '2026-11-21T10:00:00-03:00', { titulo: 'Hoy temprano' });
    await insertEvento(t.db, serrana, '2026-11-20T22:00:00-03:00', { titulo: 'Ayer' });
    await insertEvento(t.db, serrana, '2027-11-21T22:00:00-03:00', { titulo: 'En un año' });
    await insertEvento(t.db, serrana, '2027-11-22T20:00:00-03:00', { titulo: 'Pasado un año' });
    await insertEvento(t.db, serrana, '2026-12-01T20:00:00-03:00', { titulo: 'Borrador', publicado: false });
    await insertEvento(t.db, serrana, '2026-12-01T20:00:00-03:00', { titulo: 'Anulado', anulado: true });
    const fechaAnulada = await insertEvento(t.db, serrana, '2026-12-01T20:00:00-03:00', { titulo: 'Fecha anulada' });
    await t.db.update(eventoFechas).set({ anulada: true }).where(eq(eventoFechas.id, fechaAnulada.eventoFechaId));
    // Written straight to the database: announced as the back office's event writes are (the board is cached).
    await t.app.announceCatalogChange();

    const titulos = allEventos(await getCartelera(t.app, 'cartelera/cerveceria-la-serrana')).map((e) => e.titulo);
    expect(titulos).toContain('Hoy temprano');
    expect(titulos).toContain('En un año');
    for (const absent of ['Ayer', 'Pasado un año', 'Borrador', 'Anulado', 'Fecha anulada']) {
      expect(titulos).not.toContain(absent);
    }
  });

  it('answers no days for a business that does not allow events', async () => {
    const board = await getCartelera(t.app, 'cartelera/la-farola');
    expect(board).toMatchObject({ carpeta: 'la-farola', permiteEventos: false, dias: [] });
  });

  it("is a 404 for another site's business or an unknown one, and a 400 for a malformed id", async () => {
    const other = await get('/api/eventos/cartelera/cerveceria-la-serrana', 'la-farola.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404, message: 'No se encontró el comercio' });
    expect((await get(`/api/eventos/cartelera/${serrana}`, 'la-farola.localhost')).statusCode).toBe(404);
    expect((await get('/api/eventos/cartelera/no-existe')).statusCode).toBe(404);
    const bad = await get('/api/eventos/cartelera/mal%20nombre');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La carpeta del comercio no es válida');
  });
});

describe('GET eventos/cartelera/{id}/{date}', () => {
  it("narrows the board to one day of the merchant's calendar", async () => {
    const board = await getCartelera(t.app, 'cartelera/cerveceria-la-serrana/2026-11-28');
    expect(board.dias.map((d) => d.fecha)).toEqual(['2026-11-28']);
    expect(allEventos(board).map((e) => e.titulo)).toEqual(['Fiesta Cervecera: DJ hasta el amanecer']);
    expect((await getCartelera(t.app, `cartelera/${serrana}/2026-11-29`)).dias).toEqual([]);
  });

  it('answers no days outside today..one year, and 400 for a date that is not one', async () => {
    expect((await getCartelera(t.app, 'cartelera/cerveceria-la-serrana/2026-11-14')).dias).toEqual([]);
    expect((await getCartelera(t.app, 'cartelera/cerveceria-la-serrana/2028-01-01')).dias).toEqual([]);
    for (const fecha of ['2026-13-01', '28-11-2026', 'manana']) {
      const res = await get(`/api/eventos/cartelera/cerveceria-la-serrana/${fecha}`);
      expect(res.statusCode, fecha).toBe(400);
      expect(res.json().message).toMatch(/fecha/i);
    }
  });
});

describe('GET eventos/evento/{carpeta}/{eventoId}[/{dateOrDateId}]', () => {
  it("answers one event's upcoming dates, or one of them by date or by date id", async () => {
    const board = await getCartelera(t.app, 'cartelera/cerveceria-la-serrana');
    const blues = findEvento(board, 'Noche de Blues con La Rueda', '2026-12-11T22:00:00-03:00');
    const all = await getCartelera(t.app, `evento/cerveceria-la-serrana/${blues.id}`);
    expect(all.nombreComercio).toBe('Cervecería La Serrana');
    expect(allEventos(all).map((e) => e.fechaHora)).toEqual(['2026-11-27T22:00:00-03:00', '2026-12-11T22:00:00-03:00']);

    const byDate = await getCartelera(t.app, `evento/cerveceria-la-serrana/${blues.id}/2026-12-11`);
    expect(allEventos(byDate)).toEqual([blues]);
    const byId = await getCartelera(t.app, `evento/cerveceria-la-serrana/${blues.id}/${blues.eventoFechaId}`);
    expect(allEventos(byId)).toEqual([blues]);
    expect((await getCartelera(t.app, `evento/cerveceria-la-serrana/${blues.id}/2026-12-12`)).dias).toEqual([]);
  });

  it("is a 404 for an event of another business, an unpublished one, or another site's", async () => {
    const [pena] = await t.db.select().from(eventos).where(eq(eventos.comercioId, fogon)).limit(1);
    const res = await get(`/api/eventos/evento/cerveceria-la-serrana/${pena!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el evento');
    const borrador = await insertEvento(t.db, serrana, '2026-12-05T20:00:00-03:00', { publicado: false });
    expect((await get(`/api/eventos/evento/cerveceria-la-serrana/${borrador.id}`)).statusCode).toBe(404);
    expect((await get(`/api/eventos/evento/el-fogon-serrano/${pena!.id}`, 'la-farola.localhost')).statusCode).toBe(404);
    expect((await get('/api/eventos/evento/el-fogon-serrano/999999')).statusCode).toBe(404);
    expect((await get(`/api/eventos/evento/el-fogon-serrano/${pena!.id}/ayer`)).statusCode).toBe(400);
    expect((await get('/api/eventos/evento/el-fogon-serrano/abc')).statusCode).toBe(400);
  });
});

describe('GET eventos/link/{eventoId} (the deep link evento/?t=&e=&f= on a portal)', () => {
  it("answers the event's business from the event id alone", async () => {
    const board = await getCartelera(t.app, 'cartelera/el-fogon-serrano');
    const [evento] = allEventos(board);
    const res = await get(`/api/eventos/link/${evento!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventoId: evento!.id, configRestoId: fogon, carpeta: 'el-fogon-serrano' });
  });

  it('is a 404 for an event of a business this site does not show, an unpublished, annulled or unknown one', async () => {
    const [pena] = await t.db.select().from(eventos).where(eq(eventos.comercioId, fogon)).limit(1);
    const otherSite = await get(`/api/eventos/link/${pena!.id}`, 'la-farola.localhost');
    expect(otherSite.statusCode).toBe(404);
    expect(otherSite.json().message).toBe('No se encontró el evento');
    // Another portal that does not list the business.
    expect((await get(`/api/eventos/link/${pena!.id}`, 'centro.localhost')).statusCode).toBe(404);
    const borrador = await insertEvento(t.db, serrana, '2026-12-05T20:00:00-03:00', { publicado: false });
    expect((await get(`/api/eventos/link/${borrador.id}`)).statusCode).toBe(404);
    const anulado = await insertEvento(t.db, serrana, '2026-12-05T20:00:00-03:00', { anulado: true });
    expect((await get(`/api/eventos/link/${anulado.id}`)).statusCode).toBe(404);
    expect((await get('/api/eventos/link/999999')).statusCode).toBe(404);
    const malformed = await get('/api/eventos/link/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/identificador/);
  });
});

describe('GET reservas/eventosDelDia/{configRestoId}/{fecha}', () => {
  it("lists the day's published events for the reservation form's banner", async () => {
    const res = await get(`/api/reservas/eventosDelDia/${fogon}/2026-11-28`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        titulo: 'Peña folclórica con Los Hermanos Suárez',
        fechaHora: '2026-11-28T21:30:00-03:00',
        tpEvento: 2,
      },
    ]);
    const empty = await get(`/api/reservas/eventosDelDia/${fogon}/2026-11-27`);
    expect(empty.json()).toEqual([]);
  });
});
