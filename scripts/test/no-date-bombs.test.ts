import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No date bombs: the end-to-end journeys and the demo data take their dates from the clock (the suite's clock,
 * e2e/tests/helpers/clock.ts; the seeding instant, apps/api/src/db/seed/demo-calendar.ts), never from a date
 * written in the code, which would be in the past some day. Unit and API tests may pass a fixed instant to code
 * that reads only the injected clock; CI runs them a year ahead (.ci/run) to prove it.
 */
const root = join(import.meta.dirname, '../..');
const GUARDED = ['e2e/tests', 'e2e/playwright.config.ts', 'apps/api/src/db/seed'];
const CALENDAR_DATE = /\b(?:19|20|21)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g;

function sourcesUnder(path: string): string[] {
  const full = join(root, path);
  if (/\.(ts|tsx|mjs)$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() || /\.(ts|tsx|mjs)$/.test(entry.name) ? sourcesUnder(join(path, entry.name)) : [],
  );
}

describe('dates written in the code', () => {
  it('the e2e journeys and the demo data write no calendar date', () => {
    const files = GUARDED.flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CALENDAR_DATE)].map((m) => `${relative(root, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect("fill('2026-11-21')".match(CALENDAR_DATE)).toEqual(['2026-11-21']);
    expect('`${demoDate(15)}`'.match(CALENDAR_DATE)).toBeNull();
  });
});
