import { describe, expect, it } from 'vitest';
import { type Horario, horarioSchema, isOpen, isOpenBySchedule } from '../src/comercios/schedule.ts';
import { DEFAULT_TIME_ZONE } from '../src/common/time-zone.ts';

const BA = DEFAULT_TIME_ZONE;
const SUN = 0;
const MON = 1;
const FRI = 5;
const SAT = 6;

/** An instant given as Buenos Aires wall-clock time (UTC-3 all year). */
const ba = (local: string) => new Date(`${local}-03:00`);
// 2026-11-21 is a Saturday, 2026-11-22 a Sunday, 2026-11-23 a Monday.

describe('isOpenBySchedule: a window within one day', () => {
  const lunch: Horario[] = [{ dia: SAT, desde: '12:00', hasta: '15:30' }];

  it('opens at desde and closes at hasta', () => {
    expect(isOpenBySchedule(lunch, BA, ba('2026-11-21T11:59'))).toBe(false);
    expect(isOpenBySchedule(lunch, BA, ba('2026-11-21T12:00'))).toBe(true);
    expect(isOpenBySchedule(lunch, BA, ba('2026-11-21T15:29:59'))).toBe(true);
    expect(isOpenBySchedule(lunch, BA, ba('2026-11-21T15:30'))).toBe(false);
  });

  it('applies only on its weekday', () => {
    expect(isOpenBySchedule(lunch, BA, ba('2026-11-22T13:00'))).toBe(false);
    expect(isOpenBySchedule(lunch, BA, ba('2026-11-28T13:00'))).toBe(true);
  });

  it('is closed with no schedule at all', () => {
    expect(isOpenBySchedule([], BA, ba('2026-11-21T13:00'))).toBe(false);
  });

  it('opens in any of several windows of the day', () => {
    const split: Horario[] = [
      { dia: SAT, desde: '12:00', hasta: '15:30' },
      { dia: SAT, desde: '20:00', hasta: '23:30' },
    ];
    expect(isOpenBySchedule(split, BA, ba('2026-11-21T13:00'))).toBe(true);
    expect(isOpenBySchedule(split, BA, ba('2026-11-21T17:00'))).toBe(false);
    expect(isOpenBySchedule(split, BA, ba('2026-11-21T21:00'))).toBe(true);
  });
});

describe('isOpenBySchedule: windows across midnight', () => {
  const lateNight: Horario[] = [{ dia: SAT, desde: '20:00', hasta: '02:00' }];

  it("runs into the next day's early hours", () => {
    expect(isOpenBySchedule(lateNight, BA, ba('2026-11-21T23:59'))).toBe(true);
    expect(isOpenBySchedule(lateNight, BA, ba('2026-11-22T00:00'))).toBe(true);
    expect(isOpenBySchedule(lateNight, BA, ba('2026-11-22T01:59'))).toBe(true);
    expect(isOpenBySchedule(lateNight, BA, ba('2026-11-22T02:00'))).toBe(false);
  });

  it("does not open the window's own day early hours", () => {
    // Saturday 01:00 belongs to Friday night's window, which does not exist.
    expect(isOpenBySchedule(lateNight, BA, ba('2026-11-21T01:00'))).toBe(false);
  });

  it('wraps from Saturday night into Sunday across the end of the week', () => {
    const weekend: Horario[] = [{ dia: SAT, desde: '22:00', hasta: '04:00' }];
    expect(isOpenBySchedule(weekend, BA, ba('2026-11-22T03:30'))).toBe(true);
    const sundayNight: Horario[] = [{ dia: SUN, desde: '21:00', hasta: '01:00' }];
    expect(isOpenBySchedule(sundayNight, BA, ba('2026-11-23T00:30'))).toBe(true);
    expect(isOpenBySchedule(sundayNight, BA, ba('2026-11-23T01:00'))).toBe(false);
  });

  it('reads hasta 00:00 as until midnight', () => {
    const untilMidnight: Horario[] = [{ dia: FRI, desde: '19:30', hasta: '00:00' }];
    expect(isOpenBySchedule(untilMidnight, BA, ba('2026-11-20T23:59:59'))).toBe(true);
    expect(isOpenBySchedule(untilMidnight, BA, ba('2026-11-21T00:00'))).toBe(false);
    expect(isOpenBySchedule(untilMidnight, BA, ba('2026-11-20T19:29'))).toBe(false);
  });

  it('reads desde equal to hasta as open the whole day', () => {
    const allDay: Horario[] = [{ dia: MON, desde: '00:00', hasta: '00:00' }];
    expect(isOpenBySchedule(allDay, BA, ba('2026-11-23T00:00'))).toBe(true);
    expect(isOpenBySchedule(allDay, BA, ba('2026-11-23T23:59'))).toBe(true);
    expect(isOpenBySchedule(allDay, BA, ba('2026-11-24T00:00'))).toBe(false);
    expect(isOpenBySchedule(allDay, BA, ba('2026-11-22T23:59'))).toBe(false);
  });
});

