import type { Page } from '@playwright/test';
import type { Pedido } from '../../packages/domain/src/pedidos/schemas.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { expect, test } from './fixtures.ts';
import { cuentaForm } from './helpers/cuenta.ts';
import {
  createPhone,
  getJson,
  logIn,
  postJson,
  readLastCode,
  readLocalStorage,
  registerCustomer,
  storeSessionBeforeLoad,
} from './helpers/accounts.ts';
import { findComercioId, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { placePickupOrder } from './helpers/pedidos.ts';
import { siteUrl } from './helpers/sites.ts';

// A customer's way in and around: 'Ingresar' leads to the phone sign-in (never a password form), a guard's login
// screen offers it first, the customer comes back where they were, and the account's lists are one tap away on
// every screen. La Farola (open on the suite's Saturday night) takes orders and bookings, no ticket sales.

const FAROLA = 'la-farola';

const accountNav = (page: Page) => page.getByRole('navigation', { name: esLogin.menuCuenta });

test.describe('a customer signs in by phone and finds their way', () => {
  test("'Ingresar' on a business leads to the phone sign-in; a known phone proves itself and comes back", async ({
    page,
    request,
  }) => {
    const telefono = createPhone();
    const existing = await registerCustomer(request, 'Valeria Vuelve', telefono);
    await page.goto(siteUrl('tandil', `/home/${FAROLA}`));
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await accountNav(page).getByRole('link', { name: esLogin.ingresar }).click();

    // The phone form, not a password: the staff card is one link away.
    await expect(page).toHaveURL(/#\/mi-cuenta$/);
    await expect(page.getByPlaceholder('Password')).toHaveCount(0);
    const { nombre, telefono: phoneField, codigo, guardar } = cuentaForm(page);
    await nombre.fill('Valeria Vuelve');
    await phoneField.fill(telefono);
    await guardar.click();
    await expect(codigo).toBeVisible();
    await codigo.fill(await readLastCode(request, telefono));
    await guardar.click();

    // Back on the business, signed in as that account, with its lists at hand.
    await expect(page).toHaveURL(new RegExp(`#/home/${FAROLA}$`));
    expect(Number((await readLocalStorage(page)).id)).toBe(existing.id);
    const nav = accountNav(page);
    for (const name of [esLogin.misPedidos, esLogin.misReservas, esLogin.misDatos]) {
      await expect(nav.getByRole('link', { name }), name).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: esLogin.salir })).toBeVisible();
    // La Farola sells no tickets: no Mis Compras on its screens.
    await expect(nav.getByRole('link', { name: esLogin.misCompras })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: esLogin.misReservas }).click();
    await expect(page).toHaveURL(/#\/mis-reservas$/);
    await accountNav(page).getByRole('link', { name: esLogin.misPedidos }).click();
    await expect(page).toHaveURL(/#\/mis-pedidos$/);
  });

  test("a guard's login screen offers the phone first; a new phone registers and lands on Mis Pedidos", async ({
    page,
  }) => {
    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    await expect(page).toHaveURL(/#\/login$/);
    // The staff card is still there, below.
    await expect(page.getByRole('heading', { name: 'Conectarse', exact: true })).toBeVisible();
    await page.getByRole('link', { name: esLogin.clienteBoton }).click();
    await expect(page).toHaveURL(/#\/mi-cuenta$/);

    const { nombre, telefono, guardar } = cuentaForm(page);
    await nombre.fill('Nicolás Nuevo');
    await telefono.fill(createPhone());
    await guardar.click();
    await expect(page).toHaveURL(/#\/mis-pedidos$/);
    await expect(accountNav(page).getByRole('button', { name: esLogin.salir })).toBeVisible();
  });

  test("a ready pickup order reads 'Listo para Retirar!', never 'Entregado'", async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Paula Retira');
    const farola = await findComercioId(request, FAROLA);
    const pedidoId = await placePickupOrder(request, customer);
    const staff = await logIn(request, STAFF);
    const mover = (paso: string, body: unknown = {}) =>
      postJson<Pedido>(request, `merchant/pedidos/${farola}/${pedidoId}/${paso}`, body, { token: staff.token });
    await mover('aceptar', { demora: 20 });
    const listo = await mover('listo');
    expect(listo).toMatchObject({ estadoId: 2, estado: 'Listo para Retirar!' });
    expect((await getJson<Pedido>(request, `pedidos/${pedidoId}`, { token: customer.token })).estado).toBe(
      'Listo para Retirar!',
    );

    await storeSessionBeforeLoad(page, customer);
    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    const card = page.getByRole('article').filter({ hasText: `#${pedidoId}` });
    await expect(card.getByText('Listo para Retirar!').first()).toBeVisible();
    await expect(card.getByText('Entregado')).toHaveCount(0);

    // Handed over at the counter: now it is 'Entregado'.
    await mover('entregado');
    await page.reload();
    await expect(card.getByText('Entregado').first()).toBeVisible();
    await expect(card.getByText('Listo para Retirar!')).toHaveCount(0);
  });
});
