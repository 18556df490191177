import { readFile } from 'node:fs/promises';
import { COLUMNAS_PEDIDOS } from '../../packages/domain/src/exportaciones/exportaciones.ts';
import { parseCsv } from '../../packages/domain/src/common/csv.ts';
import { esBackOfficeExportar as t } from '../../apps/web/src/i18n/es-back-office-exportar.ts';
import { esBackOffice } from '../../apps/web/src/i18n/es-back-office.ts';
import { expect, test } from './fixtures.ts';
import { findComercioId, openAdminAs, OWNERS, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { demoDate, fechaCorta } from './helpers/clock.ts';

// The owner of La Farola downloads the CSV of the demo Saturday's orders from the back office's Exportar screen
// (decision 036); day-to-day staff do not see the screen.

test.describe('exports', () => {
  let comercioId: number;

  test.beforeAll(async ({ request }) => {
    comercioId = await findComercioId(request, 'la-farola');
  });

  test("the owner downloads the Saturday's orders as a CSV for a spreadsheet in es-AR", async ({ page, request }) => {
    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${comercioId}/exportar`);
    await expect(page.getByRole('heading', { level: 1, name: t.titulo('La Farola Parrilla') })).toBeVisible();
    const sabado = demoDate(0);
    await page.getByLabel(t.desde).fill(sabado);
    await page.getByLabel(t.hasta).fill(sabado);
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.descargar(t.exportaciones.pedidos.nombre) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`pedidos-la-farola-${sabado}-al-${sabado}.csv`);
    const bytes = await readFile((await download.path()) as string);
    // UTF-8 with a byte order mark, then the header with ';' between columns.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(COLUMNAS_PEDIDOS.join(';'));
    const rows = parseCsv(text).slice(1);
    // The demo evening's orders, on the merchant's day, with a decimal comma.
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r[1]?.startsWith(`${fechaCorta(sabado)} `))).toBe(true);
    expect(rows.every((r) => /^\d+,\d{2}$/.test(r[14] ?? ''))).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: t.descargado(download.suggestedFilename()) }),
    ).toBeVisible();

    // A range the API refuses says why, in Spanish.
    await page.getByLabel(t.desde).fill(demoDate(1));
    await page.getByRole('button', { name: t.descargar(t.exportaciones.pedidos.nombre) }).click();
    await expect(page.getByRole('alert')).toContainText('La fecha desde no puede ser posterior a la fecha hasta.');
  });

  test('day-to-day staff have no Exportar screen', async ({ page, request }) => {
    await openAdminAs(page, request, STAFF, `comercio/${comercioId}/pedidos`);
    await expect(page.getByRole('link', { name: esBackOffice.nav.calificaciones })).toBeVisible();
    await expect(page.getByRole('link', { name: esBackOffice.nav.exportar })).toHaveCount(0);
  });
});
