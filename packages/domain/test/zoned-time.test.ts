import { describe, expect, it } from 'vitest';
import { getNearestWeekdayTime } from '../src/common/zoned-time.ts';

const BA = 'America/Argentina/Buenos_Aires';
const SATURDAY = 6;
const AT_21 = 21 * 60;

// A pure function of the instant it is given: fixed instants, never compared with the real clock.
describe('getNearestWeekdayTime', () => {
  it.each([
    ['the Saturday 21:00 itself', '2026-11-21T21:00:00-03:00', '2026-11-21T21:00:00-03:00'],
    ['a Saturday morning: that evening', '2026-11-21T09:00:00-03:00', '2026-11-21T21:00:00-03:00'],
    ['a Sunday: the evening before', '2026-11-22T12:00:00-03:00', '2026-11-21T21:00:00-03:00'],
    ['Wednesday 09:00 (3 d 12 h after): still the last one', '2026-11-25T09:00:00-03:00', '2026-11-21T21:00:00-03:00'],
    ['Wednesday 09:01: the next one is nearer', '2026-11-25T09:01:00-03:00', '2026-11-28T21:00:00-03:00'],
    ['a Friday night past midnight', '2026-11-28T01:30:00-03:00', '2026-11-28T21:00:00-03:00'],
    ['across a year end', '2026-12-30T10:00:00-03:00', '2027-01-02T21:00:00-03:00'],
    [
      'in UTC terms already Sunday, in Buenos Aires still Saturday',
      '2026-11-22T01:00:00Z',
      '2026-11-21T21:00:00-03:00',
    ],
  ])('%s', (_, now, expected) => {
    expect(getNearestWeekdayTime(new Date(now), SATURDAY, AT_21, BA).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });

  it('reads the wall clock of a zone that changes its offset (Madrid, the week clocks go back)', () => {
    // 2026-10-25 03:00 CEST → 02:00 CET: the Saturday before is +02:00, the one after +01:00.
    expect(
      getNearestWeekdayTime(new Date('2026-10-25T12:00:00Z'), SATURDAY, AT_21, 'Europe/Madrid').toISOString(),
    ).toBe('2026-10-24T19:00:00.000Z');
    expect(
      getNearestWeekdayTime(new Date('2026-10-29T12:00:00Z'), SATURDAY, AT_21, 'Europe/Madrid').toISOString(),
    ).toBe('2026-10-31T20:00:00.000Z');
  });

  it('any weekday and time: Tuesday 10:00', () => {
    expect(getNearestWeekdayTime(new Date('2026-11-21T21:00:00-03:00'), 2, 10 * 60, BA).toISOString()).toBe(
      new Date('2026-11-24T10:00:00-03:00').toISOString(),
    );
  });
});
