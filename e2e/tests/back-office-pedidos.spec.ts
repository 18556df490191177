import type { APIRequestContext, Page } from '@playwright/test';
import { formatPesos } from '../../packages/domain/src/pedidos/precios.ts';
import { MSG_PEDIDO_VACIO } from '../../packages/domain/src/pedidos/validation.ts';
import { getEstadoPedidoLabel } from '../../packages/domain/src/pedidos/pedidos.ts';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import type { Pedido } from '../../packages/domain/src/pedidos/schemas.ts';
import { MSG_NOMBRE_CLIENTE_REQUERIDO } from '../../packages/domain/src/pedidos/back-office-schemas.ts';
import { esBackOfficePedidos as t } from '../../apps/web/src/i18n/es-back-office-pedidos.ts';
import { expect, test } from './fixtures.ts';
import { getJson, logIn, postJson, registerCustomer, storeSessionBeforeLoad } from './helpers/accounts.ts';
import { findComercioId, openAdminAs, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { siteUrl } from './helpers/sites.ts';

// The back office's live order queue at La Farola (open on the suite's Saturday 21:00): its waiter ('mozo', day-to-
// day staff) watches the queue while customers order through the API, accepts with a time, the kitchen marks it
// ready, and the waiter enters an order for a table. Other journeys order at La Farola too: every check finds its
// own order by number.

const CARPETA = 'la-farola';

async function placeOrder(request: APIRequestContext, customer: LoginResponse, configRestoId: number) {
  const carta = await getJson<Carta>(request, `carta/${CARPETA}/0`);
  const provoleta = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === 'Provoleta a la parrilla');
  if (!provoleta) throw new Error('no Provoleta at La Farola');
  const { pedidoId } = await postJson<{ pedidoId: number }>(
    request,
    'pedidos/pedir',
    {
      configRestoId,
      pedidosIts: [{ platoId: provoleta.platoId, cantidad: 2 }],
      formaPagoId: 0,
      delivery: false,
      observacion: 'Bien dorada',
    },
    { token: customer.token },
  );
  return pedidoId;
}

const grupo = (page: Page, nombre: string) => page.getByRole('region', { name: nombre, exact: true });
/** An order's card in the queue (its accessible name starts with 'Pedido #N'), in one group or anywhere. */
const pedidoCard = (scope: Page | ReturnType<typeof grupo>, id: number) =>
  scope.getByRole('article', { name: new RegExp(`^Pedido #${id}\\b`) });