describe('isOpenBySchedule: time zones', () => {
  const madridLunch: Horario[] = [{ dia: SUN, desde: '13:00', hasta: '16:00' }];

  it("reads the schedule in the merchant's zone, not in Buenos Aires", () => {
    // Sunday 09:30 in Buenos Aires is Sunday 13:30 in Madrid (UTC+1 in November).
    const instant = ba('2026-11-22T09:30');
    expect(isOpenBySchedule(madridLunch, 'Europe/Madrid', instant)).toBe(true);
    expect(isOpenBySchedule(madridLunch, BA, instant)).toBe(false);
  });

  it('moves the weekday with the zone', () => {
    // Saturday 21:00 in Buenos Aires is already Sunday 01:00 in Madrid.
    const saturdayNight: Horario[] = [{ dia: SAT, desde: '20:00', hasta: '23:59' }];
    expect(isOpenBySchedule(saturdayNight, BA, ba('2026-11-21T21:00'))).toBe(true);
    expect(isOpenBySchedule(saturdayNight, 'Europe/Madrid', ba('2026-11-21T21:00'))).toBe(false);
  });

  it("follows the merchant's daylight saving time", () => {
    // 11:30 UTC is 13:30 in Madrid in summer (UTC+2) and 12:30 in winter (UTC+1).
    expect(isOpenBySchedule(madridLunch, 'Europe/Madrid', new Date('2026-07-05T11:30:00Z'))).toBe(true);
    expect(isOpenBySchedule(madridLunch, 'Europe/Madrid', new Date('2026-01-04T11:30:00Z'))).toBe(false);
  });
});

describe('isOpen: the manual override', () => {
  const business = (aperturaManual: 'auto' | 'abierto' | 'cerrado') => ({
    horarios: [{ dia: SAT, desde: '20:00', hasta: '00:30' }],
    aperturaManual,
    timeZone: BA,
  });
  const inWindow = ba('2026-11-21T21:00');
  const outOfWindow = ba('2026-11-21T10:00');

  it('follows the schedule on auto', () => {
    expect(isOpen(business('auto'), inWindow)).toBe(true);
    expect(isOpen(business('auto'), outOfWindow)).toBe(false);
  });

  it('is closed on cerrado, even inside the schedule', () => {
    expect(isOpen(business('cerrado'), inWindow)).toBe(false);
  });

  it('is open on abierto, even outside the schedule or with none', () => {
    expect(isOpen(business('abierto'), outOfWindow)).toBe(true);
    expect(isOpen({ horarios: [], aperturaManual: 'abierto', timeZone: BA }, outOfWindow)).toBe(true);
  });
});

describe('horarioSchema', () => {
  it('accepts a window in HH:mm', () => {
    expect(horarioSchema.safeParse({ dia: 6, desde: '20:00', hasta: '02:00' }).success).toBe(true);
  });
  it.each([
    [{ dia: 7, desde: '20:00', hasta: '23:00' }, 'El día debe estar entre 0 y 6'],
    [{ dia: -1, desde: '20:00', hasta: '23:00' }, 'El día debe estar entre 0 y 6'],
    [{ dia: 1, desde: '24:00', hasta: '23:00' }, 'La hora debe tener el formato HH:mm'],
    [{ dia: 1, desde: '9:00', hasta: '23:00' }, 'La hora debe tener el formato HH:mm'],
    [{ dia: 1, desde: '09:00', hasta: '23:60' }, 'La hora debe tener el formato HH:mm'],
  ])('rejects %j with a Spanish message', (value, message) => {
    const result = horarioSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
