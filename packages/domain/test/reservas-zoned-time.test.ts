import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  formatInstantInZone,
  getIsoDateInZone,
  getNombreMes,
  getWeekdayOfIsoDate,
  getZonedIsoDate,
  parseIsoDate,
  shiftIsoKeepingOffset,
  toZonedInstant,
} from '../src/common/zoned-time.ts';

const BA = 'America/Argentina/Buenos_Aires';

describe('zoned dates and times of the reservations', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('21/11/2026')).toBeNull();
  });

  it('accepts only the supported years, 2000 to 2199', () => {
    expect(parseIsoDate('2000-01-01')).toEqual({ year: 2000, month: 1, day: 1 });
    expect(parseIsoDate('2199-12-31')).toEqual({ year: 2199, month: 12, day: 31 });
    expect(parseIsoDate('1999-12-31')).toBeNull();
    expect(parseIsoDate('2200-01-01')).toBeNull();
    expect(parseIsoDate('9999-12-31')).toBeNull();
    // An instant whose day in the merchant's zone crosses the limit.
    expect(getIsoDateInZone('2199-12-31T23:59:59-12:00', BA)).toBeNull();
    expect(getIsoDateInZone('9999-12-31T23:59:59Z', BA)).toBeNull();
    expect(getIsoDateInZone('2199-12-31T12:00:00Z', BA)).toBe('2199-12-31');
  });

  it('moves dates by days and names their weekday, with no zone involved', () => {
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(getWeekdayOfIsoDate('2026-11-21')).toBe(6);
    expect(getWeekdayOfIsoDate('2026-11-22')).toBe(0);
  });

  it("turns the merchant's wall-clock time into the instant and back", () => {
    const instant = toZonedInstant('2026-11-21', 20 * 60 + 30, BA);
    expect(new Date(instant).toISOString()).toBe('2026-11-21T23:30:00.000Z');
    expect(formatInstantInZone(instant, BA)).toBe('2026-11-21T20:30:00-03:00');
    expect(new Date(toZonedInstant('2026-11-21', 24 * 60 + 30, BA)).toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(formatInstantInZone(Date.parse('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T17:30:00+05:30');
  });

  it("reads the day a request names in the merchant's zone", () => {
    expect(getIsoDateInZone('2026-11-21', BA)).toBe('2026-11-21');
    expect(getIsoDateInZone('2026-11-22T02:00:00Z', BA)).toBe('2026-11-21');
    expect(getIsoDateInZone('2026-11-22T02:00:00-03:00', BA)).toBe('2026-11-22');
    expect(getIsoDateInZone('2026-11-22T02:00:00', BA)).toBe('2026-11-22');
    expect(getIsoDateInZone('2026-11-22 02:00', BA)).toBe('2026-11-22');
    expect(getIsoDateInZone('2026-11-31', BA)).toBeNull();
    expect(getIsoDateInZone('mañana', BA)).toBeNull();
    expect(getIsoDateInZone('2026-11-22Tbasura', BA)).toBeNull();
    expect(getZonedIsoDate(new Date('2026-11-22T02:59:00Z'), BA)).toBe('2026-11-21');
  });

  it('shifts a time keeping its offset', () => {
    expect(shiftIsoKeepingOffset('2026-11-21T22:00:00-03:00', -30)).toBe('2026-11-21T21:30:00-03:00');
    expect(shiftIsoKeepingOffset('2026-11-21T00:10:00+05:30', -30)).toBe('2026-11-20T23:40:00+05:30');
    expect(shiftIsoKeepingOffset('2026-11-21T00:10:00Z', 60)).toBe('2026-11-21T01:10:00+00:00');
  });
});

describe('getNombreMes', () => {
  it('names the months in lower case, as the hand-written list did', () => {
    expect(Array.from({ length: 12 }, (_, i) => getNombreMes(i + 1))).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });

  it('agrees with the es-AR locale data, which the list stands in for', () => {
    const intl = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      expect(getNombreMes(month)).toBe(intl.format(Date.UTC(2000, month - 1, 1)));
    }
  });

  it('refuses a month outside 1 to 12', () => {
    expect(() => getNombreMes(0)).toThrow(RangeError);
    expect(() => getNombreMes(13)).toThrow(RangeError);
  });
});
