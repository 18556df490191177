import type { Page } from '@playwright/test';
import { MSG_MESA_INVALIDA, MSG_MESA_REQUERIDA } from '../../packages/domain/src/pedidos/validation.ts';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { esBackOfficePedidos } from '../../apps/web/src/i18n/es-back-office-pedidos.ts';
import { esCarta } from '../../apps/web/src/i18n/es-carta.ts';
import { esPedidos } from '../../apps/web/src/i18n/es-pedidos.ts';
import { expect, test } from './fixtures.ts';
import {
  getJson,
  logIn,
  postJson,
  recordDialogs,
  registerCustomer,
  storeSessionBeforeLoad,
} from './helpers/accounts.ts';
import { openAdmin, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { siteUrl } from './helpers/sites.ts';

// Ordering at a table from La Farola's in-venue menu (carta2; permiteQRCartaOnline in the demo data, open on the
// suite's Saturday 21:00) reached without a ?mesa=N link, as its home's 'Menú Online' button opens it: the checkout
// asks for the table, the order carries it to the customer's Mis Pedidos and to the waiter's queue ('mozo', La
// Farola's staff). The customer is registered through the API; each run orders as a new one.

const CARPETA = 'la-farola';
const MESA = 12;

/**
 * Leaves the customer's session for another one in the same tab, as logging out and in again would; the app then
 * starts afresh (a new page load, not a hash change) to read it.
 */
async function switchSession(page: Page, session: LoginResponse): Promise<void> {
  await page.evaluate((s: LoginResponse) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
  await page.goto('about:blank');
}

test('an in-venue order without a table in its link asks for it; the table reaches Mis Pedidos and the queue', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Clara En Mesa');
  const { configRestoId } = await getJson<Carta>(request, `carta/${CARPETA}/1`);
  await storeSessionBeforeLoad(page, customer);
  const dialogs = recordDialogs(page);

  await page.goto(siteUrl('tandil', `/carta2/${CARPETA}`));
  await expect(page.getByText(esCarta.enLocal, { exact: true })).toBeVisible();
  await page
    .getByRole('article', { name: 'Provoleta a la parrilla', exact: true })
    .getByRole('button', { name: esCarta.agregar })
    .click();
  await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();

  // The checkout of a table: its number instead of a delivery, paid in the venue, the kitchen's time.
  const mesa = page.getByRole('spinbutton', { name: esPedidos.numeroMesa });
  await expect(mesa).toBeVisible();
  await expect(page.getByRole('heading', { name: esPedidos.mesaTitulo })).toBeVisible();
  await expect(page.getByRole('radio', { name: esPedidos.conEnvio })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: esPedidos.retiro })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: new RegExp(`^${esPedidos.formasPagoEnLocal[1]}`) })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Envío|Demora|al recibir|a domicilio/);

  // Confirming without a table: the message beside the field, which takes the focus; nothing is sent.
  const confirmar = page.getByRole('button', { name: esPedidos.confirmar });
  await confirmar.click();
  await expect(page.getByRole('alert').filter({ hasText: MSG_MESA_REQUERIDA })).toBeVisible();
  await expect(mesa).toBeFocused();
  await expect(mesa).toHaveAttribute('aria-invalid', 'true');
  await expect(mesa).toHaveAccessibleDescription(new RegExp(MSG_MESA_REQUERIDA));
  await expectNoSeriousA11yViolations(page);
  await mesa.fill('0');
  await confirmar.click();
  await expect(page.getByRole('alert').filter({ hasText: MSG_MESA_INVALIDA })).toBeVisible();
  await expect(page).toHaveURL(/#\/pedidodetalle$/);

  await mesa.fill(String(MESA));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await confirmar.click();
  await expect(page).toHaveURL(/#\/mis-pedidos$/);
  const card = page.getByRole('article').filter({ hasText: esPedidos.mesa(MESA) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^Preparación aprox\. \d+ min$/)).toBeVisible();
  await expect(card).not.toContainText(/Envío|Demora|al recibir|a domicilio/);
  const pedidoId = Number(/Pedido #(\d+)/.exec((await card.textContent()) ?? '')?.[1]);
  expect(pedidoId).toBeGreaterThan(0);
  expect(dialogs).toEqual([]);
  // Its detail says where it goes: the table, not a delivery.
  await card.getByRole('link', { name: 'La Farola Parrilla' }).click();
  const mesaCard = page.getByRole('region', { name: esPedidos.mesaTitulo });
  await expect(mesaCard).toContainText(`${esPedidos.enLocal} · ${esPedidos.mesa(MESA)}`);
  await expect(page.getByRole('main')).not.toContainText(/Envío|Demora|al recibir|a domicilio/);

  // The waiter sees the table on the order in the queue and, once accepted, in the kitchen.
  const staff = await logIn(request, STAFF);
  await switchSession(page, staff);
  await openAdmin(page, `comercio/${configRestoId}/pedidos`);
  const nuevos = page.getByRole('region', { name: esBackOfficePedidos.grupos.nuevos, exact: true });
  const enCola = nuevos.getByRole('article', { name: new RegExp(`^Pedido #${pedidoId}\\b`) });
  await expect(enCola.getByText(esBackOfficePedidos.entrega.mesa(MESA), { exact: true })).toBeVisible();
  await expect(enCola.getByText('Clara En Mesa')).toBeVisible();
  await postJson(
    request,
    `merchant/pedidos/${configRestoId}/${pedidoId}/aceptar`,
    { demora: 20 },
    { token: staff.token },
  );
  await page.getByRole('link', { name: esBackOfficePedidos.verCocina }).click();
  const enCocina = page.getByRole('article', { name: `#${pedidoId}`, exact: true });
  await expect(enCocina.getByText(esBackOfficePedidos.entrega.mesa(MESA), { exact: true })).toBeVisible();
});
