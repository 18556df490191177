import { describe, expect, it } from 'vitest';
import {
  findOverlappingHorario,
  horariosSchema,
  MSG_HORARIO_SIN_DURACION,
  msgHorariosSuperpuestos,
} from '../src/comercios/schedule-validation.ts';
import { getAperturaVigente, type Horario, isOpen } from '../src/comercios/schedule.ts';
import { DEFAULT_TIME_ZONE } from '../src/common/time-zone.ts';

const SUN = 0;
const MON = 1;
const SAT = 6;
const h = (dia: number, desde: string, hasta: string): Horario => ({ dia, desde, hasta });
const messages = (value: unknown) => {
  const result = horariosSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('horariosSchema', () => {
  it('accepts windows within a day, across midnight and the whole day, sorted by day and time', () => {
    const result = horariosSchema.parse([
      h(SAT, '20:00', '02:00'),
      h(MON, '12:00', '15:00'),
      h(MON, '20:00', '23:30'),
      h(3, '00:00', '00:00'),
      h(SAT, '12:00', '15:00'),
    ]);
    expect(result).toEqual([
      h(MON, '12:00', '15:00'),
      h(MON, '20:00', '23:30'),
      h(3, '00:00', '00:00'),
      h(SAT, '12:00', '15:00'),
      h(SAT, '20:00', '02:00'),
    ]);
  });

  it('accepts windows that touch without overlapping', () => {
    expect(messages([h(MON, '12:00', '15:00'), h(MON, '15:00', '18:00')])).toEqual([]);
  });

  it('refuses malformed times and days', () => {
    expect(messages([h(MON, '9:00', '12:00')])).toEqual(['La hora debe tener el formato HH:mm']);
    expect(messages([h(MON, '24:00', '12:00')])).toEqual(['La hora debe tener el formato HH:mm']);
    expect(messages([h(7, '10:00', '12:00')])).toEqual(['El día debe estar entre 0 y 6']);
  });

  it('refuses a window that opens and closes at the same time (except the whole day)', () => {
    expect(messages([h(MON, '10:00', '10:00')])).toEqual([MSG_HORARIO_SIN_DURACION]);
  });

  it('refuses overlapping windows, also across midnight and across the end of the week', () => {
    expect(messages([h(MON, '12:00', '15:00'), h(MON, '14:00', '16:00')])).toEqual([msgHorariosSuperpuestos(MON)]);
    expect(messages([h(MON, '20:00', '02:00'), h(2, '01:00', '05:00')])).toEqual([msgHorariosSuperpuestos(2)]);
    expect(messages([h(SAT, '22:00', '03:00'), h(SUN, '00:30', '04:00')])).toEqual([msgHorariosSuperpuestos(SUN)]);
    expect(messages([h(SUN, '00:00', '00:00'), h(SUN, '10:00', '11:00')])).toEqual([msgHorariosSuperpuestos(SUN)]);
    expect(msgHorariosSuperpuestos(SAT)).toBe('Los horarios del sábado se superponen');
  });

  it('refuses more windows than a week needs', () => {
    const many = Array.from({ length: 51 }, (_, i) => h(i % 7, '10:00', '10:01'));
    expect(messages(many)).toContain('Se admiten hasta 50 franjas horarias');
  });

  it('findOverlappingHorario answers -1 for an empty or clean schedule', () => {
    expect(findOverlappingHorario([])).toBe(-1);
    expect(findOverlappingHorario([h(MON, '10:00', '12:00'), h(2, '10:00', '12:00')])).toBe(-1);
  });
});

describe('a manual override until a time', () => {
  const ba = (local: string) => new Date(`${local}-03:00`);
  // Saturday 2026-11-21: the schedule opens at 12:00.
  const business = { horarios: [h(SAT, '12:00', '23:00')], timeZone: DEFAULT_TIME_ZONE };

  it('holds until hasta, then the schedule decides again', () => {
    const closed = { ...business, aperturaManual: 'cerrado' as const, aperturaManualHasta: ba('2026-11-21T20:00') };
    expect(isOpen(closed, ba('2026-11-21T19:59'))).toBe(false);
    expect(getAperturaVigente(closed, ba('2026-11-21T19:59'))).toBe('cerrado');
    expect(isOpen(closed, ba('2026-11-21T20:00'))).toBe(true);
    expect(getAperturaVigente(closed, ba('2026-11-21T20:00'))).toBe('auto');
  });

  it('lasts until changed without hasta, and an open override opens outside the schedule', () => {
    const open = { ...business, aperturaManual: 'abierto' as const, aperturaManualHasta: null };
    expect(isOpen(open, ba('2026-11-21T08:00'))).toBe(true);
    expect(isOpen(open, ba('2027-01-01T08:00'))).toBe(true);
    const openUntil = { ...open, aperturaManualHasta: ba('2026-11-21T09:00') };
    expect(isOpen(openUntil, ba('2026-11-21T08:59'))).toBe(true);
    expect(isOpen(openUntil, ba('2026-11-21T09:00'))).toBe(false);
  });
});
