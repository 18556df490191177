import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import {
  formatOpcionRequerida,
  MSG_QUITAR_OPCION,
  MSG_QUITAR_ULTIMA,
} from '../../packages/domain/src/pedidos/opciones.ts';
import { computeSubtotal, formatPesos } from '../../packages/domain/src/pedidos/precios.ts';
import {
  ALERT_CARTA_NO_ENCONTRADA,
  ALERT_PEDIDO_YA_PAGADO,
  CONFIRM_ANULAR_PEDIDO,
  CONFIRM_BORRAR_PEDIDO,
  MSG_PAGA_CON_MENOR,
  MSG_PAGA_CON_MUY_GRANDE,
  PAGA_CON_INPUT,
} from '../../packages/domain/src/pedidos/validation.ts';
import { getEstadoPedidoLabel, MOTIVO_CANCELADO_POR_CLIENTE } from '../../packages/domain/src/pedidos/pedidos.ts';
import type { Carta, Plato } from '../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import type { Pedido } from '../../packages/domain/src/pedidos/schemas.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { esCarta } from '../../apps/web/src/i18n/es-carta.ts';
import { esPedidos } from '../../apps/web/src/i18n/es-pedidos.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { createPhone, getJson, MERCHANT, PENDING_ORDER_KEY, postJson, recordDialogs } from './helpers/accounts.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';
import { serverNow } from './helpers/clock.ts';

// La Farola (tandil portal) takes online orders in the demo data, open on the suite's Saturday 21:00, with option
// sets on its grilled dishes, cash, card at home and online payment; its owner is 'lafarola'
// (apps/api/src/db/seed/demo-cartas.ts, demo-comercios.ts and demo-users.ts). Each journey orders as a customer of
// its own (a fresh phone number), so journeys never see each other's orders.

const CARPETA = 'la-farola';
const NOMBRE_COMERCIO = 'La Farola Parrilla';
const OTRO_CARPETA = 'burger-club';
const CERRADO_CARPETA = 'fugazza-al-paso';
const SITE_HOST = `tandil.localhost:${E2E_PORT}`;
const DOMICILIO = 'Pinto 450, Tandil';

