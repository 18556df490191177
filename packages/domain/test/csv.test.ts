import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCell,
  csvRow,
  formatCsvFechaHora,
  formatCsvImporte,
  formatCsvSiNo,
  parseCsv,
} from '../src/common/csv.ts';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, nothing for null', () => {
    expect(csvCell('Provoleta')).toBe('Provoleta');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes the separator, quotes and line breaks (RFC 4180 with ;)', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' espacio')).toBe('" espacio"');
    // A comma is no separator here: left as is.
    expect(csvCell('Av. España 555, 2° B')).toBe('Av. España 555, 2° B');
  });

  it('defuses formulas: text starting with = + - @ tab or CR gets a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://x","clic")')).toBe('"\'=HYPERLINK(""http://x"",""clic"")"');
    expect(csvCell('+5491100000000')).toBe("'+5491100000000");
    expect(csvCell('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Plain numbers (negative amounts) are values, not formulas.
    expect(csvCell('-12,50')).toBe('-12,50');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('Ana = Beto')).toBe('Ana = Beto');
  });
});

describe('csvRow and parseCsv', () => {
  it('joins cells with ; and ends the line with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b;c'])).toBe('a;1;;"b;c"\r\n');
  });

  it('reads back what it wrote, BOM, quotes and line breaks included', () => {
    const cells = ['Ana "la" Gómez', 'x;y', 'dos\r\nlíneas', '=1+1', '', '1234,50'];
    const text = CSV_BOM + csvRow(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) + csvRow(cells);
    expect(parseCsv(text)).toEqual([
      ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      ['Ana "la" Gómez', 'x;y', 'dos\r\nlíneas', "'=1+1", '', '1234,50'],
    ]);
  });
});

describe('formats', () => {
  it('writes money with a decimal comma and no thousands separator, exactly', () => {
    expect(formatCsvImporte(0)).toBe('0,00');
    expect(formatCsvImporte(5)).toBe('0,05');
    expect(formatCsvImporte(123450)).toBe('1234,50');
    expect(formatCsvImporte(100000000)).toBe('1000000,00');
    expect(formatCsvImporte(-5)).toBe('-0,05');
  });

  it("writes dates as dd/mm/aaaa hh:mm in the merchant's zone, whatever the process's TZ", () => {
    // 00:30 on the 22nd in Buenos Aires is 03:30 UTC; 23:59 on the 21st is 02:59 UTC on the 22nd.
    expect(formatCsvFechaHora(new Date('2026-11-22T03:30:00Z'), 'America/Argentina/Buenos_Aires')).toBe(
      '22/11/2026 00:30',
    );
    expect(formatCsvFechaHora(new Date('2026-11-22T02:59:00Z'), 'America/Argentina/Buenos_Aires')).toBe(
      '21/11/2026 23:59',
    );
    expect(formatCsvFechaHora(new Date('2026-11-22T02:59:00Z'), 'Europe/Madrid')).toBe('22/11/2026 03:59');
    expect(formatCsvFechaHora(null, 'America/Argentina/Buenos_Aires')).toBe('');
  });

  it('writes booleans as Sí / No', () => {
    expect(formatCsvSiNo(true)).toBe('Sí');
    expect(formatCsvSiNo(false)).toBe('No');
  });
});
