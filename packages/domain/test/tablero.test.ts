import { describe, expect, it } from 'vitest';
import { tableroQuerySchema } from '../src/tablero/schemas.ts';
import {
  fillDias,
  fillHoras,
  getProporcion,
  getRangoPeriodo,
  getTasaAusencia,
  getTicketPromedio,
  groupReservasPorFranja,
  MSG_PERIODO_INVALIDO,
  roundMinutos,
} from '../src/tablero/tablero.ts';

const BA = 'America/Argentina/Buenos_Aires';

describe('getRangoPeriodo', () => {
  it("today is the merchant's calendar day, even when UTC is already tomorrow", () => {
    // 23:30 in Buenos Aires is 02:30 UTC of the next day.
    const rango = getRangoPeriodo('hoy', new Date('2027-04-14T23:30:00-03:00'), BA);
    expect(rango).toEqual({
      desde: '2027-04-14',
      hasta: '2027-04-14',
      dias: ['2027-04-14'],
      inicio: Date.parse('2027-04-14T00:00:00-03:00'),
      fin: Date.parse('2027-04-15T00:00:00-03:00'),
    });
  });

  it('7 and 30 days end today and start 6 and 29 days before, across a month', () => {
    const now = new Date('2027-03-03T10:00:00-03:00');
    const siete = getRangoPeriodo('7d', now, BA);
    expect(siete.dias).toEqual([
      '2027-02-25',
      '2027-02-26',
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
    ]);
    expect(siete.inicio).toBe(Date.parse('2027-02-25T00:00:00-03:00'));
    const treinta = getRangoPeriodo('30d', now, BA);
    expect(treinta.dias).toHaveLength(30);
    expect(treinta.desde).toBe('2027-02-02');
    expect(treinta.fin).toBe(Date.parse('2027-03-04T00:00:00-03:00'));
  });

  it('a day that loses an hour to daylight saving time is 23 hours long', () => {
    // Europe/Madrid moves its clocks from 02:00 to 03:00 on 2027-03-28.
    const rango = getRangoPeriodo('hoy', new Date('2027-03-28T12:00:00+02:00'), 'Europe/Madrid');
    expect(rango.fin - rango.inicio).toBe(23 * 3_600_000);
  });
});

describe('fillDias and fillHoras', () => {
  it('lists every day and hour, the missing ones at zero', () => {
    const empty = (fecha: string) => ({ fecha, pedidos: 0 });
    expect(fillDias(['2027-01-01', '2027-01-02'], [{ fecha: '2027-01-02', pedidos: 3 }], empty)).toEqual([
      { fecha: '2027-01-01', pedidos: 0 },
      { fecha: '2027-01-02', pedidos: 3 },
    ]);
    const horas = fillHoras([{ hora: 21, pedidos: 2 }], (hora) => ({ hora, pedidos: 0 }));
    expect(horas).toHaveLength(24);
    expect(horas[21]).toEqual({ hora: 21, pedidos: 2 });
    expect(horas[0]).toEqual({ hora: 0, pedidos: 0 });
  });
});

describe('groupReservasPorFranja', () => {
  it('adds the hours into morning (6-12), midday (12-15), afternoon (15-20) and night (20-6)', () => {
    const franjas = groupReservasPorFranja([
      { hora: 5, reservas: 1, personas: 2 },
      { hora: 6, reservas: 1, personas: 3 },
      { hora: 12, reservas: 2, personas: 5 },
      { hora: 19, reservas: 1, personas: 4 },
      { hora: 20, reservas: 1, personas: 6 },
      { hora: 23, reservas: 2, personas: 4 },
    ]);
    expect(franjas).toEqual([
      { rango: 1, nombre: 'Mañana', reservas: 1, personas: 3 },
      { rango: 2, nombre: 'Mediodía', reservas: 2, personas: 5 },
      { rango: 3, nombre: 'Tarde', reservas: 1, personas: 4 },
      { rango: 4, nombre: 'Noche', reservas: 4, personas: 12 },
    ]);
  });
});

describe('rates and averages', () => {
  it('no-show rate over the settled reservations, null when none was', () => {
    expect(getTasaAusencia(2, 1)).toBe(0.333);
    expect(getTasaAusencia(0, 3)).toBe(1);
    expect(getTasaAusencia(0, 0)).toBeNull();
  });
  it('average ticket in whole centavos, half up', () => {
    expect(getTicketPromedio(750_075, 2)).toBe(375_038);
    expect(getTicketPromedio(0, 0)).toBe(0);
  });
  it('minutes with one decimal, null when nothing was measured', () => {
    expect(roundMinutos(17 / 3)).toBe(5.7);
    expect(roundMinutos(null)).toBeNull();
    expect(roundMinutos(Number.NaN)).toBeNull();
  });
  it('a share with 3 decimals, null of nothing', () => {
    expect(getProporcion(1, 2)).toBe(0.5);
    expect(getProporcion(0, 0)).toBeNull();
  });
});

describe('tableroQuerySchema', () => {
  it('takes hoy, 7d and 30d; none or empty is hoy; anything else is refused in Spanish', () => {
    expect(tableroQuerySchema.parse({ periodo: '7d' })).toEqual({ periodo: '7d' });
    expect(tableroQuerySchema.parse({})).toEqual({ periodo: 'hoy' });
    expect(tableroQuerySchema.parse({ periodo: '' })).toEqual({ periodo: 'hoy' });
    const bad = tableroQuerySchema.safeParse({ periodo: '90d' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(MSG_PERIODO_INVALIDO);
  });
});
