import type { APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { esBackOfficeConcursos as tc } from '../../apps/web/src/i18n/es-back-office-concursos.ts';
import { esBackOfficeEventos as t } from '../../apps/web/src/i18n/es-back-office-eventos.ts';
import { expect, test } from './fixtures.ts';
import { getJson, postJson } from './helpers/accounts.ts';
import { findComercioId, openAdmin, openAdminAs, OWNERS } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { buyByTransfer, PENA } from './helpers/eventos.ts';

// The events back office at El Fogón Serrano (it takes transfers): a customer buys tickets for the peña by
// transfer through the API, the owner confirms the payment in the sales list; at the door a ticket for another
// night is refused with its date until staff let it in on purpose (a second time it shows when it was used).
// Then a draws smoke test at La Farola.

/** Owner of El Fogón Serrano (apps/api/src/db/seed/demo-users.ts). */
const FOGON_OWNER = { userName: 'fogon', password: 'fogon1234' } as const;
const FOGON = 'el-fogon-serrano';

/** A sale as its buyer reads it (the buyer is found through the ticket's code by the owner's sales list). */
async function readVenta(request: APIRequestContext, ventaId: number, codigo: string) {
  const owner = await postJson<LoginResponse>(request, 'login/Login', FOGON_OWNER);
  const fogonId = await findComercioId(request, FOGON);
  const venta = await getJson<{ id: number; estado: number; tickets: { codigo: string }[] }>(
    request,
    `merchant/eventos/${fogonId}/ventas/${ventaId}`,
    { token: owner.token },
  );
  if (!venta.tickets.some((ticket) => ticket.codigo === codigo)) throw new Error(`sale ${ventaId} lost its ticket`);
  return venta;
}

test.describe('the events back office', () => {
  let fogonId: number;

  test.beforeAll(async ({ request }) => {
    fogonId = await findComercioId(request, FOGON);
  });

  test('the owner confirms a transfer in the sales list', async ({ page, request }) => {
    const { eventoId, ventaId, codigo } = await buyByTransfer(request, 'Rosa Quiroga');

    await openAdminAs(page, request, FOGON_OWNER, `comercio/${fogonId}/ventas?eventoId=${eventoId}`);
    await expect(page.getByRole('heading', { level: 1, name: t.ventasTitulo })).toBeVisible();
    const card = page.getByRole('article', { name: t.ventaNumero(ventaId) });
    await expect(card.getByText('Rosa Quiroga', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Pendiente de Confirmación')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: t.confirmarPago }).click();
    await expect(card.getByText('Confirmada', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: t.confirmarPago })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.confirmada(ventaId) })).toBeVisible();
    await expect
      .poll(async () => (await readVenta(request, ventaId, codigo)).estado, { message: 'the sale is confirmed' })
      .toBe(1);
  });

  test('the door refuses a ticket for another night unless staff let it in on purpose, then only once', async ({
    page,
    request,
  }) => {
    // The sale is bought and confirmed through the API: what this journey tests is the door.
    const { eventoId, ventaId, codigo } = await buyByTransfer(request, 'Rosa Quiroga');
    const owner = await openAdminAs(page, request, FOGON_OWNER, `comercio/${fogonId}/ingreso`);
    await postJson(request, `merchant/eventos/${fogonId}/ventas/${ventaId}/confirmar`, {}, { token: owner.token });
    await expect(page.getByRole('heading', { level: 1, name: t.ingresoTitulo })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Typed at the door as read aloud: lower case, in two halves.
    await page.getByLabel(t.campoCodigo).fill(`${codigo.slice(0, 6).toLowerCase()} ${codigo.slice(6)}`);
    await page.getByRole('button', { name: t.validar }).click();
    // The peña is not tonight (the suite's Saturday): the door says so, with the ticket's date.
    const resultado = page.getByTestId('ingreso-resultado');
    await expect(resultado.getByText(t.otraFecha, { exact: true })).toBeVisible();
    await expect(
      resultado.getByText(/^Esta entrada es para el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, no para hoy\.$/),
    ).toBeVisible();
    await expect(resultado.getByText(t.fechaEntrada)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.dejarPasar }).click();
    await expect(resultado.getByText(t.entro, { exact: true })).toBeVisible();
    await expect(resultado.getByText('Rosa Quiroga')).toBeVisible();
    await expect(resultado.getByText(PENA, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.siguiente }).click();
    await expect(page.getByLabel(t.campoCodigo)).toBeFocused();
    await page.getByLabel(t.campoCodigo).fill(codigo);
    await page.getByRole('button', { name: t.validar }).click();
    await expect(resultado.getByText(t.yaUsada, { exact: true })).toBeVisible();
    await expect(resultado.getByText(/^Entrada ya usada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The sales list shows the ticket used.
    await openAdmin(page, `comercio/${fogonId}/ventas?eventoId=${eventoId}`);
    const card = page.getByRole('article', { name: t.ventaNumero(ventaId) });
    await expect(card.getByText(/usada \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  });

  test('the owner sees the events with their dates and capacity', async ({ page, request }) => {
    await openAdminAs(page, request, FOGON_OWNER, `comercio/${fogonId}/eventos`);
    const card = page.getByRole('article', { name: PENA });
    await expect(card.getByText(/de 60 vendidas/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link', { name: t.editar }).click();
    await expect(page.getByRole('heading', { level: 1, name: PENA })).toBeVisible();
    await expect(page.getByRole('region', { name: t.fechasTitulo }).getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the draws back office', () => {
  test('the owner creates a draw with a prize', async ({ page, request }) => {
    const farolaId = await findComercioId(request, 'la-farola');
    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${farolaId}/concursos`);
    await expect(page.getByRole('heading', { level: 1, name: tc.titulo })).toBeVisible();
    await page.getByRole('button', { name: tc.nuevo }).click();
    const dialog = page.getByRole('dialog', { name: tc.editorNuevo });
    const titulo = `Sorteo de prueba ${Date.now()}`;
    await dialog.getByLabel(tc.campoTitulo).fill(titulo);
    await dialog.getByLabel(tc.premioDescripcion(1), { exact: true }).fill('Cena para dos');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: tc.guardar }).click();
    await expect(dialog).toHaveCount(0);
    const card = page.getByRole('article', { name: titulo });
    await expect(card.getByText(tc.programado)).toBeVisible();
    await expect(card.getByText('1 × Cena para dos (quedan 1)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
