import { formatFechaHoraCorta } from './zoned-time.ts';

/**
 * CSV as a spreadsheet set to es-AR reads it (decision 036): UTF-8 with a byte order mark (Excel reads the file
 * as Windows-1252 without it), `;` between fields (the comma is the decimal separator there), decimal comma,
 * dates 'dd/mm/aaaa hh:mm' in the merchant's zone, lines ended by CRLF and fields quoted as RFC 4180 says (with
 * `;` instead of `,`). A text cell that starts with = + - @ (or a tab or carriage return) is prefixed with a
 * quote, so a customer who types '=HYPERLINK(...)' as their name never gets a formula run on the merchant's PC.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** A cell: text, a number written as is (integers), or nothing. Money and dates are formatted before. */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number as this module writes it ('-12', '1234,50'): a value, never a formula, so left as is. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

/** One cell as written in the file: formula-safe and quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of the file, CRLF included. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/**
 * Centavos as pesos with a decimal comma and no thousands separator ('1234,50', '-0,05'): a number to a
 * spreadsheet set to es-AR, exact (integer arithmetic, never a float).
 */
export function formatCsvImporte(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centavos));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as 'dd/mm/aaaa hh:mm' in the merchant's zone; empty for none. */
export function formatCsvFechaHora(instant: Date | null | undefined, timeZone: string): string {
  return instant ? formatFechaHoraCorta(instant.getTime(), timeZone) : '';
}

/** 'Sí' or 'No'. */
export const formatCsvSiNo = (value: boolean): string => (value ? 'Sí' : 'No');

/**
 * Reads a file written by csvRow back into rows of text (BOM dropped, quotes undone): the tests parse the
 * exports with it, the way a spreadsheet would.
 */
export function parseCsv(text: string, separator = CSV_SEPARATOR): string[][] {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && input[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
