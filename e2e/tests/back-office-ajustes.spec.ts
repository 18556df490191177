import type { APIRequestContext, Page } from '@playwright/test';
import type { AjustesComercio } from '../../packages/domain/src/ajustes/comercio.ts';
import { esBackOfficeAjustes as t } from '../../apps/web/src/i18n/es-back-office-ajustes.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { expect, test } from './fixtures.ts';
import { getJson, logIn } from './helpers/accounts.ts';
import { findComercioId, openAdmin, openAdminAs, OWNERS } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// The settings of Cervecería La Serrana, which no other journey opens or closes: its owner closes it now and the
// public home shows it closed; then changes the weekly schedule and the home shows the new hours. Each test puts
// back what it changed, so the rest of the suite finds the demo as it was (open on Saturday night).

const CARPETA = 'cerveceria-la-serrana';
const NOMBRE = 'Cervecería La Serrana';

async function putAjustes(request: APIRequestContext, token: string, id: number, seccion: string, body: unknown) {
  const response = await request.put(`http://127.0.0.1:${E2E_PORT}/api/merchant/ajustes/${id}/${seccion}`, {
    data: body,
    headers: { host: `tandil.localhost:${E2E_PORT}`, authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${seccion}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as AjustesComercio;
}

async function openPublicHome(page: Page) {
  await page.goto(siteUrl('tandil', `/home/${CARPETA}`));
  await expect(page.getByRole('heading', { level: 1, name: NOMBRE })).toBeVisible();
}

test.describe('business settings', () => {
  let id: number;

  test.beforeAll(async ({ request }) => {
    id = await findComercioId(request, CARPETA);
  });

  test('the owner closes the business now and the public home shows it closed', async ({ page, request }) => {
    const session = await openAdminAs(page, request, OWNERS.serrana, `comercio/${id}/ajustes`);
    try {
      await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeVisible();
      const estado = page.getByRole('region', { name: t.estado.titulo });
      await expect(estado.getByTestId('estado-actual')).toHaveText(t.estado.abierto);
      await expectNoSeriousA11yViolations(page);

      await estado.getByRole('radio', { name: t.estado.modos.cerrado }).check();
      await estado.getByRole('button', { name: t.estado.guardar }).click();
      await expect(estado.getByRole('status')).toHaveText(t.guardado);
      await expect(estado.getByTestId('estado-actual')).toHaveText(t.estado.cerrado);
      await expect(estado.getByText(t.estado.forzadoSinFin)).toBeVisible();

      // The storefront, as customers see it.
      await openPublicHome(page);
      // The hero (the region named by the business's name) shows the state badge.
      const hero = page.getByRole('region', { name: NOMBRE, exact: true });
      await expect(hero.getByText(es.listado.cerrado, { exact: true })).toBeVisible();
      const pedido = page.getByRole('navigation', { name: es.home.acciones }).getByRole('button', {
        name: 'Hacé tu Pedido',
        exact: true,
      });
      await expect(pedido).toBeDisabled();
      await expectNoSeriousA11yViolations(page);

      // Back to the schedule: open again.
      await openAdmin(page, `comercio/${id}/ajustes`);
      await estado.getByRole('radio', { name: t.estado.modos.auto }).check();
      await estado.getByRole('button', { name: t.estado.guardar }).click();
      await expect(estado.getByTestId('estado-actual')).toHaveText(t.estado.abierto);
    } finally {
      await putAjustes(request, session.token, id, 'estado', { aperturaManual: 'auto' });
    }
  });

  test('the owner changes the weekly schedule and its text', { tag: '@desktop' }, async ({ page, request }) => {
    const owner = await logIn(request, OWNERS.serrana);
    const before = await getJson<AjustesComercio>(request, `merchant/ajustes/${id}`, { token: owner.token });
    const texto = `Lunes de 12 a 15; miércoles a sábados de 18 a 3; domingos de 18 a 24 (${Date.now()}).`;
    await openAdminAs(page, request, OWNERS.serrana, `comercio/${id}/ajustes`);
    try {
      const horarios = page.getByRole('region', { name: t.horarios.titulo });
      const lunes = horarios.getByRole('group', { name: t.horarios.dias[1], exact: true });
      await expect(lunes.getByText(t.horarios.cerradoTodoElDia)).toBeVisible();
      await lunes.getByRole('button', { name: t.horarios.agregarA(t.horarios.dias[1]) }).click();
      const franja = horarios.getByRole('group', { name: t.horarios.franja(t.horarios.dias[1], 1) });
      await franja.getByLabel(t.horarios.desde).fill('12:00');
      await franja.getByLabel(t.horarios.hasta).fill('15:00');
      await horarios.getByLabel(t.horarios.texto).fill(texto);
      await expectNoSeriousA11yViolations(page);
      await horarios.getByRole('button', { name: t.horarios.guardar }).click();
      await expect(horarios.getByRole('status')).toHaveText(t.guardado);

      const saved = await getJson<AjustesComercio>(request, `merchant/ajustes/${id}`, { token: owner.token });
      expect(saved.horarios).toContainEqual({ dia: 1, desde: '12:00', hasta: '15:00' });
      expect(saved.horariosText).toBe(texto);

      // Overlapping windows are refused with the reason, and nothing changes.
      await lunes.getByRole('button', { name: t.horarios.agregarA(t.horarios.dias[1]) }).click();
      await horarios.getByRole('button', { name: t.horarios.guardar }).click();
      await expect(horarios.getByRole('alert')).toHaveText('Los horarios del lunes se superponen');

      await openPublicHome(page);
      await expect(page.getByText(texto)).toBeVisible();
    } finally {
      await putAjustes(request, owner.token, id, 'horarios', {
        horarios: before.horarios,
        horariosText: before.horariosText,
      });
    }
  });
});
