import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isValidTimeZone, toZonedParts } from '../src/common/time-zone.ts';

describe('toZonedParts', () => {
  it('reads an instant as wall-clock time in Buenos Aires (UTC-3, no daylight saving)', () => {
    expect(toZonedParts(new Date('2026-11-22T00:30:00Z'), DEFAULT_TIME_ZONE)).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
      hour: 21,
      minute: 30,
    });
  });

  it('gives different days for the same instant in different zones', () => {
    const instant = new Date('2026-11-21T21:00:00-03:00');
    expect(toZonedParts(instant, DEFAULT_TIME_ZONE)).toMatchObject({ day: 21, weekday: 6, hour: 21 });
    // Madrid is UTC+1 in November: already Sunday.
    expect(toZonedParts(instant, 'Europe/Madrid')).toMatchObject({ day: 22, weekday: 0, hour: 1, minute: 0 });
    // Tokyo is UTC+9: Sunday morning.
    expect(toZonedParts(instant, 'Asia/Tokyo')).toMatchObject({ day: 22, weekday: 0, hour: 9 });
    // Los Angeles is UTC-8 in November: Saturday afternoon.
    expect(toZonedParts(instant, 'America/Los_Angeles')).toMatchObject({ day: 21, weekday: 6, hour: 16 });
  });

  it('reports midnight as hour 0, not 24', () => {
    expect(toZonedParts(new Date('2026-11-22T03:00:00Z'), DEFAULT_TIME_ZONE)).toMatchObject({
      day: 22,
      weekday: 0,
      hour: 0,
      minute: 0,
    });
  });

  it('follows daylight saving time where the zone has it', () => {
    // Madrid: UTC+2 in July, UTC+1 in January.
    expect(toZonedParts(new Date('2026-07-01T10:00:00Z'), 'Europe/Madrid').hour).toBe(12);
    expect(toZonedParts(new Date('2026-01-01T10:00:00Z'), 'Europe/Madrid').hour).toBe(11);
  });

  it('crosses a year boundary', () => {
    expect(toZonedParts(new Date('2027-01-01T02:59:00Z'), DEFAULT_TIME_ZONE)).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      weekday: 4,
      hour: 23,
      minute: 59,
    });
  });

  it('does not depend on the machine time zone', () => {
    // The instant is built from UTC parts, the answer from the named zone only.
    const instant = new Date(Date.UTC(2026, 10, 23, 12, 15));
    expect(toZonedParts(instant, DEFAULT_TIME_ZONE)).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      weekday: 1,
      hour: 9,
      minute: 15,
    });
  });
});

describe('isValidTimeZone', () => {
  it.each(['America/Argentina/Buenos_Aires', 'Europe/Madrid', 'UTC'])('accepts %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });
  it.each(['Tandil/Centro', 'GMT+99', ''])('rejects %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});
