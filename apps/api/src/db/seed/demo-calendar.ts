import {
  DEFAULT_TIME_ZONE,
  addDaysToIsoDate,
  getNearestWeekdayTime,
  getZonedIsoDate,
  parseHhMm,
  toZonedInstant,
} from '@vidriera/domain/common';

const SATURDAY = 6;
const DEMO_EVENING_MINUTE = 21 * 60;
const MS_PER_DAY = 86_400_000;

/**
 * When the demo data happens, laid relative to the instant it is seeded (the server's clock: CLOCK_START moves
 * it), so the demo looks the same on any date. Two anchors, both in Buenos Aires (every demo business's zone):
 * - `now`, the seeding instant: La Farola's evening of orders ends at it (the back office's queue is live), and
 *   the rated orders lie weeks before it;
 * - the demo Saturday, the Saturday 21:00 nearest to `now` (at most three and a half days away, as the
 *   end-to-end suite picks its clock): the week of reservations, events, ticket sales and draws is written in
 *   days from it, so every booking falls on a slot of its weekday.
 */
/** A day and time of the demo's week: days from the demo Saturday, and the Buenos Aires wall-clock 'HH:mm'. */
export type DemoDia = readonly [dias: number, hora: string];

export interface DemoCalendar {
  /** The seeding instant. */
  readonly now: Date;
  /** The demo Saturday, 'YYYY-MM-DD' in Buenos Aires. */
  readonly saturday: string;
  /** The wall-clock time 'HH:mm' in Buenos Aires on the day `days` after the demo Saturday (before, if negative). */
  at(days: number, hhmm: string): Date;
  /** That day and time, or the same time of an earlier week when it still lies ahead: what already happened. */
  past(dia: DemoDia): Date;
  /** `minutes` before the seeding instant. */
  minutesAgo(minutes: number): Date;
  /** The next 'MM-DD' of the calendar on or after the seeding day: a yearly holiday that is still ahead. */
  nextAnnual(monthDay: string): string;
}

export function createDemoCalendar(now: Date): DemoCalendar {
  const saturday = getZonedIsoDate(
    getNearestWeekdayTime(now, SATURDAY, DEMO_EVENING_MINUTE, DEFAULT_TIME_ZONE),
    DEFAULT_TIME_ZONE,
  );
  const today = getZonedIsoDate(now, DEFAULT_TIME_ZONE);
  const at = (days: number, hhmm: string) =>
    new Date(toZonedInstant(addDaysToIsoDate(saturday, days), parseHhMm(hhmm), DEFAULT_TIME_ZONE));
  return {
    now,
    saturday,
    at,
    past([days, hhmm]) {
      let weeksBack = 0;
      while (at(days - 7 * weeksBack, hhmm) > now) weeksBack += 1;
      return at(days - 7 * weeksBack, hhmm);
    },
    minutesAgo: (minutes) => new Date(now.getTime() - minutes * 60_000),
    nextAnnual(monthDay) {
      const thisYear = `${today.slice(0, 4)}-${monthDay}`;
      return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
    },
  };
}

/** The earlier of an instant and `hours` before the seeding instant: a record of the past is never dated ahead. */
export function noLaterThanHoursAgo(calendar: DemoCalendar, instant: Date, hours: number): Date {
  return new Date(Math.min(instant.getTime(), calendar.now.getTime() - (hours * MS_PER_DAY) / 24));
}
