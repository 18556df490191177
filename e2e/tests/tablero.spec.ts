import { esBackOffice } from '../../apps/web/src/i18n/es-back-office.ts';
import { esTablero } from '../../apps/web/src/i18n/es-tablero.ts';
import type { Tablero } from '../../packages/domain/src/tablero/schemas.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN, getJson } from './helpers/accounts.ts';
import {
  findComercioId,
  openAdmin,
  openAdminAs,
  openAdminMenu,
  OWNERS,
  signInToBackOffice,
} from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { demoDate, fechaCorta } from './helpers/clock.ts';

// The merchant's numbers (decision 035). La Farola's demo Saturday (the suite's clock) has a cancelled order
// ('Sin repartidor en esa zona', apps/api/src/db/seed/demo-pedidos.ts) and its evening's orders; other journeys
// may add orders, so the figures are compared with what the API answers at the same time.

test.describe('tablero: the merchant sees their numbers', () => {
  test('La Farola opens its dashboard from the navigation: today’s figures and a chart', {
    tag: '@desktop',
  }, async ({ page, request }) => {
    const id = await findComercioId(request, 'la-farola');
    const session = await openAdminAs(page, request, OWNERS.laFarola, `comercio/${id}/pedidos`);
    await openAdminMenu(page);
    await page.getByRole('link', { name: esBackOffice.nav.tablero }).click();
    await expect(page).toHaveURL(new RegExp(`#/admin/comercio/${id}/tablero$`));
    await expect(page.getByRole('heading', { name: esTablero.titulo('La Farola Parrilla') })).toBeVisible();
    await expect(page.getByRole('radio', { name: esTablero.periodos.hoy })).toBeChecked();

    // Today: the day's cancellation with its reason, and as many orders as the API counts.
    const cancelaciones = page.getByRole('region', { name: esTablero.cancelaciones });
    await expect(cancelaciones.getByRole('cell', { name: 'Sin repartidor en esa zona' })).toBeVisible();
    const hoy = await getJson<Tablero>(request, `merchant/tablero/${id}?periodo=hoy`, { token: session.token });
    expect(hoy.ventas.pedidos).toBeGreaterThan(0);
    await expect(page.getByText(String(hoy.ventas.pedidos), { exact: true }).first()).toBeVisible();
    const horas = page.getByRole('region', { name: esTablero.ventasPorHora });
    await expect(horas.getByRole('img', { name: esTablero.graficoDe(esTablero.ventasPorHora) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the last 7 days: a chart of sales by day and the same numbers in a table', async ({ page, request }) => {
    const id = await findComercioId(request, 'la-farola');
    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${id}/tablero`);
    await expect(page.getByRole('heading', { name: esTablero.titulo('La Farola Parrilla') })).toBeVisible();

    // A chart of sales by day, and the same numbers in a table for whoever cannot see it.
    await page.getByRole('radio', { name: esTablero.periodos['7d'] }).check();
    const dias = page.getByRole('region', { name: esTablero.ventasPorDia });
    await expect(dias.getByRole('img', { name: esTablero.graficoDe(esTablero.ventasPorDia) })).toBeVisible();
    await dias.getByText(esTablero.verTabla).click();
    const tabla = dias.getByRole('table', { name: esTablero.ventasPorDia });
    await expect(tabla.getByRole('row')).toHaveCount(8);
    await expect(tabla.getByRole('cell', { name: fechaCorta(demoDate(0)) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a platform admin sees a site’s businesses summed', async ({ page, request }) => {
    await signInToBackOffice(page, request, ADMIN);
    await openAdmin(page, 'plataforma/tablero');
    await expect(page.getByRole('heading', { name: esTablero.tituloSitios })).toBeVisible();
    await page.getByLabel(esTablero.sitio).selectOption({ label: 'Tandil Come (tandil.localhost)' });
    await expect(page.getByText(/comercios sumados/)).toBeVisible();
    await expect(page.getByRole('region', { name: esTablero.ventasPorHora }).getByRole('img')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
