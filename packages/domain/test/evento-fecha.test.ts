import { describe, expect, it } from 'vitest';
import {
  formatFechaCortaEvento,
  formatHoraEvento,
  getDiaEvento,
  getFechaEvento,
  getJornadaEvento,
  parseEventoDeepLink,
  parseEventoDeepLinkFecha,
  parseEventoFechaHora,
  toEventoDeepLink,
} from '../src/eventos/fecha.ts';

const BA = 'America/Argentina/Buenos_Aires';

describe('getDiaEvento (6-hour shift in the merchant zone)', () => {
  it("names an after-midnight show by the night it belongs to, with ' (noche)'", () => {
    // 2026-11-28 is a Saturday.
    expect(getDiaEvento('2026-11-28T01:30:00-03:00', BA)).toBe('Viernes (noche)');
    expect(getDiaEvento('2026-11-28T05:59:00-03:00', BA)).toBe('Viernes (noche)');
  });

  it('keeps the day from 06:00 on', () => {
    expect(getDiaEvento('2026-11-28T06:00:00-03:00', BA)).toBe('Sábado');
    expect(getDiaEvento('2026-11-28T22:00:00-03:00', BA)).toBe('Sábado');
    expect(getDiaEvento('2026-11-29T21:00:00-03:00', BA)).toBe('Domingo');
  });

  it('reads the merchant zone whatever offset the text was written with', () => {
    // The same instant as Saturday 01:30 in Buenos Aires.
    expect(getDiaEvento('2026-11-28T04:30:00Z', BA)).toBe('Viernes (noche)');
    expect(getDiaEvento(Date.parse('2026-11-28T04:30:00Z'), BA)).toBe('Viernes (noche)');
    expect(getDiaEvento('2026-11-28T04:30:00Z', 'UTC')).toBe('Viernes (noche)');
    expect(getDiaEvento('2026-11-28T06:30:00Z', 'UTC')).toBe('Sábado');
  });

  it('gives the calendar date and the night it belongs to', () => {
    expect(getFechaEvento('2026-11-28T01:30:00-03:00', BA)).toBe('2026-11-28');
    expect(getJornadaEvento('2026-11-28T01:30:00-03:00', BA)).toBe('2026-11-27');
    expect(getJornadaEvento('2026-11-28T06:00:00-03:00', BA)).toBe('2026-11-28');
    expect(formatFechaCortaEvento('2026-11-28T01:30:00-03:00')).toBe('28/11');
    expect(formatHoraEvento('2026-11-28T01:30:00-03:00')).toBe('01:30');
  });
});

describe('parseEventoFechaHora (a date written by the merchant)', () => {
  it("reads a wall clock in the merchant's zone and an ISO instant as it is", () => {
    expect(parseEventoFechaHora('2026-12-24T21:30', BA)).toBe(Date.parse('2026-12-25T00:30:00Z'));
    expect(parseEventoFechaHora('2026-12-24T21:30:00-03:00', 'Asia/Tokyo')).toBe(Date.parse('2026-12-25T00:30:00Z'));
    expect(parseEventoFechaHora('2026-12-25T00:30:00Z', BA)).toBe(Date.parse('2026-12-25T00:30:00Z'));
    for (const bad of ['24/12/2026 21:30', '2026-12-24', '2026-13-01T10:00', 'mañana', '2026-12-24T21:30+99']) {
      expect(parseEventoFechaHora(bad, BA), bad).toBeNull();
    }
  });
});

describe('event deep link', () => {
  it('writes the title as a slug with the event and the date', () => {
    expect(toEventoDeepLink({ titulo: 'Noche de Jazz: ¡Trío Ñandú!', id: 7, fecha: '2026-11-28' })).toBe(
      '/evento/?t=Noche_de_Jazz_Trio_Nandu&e=7&f=2026-11-28',
    );
    expect(toEventoDeepLink({ titulo: 'Peña', id: 7, fecha: 31 })).toBe('/evento/?t=Pena&e=7&f=31');
  });

  it('reads f as a date or a date id', () => {
    expect(parseEventoDeepLinkFecha('2026-11-28')).toEqual({ fecha: '2026-11-28' });
    expect(parseEventoDeepLinkFecha('31')).toEqual({ eventoFechaId: 31 });
    expect(parseEventoDeepLinkFecha('2026-02-30')).toBeNull();
    expect(parseEventoDeepLinkFecha('x')).toBeNull();
    expect(parseEventoDeepLinkFecha('0')).toBeNull();
    expect(parseEventoDeepLink('?t=Jazz&e=7&f=31')).toEqual({ eventoId: 7, fecha: { eventoFechaId: 31 } });
    expect(parseEventoDeepLink('t=Jazz&f=31')).toBeNull();
  });
});