test.describe('the live order queue', () => {
  let comercioId: number;

  test.beforeAll(async ({ request }) => {
    comercioId = await findComercioId(request, CARPETA);
  });

  test('a new order arrives live; staff accept it with a time', async ({ page, request }) => {
    await openAdminAs(page, request, STAFF, `comercio/${comercioId}/pedidos`);
    await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeVisible();
    await expect(grupo(page, t.grupos.nuevos)).toBeVisible();
    // Browsers only play sound after a gesture: the screen offers it, then shows the mute toggle.
    await page.getByRole('button', { name: t.sonido.activar }).click();
    await expect(page.getByRole('switch', { name: t.sonido.toggle })).toBeChecked();

    const customer = await registerCustomer(request, 'Lucía En Vivo');
    const pedidoId = await placeOrder(request, customer, comercioId);
    const card = pedidoCard(page, pedidoId);
    await expect(pedidoCard(grupo(page, t.grupos.nuevos), pedidoId)).toBeVisible();
    // Another journey may order at the same time: one arrival or several, announced together.
    const llegada = new RegExp(`^(${t.llegaron(1)}|${t.llegaron(2).replace('2', '\\d+')})$`);
    await expect(page.getByRole('status').filter({ hasText: llegada })).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) /);
    await expect(card.getByText('Lucía En Vivo')).toBeVisible();
    await expect(card.getByText('Bien dorada')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: t.acciones.aceptar }).click();
    const dialog = page.getByRole('dialog', { name: t.aceptarTitulo(pedidoId) });
    await dialog
      .locator('label')
      .filter({ hasText: t.demoraChip(45) })
      .click();
    await expect(dialog.getByRole('radio', { name: t.demoraChip(45) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.confirmarAceptar }).click();
    await expect(dialog).toHaveCount(0);
    const enPreparacion = pedidoCard(grupo(page, t.grupos.enPreparacion), pedidoId);
    await expect(enPreparacion.getByText(/^Estimado: \d{2}:\d{2}$/)).toBeVisible();
    const accepted = await getJson<Pedido>(request, `pedidos/${pedidoId}`, { token: customer.token });
    expect(accepted.estadoId).toBe(1);
    expect(Date.parse(accepted.horaEstimada ?? '') - Date.parse(accepted.fechaHora)).toBeGreaterThanOrEqual(
      45 * 60_000,
    );
  });

  test("an order staff accepted shows 'En Preparación' in the customer's Mis Pedidos", async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Lucía Aceptada');
    const pedidoId = await placeOrder(request, customer, comercioId);
    const staff = await logIn(request, STAFF);
    await postJson<Pedido>(
      request,
      `merchant/pedidos/${comercioId}/${pedidoId}/aceptar`,
      { demora: 45 },
      {
        token: staff.token,
      },
    );
    await storeSessionBeforeLoad(page, customer);
    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    await expect(page.getByRole('article').first().getByText(getEstadoPedidoLabel(1), { exact: true })).toBeVisible();
  });

  test('the kitchen sees an accepted order and marks it ready; the queue moves it to Listos', async ({
    page,
    request,
  }) => {
    // The order and its acceptance come through the API: what this journey tests is the kitchen.
    const customer = await registerCustomer(request, 'Tomás Cocina');
    const pedidoId = await placeOrder(request, customer, comercioId);
    const staff = await openAdminAs(page, request, STAFF, `comercio/${comercioId}/pedidos`);
    await postJson<Pedido>(
      request,
      `merchant/pedidos/${comercioId}/${pedidoId}/aceptar`,
      { demora: 30 },
      {
        token: staff.token,
      },
    );
    await expect(pedidoCard(grupo(page, t.grupos.enPreparacion), pedidoId)).toBeVisible();

    // The kitchen sees it and marks it ready with one tap; the queue moves it to Listos.
    await page.getByRole('link', { name: t.verCocina }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.cocina.titulo })).toBeVisible();
    const kitchenCard = page.getByRole('article', { name: `#${pedidoId}`, exact: true });
    await expect(kitchenCard.getByText('2 × Provoleta a la parrilla')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await kitchenCard.getByRole('button', { name: t.cocina.marcarListoDe(pedidoId) }).click();
    await expect(kitchenCard).toHaveCount(0);
    await page.getByRole('link', { name: t.verPedidos }).click();
    await expect(pedidoCard(grupo(page, t.grupos.listos), pedidoId)).toBeVisible();
  });

  test('staff enter an order for a table; it joins the queue with its table number', async ({ page, request }) => {
    await openAdminAs(page, request, STAFF, `comercio/${comercioId}/pedidos/nuevo`);
    await expect(page.getByRole('heading', { level: 1, name: t.nuevo.titulo })).toBeVisible();
    await expect(page.getByText(t.nuevo.sinPlatos)).toBeVisible();
    await page.getByRole('button', { name: t.nuevo.cargar }).click();
    // The API's own schema checks the form before sending it: its messages, beside their fields.
    await expect(page.getByRole('alert').filter({ hasText: MSG_PEDIDO_VACIO })).toBeVisible();
    await expect(page.getByText(MSG_NOMBRE_CLIENTE_REQUERIDO)).toBeVisible();

    await page.getByRole('textbox', { name: t.nuevo.nombre }).fill('Mesa de la ventana');
    // The segmented control's radios are visually hidden: staff tap their labels.
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${t.nuevo.mesa}$`) })
      .click();
    await expect(page.getByRole('radio', { name: t.nuevo.mesa })).toBeChecked();
    await page.getByRole('textbox', { name: t.nuevo.numeroMesa }).fill('12');
    await page.getByRole('button', { name: t.nuevo.agregarPlato('Empanada de carne frita') }).click();
    await page.getByRole('button', { name: t.nuevo.agregarPlato('Vacío') }).click();
    const opciones = page.getByRole('dialog', { name: `${t.nuevo.opcionesTitulo} Vacío` });
    await opciones.getByRole('button', { name: t.nuevo.agregarConOpciones }).click();
    await expect(opciones.getByRole('alert')).toHaveText('Seleccione Punto de cocción');
    await opciones.getByRole('combobox', { name: /Punto de cocción/ }).selectOption({ label: 'Jugoso' });
    await opciones.getByRole('combobox', { name: /Guarnición/ }).selectOption({ label: 'Papas fritas' });
    await expectNoSeriousA11yViolations(page);
    await opciones.getByRole('button', { name: t.nuevo.agregarConOpciones }).click();
    await expect(opciones).toHaveCount(0);
    await page
      .getByRole('group', { name: t.nuevo.cantidadDe('Empanada de carne frita') })
      .getByRole('button', {
        name: '+ Empanada de carne frita',
      })
      .click();
    await expect(page.getByText(`3 platos · ${formatPesos(29_600)}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.nuevo.cargar }).click();
    const ok = page.getByRole('status').filter({ hasText: /^Pedido #\d+ cargado/ });
    await expect(ok).toBeVisible();
    const pedidoId = Number(/#(\d+)/.exec((await ok.textContent()) ?? '')?.[1]);

    await page.getByRole('link', { name: t.verPedidos }).click();
    const card = pedidoCard(grupo(page, t.grupos.nuevos), pedidoId);
    await expect(card).toBeVisible();
    await expect(card.getByText(t.entrega.mesa(12))).toBeVisible();
    await expect(card.getByText(t.cargadoPorComercio)).toBeVisible();
    await expect(card.getByText('Punto de cocción: Jugoso · Guarnición: Papas fritas')).toBeVisible();
    await expect(card.getByText(`${t.total} ${formatPesos(29_600)}`)).toBeVisible();
  });

  test('the navigation shows how many orders are new @desktop', async ({ page, request }) => {
    await openAdminAs(page, request, STAFF, `comercio/${comercioId}/cocina`);
    const customer = await registerCustomer(request, 'Pedro Escritorio');
    await placeOrder(request, customer, comercioId);
    const link = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: /Pedidos/ });
    await expect(link.getByLabel(/^\d+ nuevos$/)).toBeVisible();
  });
});