/** The API as the tandil site sees it (Node cannot resolve *.localhost, so the Host header names the site). */
function openSiteApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}/api/`,
    extraHTTPHeaders: { host: SITE_HOST },
  });
}

function createCustomer(api: APIRequestContext, nombre: string): Promise<LoginResponse> {
  return postJson<LoginResponse>(api, 'login/Create', {
    nombreApellido: nombre,
    telefono: createPhone(),
    domicilio: DOMICILIO,
    domainName: 'tandil.localhost',
  });
}

/** The customer's session, as the account screen keeps it, in the page before any script of the app runs. */
async function useSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((s: LoginResponse) => {
    if (localStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
}

function findPlato(carta: Carta, titulo: string): Plato {
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === titulo);
  if (!plato) throw new Error(`${titulo} is not on the ${carta.configResto.carpeta} menu any more`);
  return plato;
}

function platoCard(page: Page, titulo: string) {
  return page.getByRole('article', { name: titulo, exact: true });
}

/** The bottom bar's total, as the screen formats it. */
function barTotal(page: Page) {
  return page.getByRole('region', { name: esCarta.total });
}

/** A placed order of the customer, through the API (the journeys that start from an order). */
async function placeOrder(
  api: APIRequestContext,
  session: LoginResponse,
  carta: Carta,
  formaPagoId: number,
): Promise<number> {
  const provoleta = findPlato(carta, 'Provoleta a la parrilla');
  const { pedidoId } = await postJson<{ pedidoId: number }>(
    api,
    'pedidos/pedir',
    {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: provoleta.platoId, cantidad: 2 }],
      formaPagoId,
      delivery: false,
      observacion: `e2e ${Date.now()}`,
    },
    { token: session.token },
  );
  return pedidoId;
}

test.describe('menu, ordering and order tracking', () => {
  let api: APIRequestContext;
  let carta: Carta;

  test.beforeAll(async () => {
    api = await openSiteApi();
    carta = await getJson<Carta>(api, `carta/${CARPETA}/0`);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('browse the menu, pick options, order cash delivery and see the merchant accept it live', async ({ page }) => {
    const session = await createCustomer(api, 'Cliente Pedidos');
    await useSession(page, session);
    const dialogs = recordDialogs(page);
    const provoleta = findPlato(carta, 'Provoleta a la parrilla');
    const vacio = findPlato(carta, 'Vacío');

    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await expect(page.getByRole('heading', { level: 1, name: NOMBRE_COMERCIO })).toBeVisible();
    await expect(page.getByText(es.listado.abierto, { exact: true })).toBeVisible();

    // Search over title, description and group, without accents; the tags are the groups' first words.
    await page.getByRole('searchbox', { name: esCarta.buscar }).fill('vacio');
    await expect(platoCard(page, 'Vacío')).toBeVisible();
    await expect(platoCard(page, 'Provoleta a la parrilla')).toHaveCount(0);
    await page.getByRole('button', { name: esCarta.borrarBusqueda }).click();
    const tags = page.getByRole('group', { name: esCarta.filtrarPorGrupo });
    await tags.getByRole('button', { name: 'Postres' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Postres' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Entradas' })).toHaveCount(0);
    await tags.getByRole('button', { name: 'Postres' }).click();

    await platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar }).click();
    await expect(barTotal(page).getByText(formatPesos(provoleta.precio))).toBeVisible();

    // A dish with option sets opens 'Opciones...': the required slots are checked with the domain's message.
    await platoCard(page, 'Vacío').getByRole('button', { name: esCarta.agregar }).click();
    const dialog = page.getByRole('dialog', { name: esCarta.opciones.titulo });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: esCarta.opciones.agregar }).click();
    const [primerSet] = vacio.platoProductoOpcs;
    expect(dialogs.at(-1)).toBe(formatOpcionRequerida(primerSet?.productoOpc.descripcion ?? ''));
    for (const set of vacio.platoProductoOpcs) {
      await dialog.getByLabel(set.productoOpc.descripcion, { exact: true }).selectOption({ index: 1 });
    }
    // Removing the only choice of the dialog asks 'quitar el último?'... once two are chosen, '¿Quitar esta opción?'.
    const quitar = dialog.getByRole('button', { name: new RegExp(`^${esCarta.opciones.quitar}`) });
    await expect(quitar).toHaveCount(vacio.platoProductoOpcs.length);
    await quitar.first().click();
    expect(dialogs.at(-1)).toBe(vacio.platoProductoOpcs.length > 1 ? MSG_QUITAR_OPCION : MSG_QUITAR_ULTIMA);
    await dialog.getByLabel(primerSet?.productoOpc.descripcion ?? '', { exact: true }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: esCarta.opciones.agregar }).click();
    await expect(dialog).toBeHidden();
    const subtotal = computeSubtotal([
      { precio: provoleta.precio, cantidad: 1 },
      { precio: vacio.precio, cantidad: 1 },
    ]);
    await expect(barTotal(page).getByText(formatPesos(subtotal))).toBeVisible();

    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page).toHaveURL(/#\/pedidodetalle$/);
    await expect(page.getByRole('heading', { level: 1, name: esPedidos.detalleTitulo })).toBeVisible();
    await expect(page.getByRole('radio', { name: esPedidos.conEnvio })).toBeChecked();
    await expect(page.getByText(DOMICILIO)).toBeVisible();
    await expect(page.getByRole('link', { name: esPedidos.cambiar })).toBeVisible();

    // Cash only: the pay-with input, then the spec's checks in its order, each in an alert.
    const pagaCon = page.getByPlaceholder(PAGA_CON_INPUT.placeholder);
    await expect(pagaCon).toHaveAttribute('step', String(PAGA_CON_INPUT.step));
    await expect(pagaCon).toHaveAttribute('max', String(PAGA_CON_INPUT.max));
    await pagaCon.fill('10000');
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    expect(dialogs.at(-1)).toBe(MSG_PAGA_CON_MUY_GRANDE);
    await pagaCon.fill('50');
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    expect(dialogs.at(-1)).toBe(MSG_PAGA_CON_MENOR);
    await pagaCon.fill('');
    await page.getByRole('textbox', { name: esPedidos.comentarios }).fill('Tocar timbre 2B');

    const pedir = page.waitForRequest((r) => r.url().endsWith('/api/pedidos/pedir'));
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    const body = (await pedir).postDataJSON();
    expect(body).toMatchObject({ formaPagoId: 0, delivery: true, domicilio: DOMICILIO, pagaCon: null });
    await expect(page).toHaveURL(/#\/mis-pedidos$/);

    const card = page.getByRole('article').filter({ hasText: NOMBRE_COMERCIO }).first();
    await expect(card.getByText(getEstadoPedidoLabel(0), { exact: true })).toBeVisible();
    await expect(card.getByText(formatPesos(subtotal))).toBeVisible();
    const [pedido] = await getJson<Pedido[]>(api, 'pedidos/todos', { token: session.token });
    expect(pedido?.pedidosIts).toHaveLength(2);

    // The merchant accepts it; the customer's page shows it without a reload (live status).
    const staff = await postJson<LoginResponse>(api, 'login/Login', MERCHANT);
    await postJson(
      api,
      `merchant/pedidos/${carta.configRestoId}/${pedido?.pedidoId}/aceptar`,
      { demora: 30 },
      { token: staff.token },
    );
    await expect(card.getByText(getEstadoPedidoLabel(1), { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(card.getByRole('button', { name: esPedidos.anular })).toHaveCount(0);

    // Back on a menu, the order in progress shows in a banner that leads to my orders.
    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await page.getByRole('link', { name: esCarta.verPedidos }).click();
    await expect(page).toHaveURL(/#\/mis-pedidos$/);
  });

  test('an online-paid order goes to the payment screen and is paid through the simulated checkout', async ({
    page,
  }) => {
    const session = await createCustomer(api, 'Cliente Online');
    await useSession(page, session);
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar }).click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await page.getByRole('radio', { name: esPedidos.retiro }).check();
    await page.getByRole('radio', { name: new RegExp(esPedidos.formasPago[3] ?? '') }).check();
    await expect(page.getByPlaceholder(PAGA_CON_INPUT.placeholder)).toHaveCount(0);
    await page.getByRole('button', { name: esPedidos.continuar }).click();

    await expect(page).toHaveURL(/#\/pago\/\d+$/);
    const pedidoId = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: esPedidos.pagoTitulo })).toBeVisible();
    const pagar = page.getByRole('link', { name: /^Pagar / });
    await expect(pagar).toBeVisible();
    expect((await getJson<Pedido>(api, `pedidos/${pedidoId}`, { token: session.token })).estadoId).toBe(5);

    await pagar.click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    // Back in my orders: the payment's outcome in words, and the order marked paid (the server's word).
    await expect(page).toHaveURL(new RegExp(`#/mis-pedidos\\?pago=aprobado&pedido=${pedidoId}$`));
    const aviso = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Pago aprobado' }) });
    await expect(aviso).toContainText(`Tu pedido #${pedidoId} está pagado. Ya le llegó al comercio.`);
    const card = page.getByRole('article', { name: new RegExp(`Pedido #${pedidoId}`) });
    await expect(card.getByText(getEstadoPedidoLabel(0), { exact: true })).toBeVisible();
    await expect(card.getByText('Pagado', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: esPedidos.pagar })).toHaveCount(0);
    expect((await getJson<Pedido>(api, `pedidos/${pedidoId}`, { token: session.token })).pagado).toBe(true);
    await expectNoSeriousA11yViolations(page);
    // The notice goes once read; the paid mark stays.
    await aviso.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(page).toHaveURL(/#\/mis-pedidos$/);
    await expect(aviso).toHaveCount(0);
    await expect(card.getByText('Pagado', { exact: true })).toBeVisible();

    // Paying again: the server says it was already paid; the app says so and goes home.
    await page.goto(siteUrl('tandil', `/pago/${pedidoId}`));
    await expect.poll(() => dialogs.at(-1)).toBe(ALERT_PEDIDO_YA_PAGADO);
    await expect(page).not.toHaveURL(/#\/pago\//);
  });

  test('a refused online payment says nothing was charged and offers to pay again', async ({ page }) => {
    const session = await createCustomer(api, 'Cliente Rechazo');
    const pedidoId = await placeOrder(api, session, carta, 3);
    await useSession(page, session);
    await page.goto(siteUrl('tandil', `/pago/${pedidoId}`));
    await page.getByRole('link', { name: /^Pagar / }).click();
    await page.getByRole('button', { name: 'Rechazar pago' }).click();

    await expect(page).toHaveURL(new RegExp(`#/mis-pedidos\\?pago=rechazado&pedido=${pedidoId}$`));
    const aviso = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'El pago no se completó' }) });
    await expect(aviso).toContainText(
      `No se cobró nada. El pedido #${pedidoId} sigue pendiente de pago: podés intentarlo de nuevo o anularlo.`,
    );
    const card = page.getByRole('article', { name: new RegExp(`Pedido #${pedidoId}`) });
    await expect(card.getByText(getEstadoPedidoLabel(5), { exact: true })).toBeVisible();
    await expect(card.getByText('Pagado', { exact: true })).toHaveCount(0);
    expect((await getJson<Pedido>(api, `pedidos/${pedidoId}`, { token: session.token })).pagado).toBe(false);

    await aviso.getByRole('link', { name: 'Pagar de nuevo' }).click();
    await expect(page).toHaveURL(new RegExp(`#/pago/${pedidoId}$`));
    await expect(page.getByRole('link', { name: /^Pagar / })).toBeVisible();
  });

  test('a paid order annulled from its detail is refunded, and says so', async ({ page }) => {
    const session = await createCustomer(api, 'Cliente Reintegro');
    const pedidoId = await placeOrder(api, session, carta, 3);
    await useSession(page, session);
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', `/pago/${pedidoId}`));
    await page.getByRole('link', { name: /^Pagar / }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(new RegExp(`#/mis-pedidos\\?pago=aprobado&pedido=${pedidoId}$`));

    await page.goto(siteUrl('tandil', `/pedidodetalle/${pedidoId}`));
    await expect(page.getByText('Pagado', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: esPedidos.anular }).click();
    expect(dialogs.at(-1)).toBe(CONFIRM_ANULAR_PEDIDO);
    await expect(page.getByText(`${getEstadoPedidoLabel(3)}: ${MOTIVO_CANCELADO_POR_CLIENTE}`)).toBeVisible();
    // The payments job gives the money back through the provider (every 5 s); the detail follows live.
    await expect(page.getByText('Reintegrado', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Pagado', { exact: true })).toHaveCount(0);
    const pedido = await getJson<Pedido>(api, `pedidos/${pedidoId}`, { token: session.token });
    expect(pedido.reintegro).toMatchObject({ estado: 'hecho', importe: pedido.total });
    await expectNoSeriousA11yViolations(page);
  });

  test('annul a placed order from its detail', async ({ page }) => {
    const session = await createCustomer(api, 'Cliente Anula');
    const pedidoId = await placeOrder(api, session, carta, 0);
    await useSession(page, session);
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', `/pedidodetalle/${pedidoId}`));
    await expect(page.getByRole('heading', { level: 1, name: esPedidos.pedidoTitulo(pedidoId) })).toBeVisible();
    await expect(page.getByText(getEstadoPedidoLabel(0), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: esPedidos.anular }).click();
    expect(dialogs.at(-1)).toBe(CONFIRM_ANULAR_PEDIDO);
    await expect(page.getByText(`${getEstadoPedidoLabel(3)}: ${MOTIVO_CANCELADO_POR_CLIENTE}`)).toBeVisible();
    await expect(page.getByRole('button', { name: esPedidos.anular })).toHaveCount(0);
  });

  test('a pending order of another merchant: keep it and go back, or delete it and see the new menu', async ({
    page,
  }) => {
    let keep = true;
    const dialogs = recordDialogs(page, () => !keep);
    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar }).click();
    await expect(barTotal(page)).toBeVisible();

    await page.goto(siteUrl('tandil', `/carta/${OTRO_CARPETA}`));
    await expect.poll(() => dialogs.at(-1)).toBe(esCarta.otroComercio);
    await expect(page).toHaveURL(new RegExp(`#/carta/${CARPETA}$`));
    await expect(page.getByRole('heading', { level: 1, name: NOMBRE_COMERCIO })).toBeVisible();
    await expect(barTotal(page)).toBeVisible();

    keep = false;
    await page.goto(siteUrl('tandil', `/carta/${OTRO_CARPETA}`));
    await expect(page).toHaveURL(new RegExp(`#/carta/${OTRO_CARPETA}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOMBRE_COMERCIO);
    expect(dialogs.filter((m) => m === esCarta.otroComercio)).toHaveLength(2);
    await expect(barTotal(page)).toHaveCount(0);
  });

  test('cancel the order being built, and a pending order expires after 30 minutes', async ({ page }) => {
    let accept = false;
    const dialogs = recordDialogs(page, () => accept);
    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    const agregar = platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar });
    await agregar.click();
    await barTotal(page).getByRole('button', { name: esCarta.cancelar }).click();
    expect(dialogs.at(-1)).toBe(CONFIRM_BORRAR_PEDIDO);
    await expect(barTotal(page)).toBeVisible();
    accept = true;
    await barTotal(page).getByRole('button', { name: esCarta.cancelar }).click();
    await expect(barTotal(page)).toHaveCount(0);

    await agregar.click();
    await expect(barTotal(page)).toBeVisible();
    // The draft's age is judged by the server's clock, which the suite cannot move: the draft is dated back.
    const datedBack = (minutes: number) =>
      page.evaluate(
        ([key, creado]) => {
          const draft = JSON.parse(localStorage.getItem(key) ?? '{}');
          localStorage.setItem(key, JSON.stringify({ ...draft, creado }));
        },
        [PENDING_ORDER_KEY, new Date(serverNow() - minutes * 60_000).toISOString()] as const,
      );
    await datedBack(29);
    await page.reload();
    await expect(barTotal(page)).toBeVisible();
    await datedBack(31);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NOMBRE_COMERCIO })).toBeVisible();
    await expect(barTotal(page)).toHaveCount(0);
  });

  test('a closed merchant shows its hours and no ordering controls; a missing menu goes home', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const cerrada = await getJson<Carta>(api, `carta/${CERRADO_CARPETA}/0`);
    await page.goto(siteUrl('tandil', `/carta/${CERRADO_CARPETA}`));
    await expect(page.getByRole('heading', { name: esCarta.comercioCerrado })).toBeVisible();
    await expect(page.getByText(cerrada.configResto.horariosText)).toBeVisible();
    await expect(page.getByRole('button', { name: esCarta.agregar })).toHaveCount(0);

    await page.goto(siteUrl('tandil', '/carta/no-existe-este-comercio'));
    await expect.poll(() => dialogs.at(-1)).toBe(ALERT_CARTA_NO_ENCONTRADA);
    await expect(page).toHaveURL(/#\/regiones$/);
  });

  test('ordering asks who is ordering; my orders need a login', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    await expect(page).toHaveURL(/#\/login$/);

    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar }).click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page.getByRole('link', { name: esPedidos.completarDomicilio })).toBeVisible();
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    expect(dialogs.at(-1)).toBe(esPedidos.sinUsuarioAlert);
    await expect(page).toHaveURL(/#\/mi-cuenta\/pedido$/);
  });

  test("'Agregar!' with a required option empty marks it and says what is missing", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await platoCard(page, 'Vacío').getByRole('button', { name: esCarta.agregar }).click();
    const dialog = page.getByRole('dialog', { name: esCarta.opciones.titulo });
    const punto = dialog.getByRole('combobox', { name: 'Punto de cocción', exact: true });
    await expect(punto).toBeVisible();
    await dialog.getByRole('button', { name: esCarta.opciones.agregar }).click();
    // Said in the alert and in the dialog, and marked on the slot itself.
    await expect.poll(() => dialogs).toEqual([formatOpcionRequerida('Punto de cocción')]);
    await expect(dialog.getByRole('alert')).toHaveText(formatOpcionRequerida('Punto de cocción'));
    await expect(punto).toHaveAttribute('aria-invalid', 'true');
    await expect(punto).toBeFocused();
    await expect(punto).toHaveAccessibleDescription(esCarta.opciones.elegi);

    await punto.selectOption({ label: 'Jugoso' });
    await dialog.getByRole('combobox', { name: 'Guarnición', exact: true }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: esCarta.opciones.agregar }).click();
    await expect(dialog).toHaveCount(0);
    await expect(platoCard(page, 'Vacío').getByText(esCarta.cantidad(1))).toBeAttached();
  });

  test('the in-venue menu keeps the table of its QR link', async ({ page }) => {
    await page.goto(siteUrl('tandil', `/carta2/${CARPETA}?mesa=7`));
    await expect(page.getByText(esCarta.mesa(7))).toBeVisible();
    await platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar }).click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page.getByText(esPedidos.enLocal)).toBeVisible();
    await expect(page.getByText(esPedidos.mesa(7))).toBeVisible();
    await expect(page.getByRole('radio', { name: esPedidos.conEnvio })).toHaveCount(0);
  });

  test('the menu and the order preview have no serious accessibility violation @desktop', async ({ page }) => {
    const session = await createCustomer(api, 'Cliente Accesible');
    await useSession(page, session);
    await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
    await expect(page.getByRole('heading', { level: 1, name: NOMBRE_COMERCIO })).toBeVisible();
    await platoCard(page, 'Provoleta a la parrilla').getByRole('button', { name: esCarta.agregar }).click();
    await expectNoSeriousA11yViolations(page);
    await platoCard(page, 'Vacío').getByRole('button', { name: esCarta.agregar }).click();
    await expect(page.getByRole('dialog', { name: esCarta.opciones.titulo })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: esCarta.opciones.cerrar }).click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: esPedidos.detalleTitulo })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
