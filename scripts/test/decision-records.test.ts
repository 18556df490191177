import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record (docs/decisions/NNN-title.md) opens with `# NNN: Title`, a blank line, `Status:` and
 * `Date:`; a record it points to exists and is later. docs/decisions/README.md is their index: one row per record,
 * with its number, title, file, status and date as the record has them, and no row for a file that is not there.
 */
const root = join(import.meta.dirname, '../..');
const DECISIONS = join(root, 'docs/decisions');
const STATUS = /^Status: (accepted|superseded by (\d{3})|superseded in part by (\d{3}))$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const TITLE = /^# (\d{3}): (\S.*)$/;
const INDEX_ROW = /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| ([^|]+) \| ([^|]+) \|$/;

interface DecisionRecord {
  number: string;
  title: string;
  file: string;
  status: string;
  date: string;
}

function readRecord(file: string): DecisionRecord {
  const [title = '', blank, status = '', date = ''] = readFileSync(join(DECISIONS, file), 'utf8').split('\n');
  const heading = TITLE.exec(title);
  expect(heading, `${file}: first line '# NNN: Title'`).not.toBeNull();
  expect(blank, `${file}: a blank line after the title`).toBe('');
  expect(status, `${file}: third line 'Status: ...'`).toMatch(STATUS);
  expect(date, `${file}: fourth line 'Date: YYYY-MM-DD'`).toMatch(DATE);
  return {
    number: heading![1]!,
    title: heading![2]!,
    file,
    status: status.slice('Status: '.length),
    date: date.slice('Date: '.length),
  };
}

const files = readdirSync(DECISIONS)
  .filter((name) => name !== 'README.md')
  .sort();
const records = files.map(readRecord);

describe('decision records', () => {
  it('are named NNN-title.md after the number of their title, each number once', () => {
    expect(files.length).toBeGreaterThan(40);
    for (const record of records) expect(record.file).toMatch(new RegExp(`^${record.number}-[a-z0-9-]+\\.md$`));
    expect(new Set(records.map((r) => r.number)).size).toBe(records.length);
  });

  it('each open with a Status and a real Date, and a superseding record exists and is later', () => {
    const numbers = new Set(records.map((r) => r.number));
    for (const record of records) {
      expect(Number.isNaN(Date.parse(`${record.date}T00:00:00Z`)), record.file).toBe(false);
      const by = STATUS.exec(`Status: ${record.status}`)!;
      const successor = by[2] ?? by[3];
      if (successor) {
        expect(numbers.has(successor), `${record.file}: ${record.status}`).toBe(true);
        expect(successor > record.number, `${record.file}: ${record.status}`).toBe(true);
      }
    }
  });

  it('are each listed once in docs/decisions/README.md, as they are, and nothing else is', () => {
    const rows = readFileSync(join(DECISIONS, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d/.test(line))
      .map((line) => {
        const row = INDEX_ROW.exec(line);
        expect(row, `index row: ${line}`).not.toBeNull();
        const [, number, title, file, status, date] = row!;
        return { number, title: title!.replaceAll('\\|', '|'), file, status: status!.trim(), date: date!.trim() };
      });
    expect(rows).toEqual(records);
  });
});
