import { describe, expect, it } from 'vitest';
import { formatFechaHoraCorta, formatLocalDateTimeInZone, parseLocalDateTimeInZone } from '../src/common/zoned-time.ts';

const BA = 'America/Argentina/Buenos_Aires';
const MADRID = 'Europe/Madrid';

describe('datetime-local values in the merchant zone', () => {
  it("reads a merchant's wall clock as an instant of their zone, whatever the process TZ", () => {
    expect(parseLocalDateTimeInZone('2026-12-24T21:30', BA)).toBe(Date.parse('2026-12-25T00:30:00Z'));
    expect(parseLocalDateTimeInZone('2026-12-24T21:30:00', BA)).toBe(Date.parse('2026-12-25T00:30:00Z'));
    // Summer time in Madrid (+02:00) and winter (+01:00).
    expect(parseLocalDateTimeInZone('2026-07-01T10:00', MADRID)).toBe(Date.parse('2026-07-01T08:00:00Z'));
    expect(parseLocalDateTimeInZone('2026-01-01T10:00', MADRID)).toBe(Date.parse('2026-01-01T09:00:00Z'));
  });

  it('refuses what is not a real date and time', () => {
    for (const text of [
      '',
      '2026-02-30T10:00',
      '2026-12-24T24:00',
      '2026-12-24T10:60',
      '24/12/2026 10:00',
      '2026-12-24',
    ]) {
      expect(parseLocalDateTimeInZone(text, BA), text).toBeNull();
    }
  });

  it('writes an instant as the wall clock of the zone, and back', () => {
    const instant = Date.parse('2027-01-06T00:00:00Z');
    expect(formatLocalDateTimeInZone(instant, BA)).toBe('2027-01-05T21:00');
    expect(parseLocalDateTimeInZone(formatLocalDateTimeInZone(instant, BA), BA)).toBe(instant);
  });
});

describe('short date and time of the back office', () => {
  it('writes dd/MM/yyyy HH:mm in the merchant zone', () => {
    expect(formatFechaHoraCorta(Date.parse('2027-01-06T00:05:00Z'), BA)).toBe('05/01/2027 21:05');
  });
});
