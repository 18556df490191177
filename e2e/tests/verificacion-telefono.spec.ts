import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminSite } from '../../packages/domain/src/plataforma/schemas.ts';
import type { AdminSiteDetail } from '../../packages/domain/src/plataforma/sites-schemas.ts';
import type { LoginResponse, User } from '../../packages/domain/src/cuentas/schemas.ts';
import { formatPhoneNotVerifiedMessage } from '../../packages/domain/src/cuentas/phone-verification.ts';
import { esCarta } from '../../apps/web/src/i18n/es-carta.ts';
import { esCuenta } from '../../apps/web/src/i18n/es-cuenta.ts';
import { esPedidos } from '../../apps/web/src/i18n/es-pedidos.ts';
import { expect, test } from './fixtures.ts';
import {
  ADMIN,
  createPhone,
  getJson,
  logIn,
  postJson,
  readLastCode,
  readLocalStorage,
  recordDialogs,
  storeSessionBeforeLoad,
} from './helpers/accounts.ts';
import { cuentaForm } from './helpers/cuenta.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// Decision 018: a site may verify new phones by a WhatsApp code before their first order, reservation or purchase.
// The journeys turn the setting on for La Vieja Esquina's own site (la-vieja-esquina.localhost, where no other
// journey orders, books or registers) through the platform admin's API and turn it off again at the end. Codes are
// read from the platform's outbox, as in cuenta.spec.ts.

const CARPETA = 'la-vieja-esquina';
const DOMINIO = `${CARPETA}.localhost`;

/** PUT admin/sites/{id} as the back office sends it: every editable field, with the setting as given. */
async function setVerificarTelefonos(request: APIRequestContext, value: boolean): Promise<void> {
  const admin = await logIn(request, ADMIN);
  const sites = await getJson<AdminSite[]>(request, 'admin/sites', { token: admin.token });
  const site = sites.find((s) => s.dominioUrl === DOMINIO);
  if (!site) throw new Error(`no site ${DOMINIO} in the demo data`);
  const {
    id,
    contacto: _contacto,
    ...fields
  } = await getJson<AdminSiteDetail>(request, `admin/sites/${site.id}`, {
    token: admin.token,
  });
  const response = await request.put(`http://127.0.0.1:${E2E_PORT}/api/admin/sites/${id}`, {
    data: { ...fields, verificarTelefonosNuevos: value },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The verification block's status line (the block is a region named by its title). */
const status = (page: Page) => page.getByRole('region', { name: esCuenta.codigoTitulo }).getByRole('status');

test.describe('a site that verifies new phones', () => {
  // One worker runs both, between turning the setting on and off.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    await setVerificarTelefonos(request, true);
  });

  test.afterAll(async ({ request }) => {
    await setVerificarTelefonos(request, false);
  });

  test('a new phone is verified by the WhatsApp code before the session starts', async ({ page, request }) => {
    const telefono = createPhone();
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl(CARPETA, '/mi-cuenta'));
    const { nombre, telefono: phoneField, codigo, guardar } = cuentaForm(page);
    await nombre.fill('Vera Verifica');
    await phoneField.fill(telefono);
    await guardar.click();

    // 202 Verify: the code block, with a help text that does not claim the phone has an account; no session yet.
    await expect(page.getByRole('heading', { name: esCuenta.codigoTitulo })).toBeVisible();
    await expect(status(page)).toHaveText(esCuenta.codigoVerificar);
    expect((await readLocalStorage(page)).token).toBeUndefined();

    await codigo.fill(await readLastCode(request, telefono));
    await guardar.click();
    // Opened directly, "back" is the site's home: the business of this one-business site.
    await expect(page).toHaveURL(new RegExp(`#/home/${CARPETA}$`));
    const { token } = await readLocalStorage(page);
    expect(token).toBeTruthy();
    const activo = await getJson<User>(request, 'login/GetActivo', { token, site: CARPETA });
    expect(activo).toMatchObject({ nombreApellido: 'Vera Verifica', telefono, telefonoVerificado: true });
    expect(dialogs).toEqual([]);
  });

  test("an unverified customer's order goes to verify the phone and comes back with the order", async ({
    page,
    request,
  }) => {
    // Registered on the tandil portal, which does not verify phones: a session at once, the phone unverified.
    const telefono = createPhone();
    const session = await postJson<LoginResponse>(request, 'login/Create', {
      nombreApellido: 'Pablo Pendiente',
      telefono,
      domicilio: '',
      domainName: 'tandil.localhost',
    });
    await storeSessionBeforeLoad(page, session);
    const dialogs = recordDialogs(page);
    await page.goto(siteUrl(CARPETA, `/carta/${CARPETA}`));
    await page
      .getByRole('article', { name: 'Muzzarella', exact: true })
      .getByRole('button', { name: esCarta.agregar })
      .click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page).toHaveURL(/#\/pedidodetalle$/);
    await page.getByRole('radio', { name: esPedidos.retiro }).check();

    // 403 PhoneNotVerified: its message, then the account screen to verify the phone.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/pedir'));
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    expect((await refused).status()).toBe(403);
    await expect.poll(() => dialogs).toEqual([formatPhoneNotVerifiedMessage('pedido')]);
    await expect(page).toHaveURL(/#\/mi-cuenta\/pedido$/);
    await expect(status(page)).toHaveText(esCuenta.codigoPendiente);
    const { codigo, guardar } = cuentaForm(page);
    await expect(codigo).toHaveCount(0);

    await page.getByRole('button', { name: esCuenta.enviarCodigo }).click();
    await expect(status(page)).toHaveText(esCuenta.codigoVerificar);
    await codigo.fill(await readLastCode(request, telefono));
    await guardar.click();

    // Back on the order, as it was; now it goes through.
    await expect(page).toHaveURL(/#\/pedidodetalle$/);
    await expect(page.getByText('Muzzarella').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: esPedidos.retiro })).toBeChecked();
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/pedir'));
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    expect((await placed).status()).toBe(200);
    await expect(page).toHaveURL(/#\/mis-pedidos$/);
    expect(dialogs).toHaveLength(1);
  });
});
