import { describe, expect, it } from 'vitest';
import {
  findFechaEntradaLocal,
  getImporteEntradaLocal,
  IMPORTE_POR_PERSONA_LOCAL,
  isEventoConEntradaLocal,
} from '../src/eventos/entrada-local.ts';

const TZ = 'America/Argentina/Buenos_Aires';

describe('local event entry (spec 02 §3, §9)', () => {
  it('costs 3000 per person', () => {
    expect(IMPORTE_POR_PERSONA_LOCAL).toBe(3000);
    expect(getImporteEntradaLocal(1)).toBe(3000);
    expect(getImporteEntradaLocal(2)).toBe(6000);
    expect(getImporteEntradaLocal(99)).toBe(297_000);
    expect(getImporteEntradaLocal(0)).toBe(0);
    expect(getImporteEntradaLocal(-3)).toBe(0);
    expect(getImporteEntradaLocal(2.7)).toBe(6000);
  });

  it('is booked for the event types that lead to a reservation (0, 1 and above 4), not for ticket types', () => {
    expect([0, 1, 5, 6].map(isEventoConEntradaLocal)).toEqual([true, true, true, true]);
    expect([2, 3, 4].map(isEventoConEntradaLocal)).toEqual([false, false, false]);
  });

  describe("the event date a reservation is the entry to: the reservation's night, 6-hour shift", () => {
    const fechas = [
      { id: 1, fechaHora: '2026-11-28T21:30:00-03:00' },
      { id: 2, fechaHora: '2026-11-29T21:30:00-03:00' },
      { id: 3, fechaHora: '2026-12-06T00:30:00-03:00' },
    ];

    it('the date of the same evening, 30 minutes after the table (the link’s proposal) or before it', () => {
      expect(findFechaEntradaLocal(fechas, '2026-11-29T21:00:00-03:00', TZ)?.id).toBe(2);
      expect(findFechaEntradaLocal(fechas, '2026-11-29T23:30:00-03:00', TZ)?.id).toBe(2);
      expect(findFechaEntradaLocal(fechas, '2026-11-28T12:00:00-03:00', TZ)?.id).toBe(1);
    });

    it('a show after midnight belongs to the evening before, and so does a table after midnight', () => {
      expect(findFechaEntradaLocal(fechas, '2026-12-05T23:30:00-03:00', TZ)?.id).toBe(3);
      expect(findFechaEntradaLocal(fechas, '2026-12-06T00:00:00-03:00', TZ)?.id).toBe(3);
      // 06:00 starts the next day: Sunday's breakfast is not Saturday night's show.
      expect(findFechaEntradaLocal(fechas, '2026-12-06T06:00:00-03:00', TZ)).toBeNull();
    });

    it('none on another night; the earliest when the event plays twice that night; instants work too', () => {
      expect(findFechaEntradaLocal(fechas, '2026-11-30T21:00:00-03:00', TZ)).toBeNull();
      expect(findFechaEntradaLocal([], '2026-11-29T21:00:00-03:00', TZ)).toBeNull();
      const dos = [
        { id: 8, fechaHora: Date.parse('2026-11-29T23:00:00-03:00') },
        { id: 7, fechaHora: Date.parse('2026-11-29T20:30:00-03:00') },
      ];
      expect(findFechaEntradaLocal(dos, Date.parse('2026-11-29T22:00:00-03:00'), TZ)?.id).toBe(7);
      // The merchant's zone decides the night, not the reader's.
      expect(findFechaEntradaLocal(fechas, '2026-11-30T00:00:00Z', TZ)?.id).toBe(2);
    });
  });
});
