import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { esBackOfficeCuenta } from '../../apps/web/src/i18n/es-back-office-cuenta.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { esRecuperar } from '../../apps/web/src/i18n/es-recuperar.ts';
import { expect, test } from './fixtures.ts';
import { createPhone, logIn, MERCHANT, postJson, postRaw, readLastCode } from './helpers/accounts.ts';
import { findComercioId, openAdmin, openAdminMenu, signInToBackOffice } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { siteUrl } from './helpers/sites.ts';

// Staff passwords (issue 35): a staff member changes theirs in the back office ('Mi cuenta', from the header or the
// phone's menu), and one who forgot it gets a 6-digit code by WhatsApp at the phone on file ('¿Olvidaste tu
// contraseña?' on the login card) and chooses a new one. Each journey works on a staff member of La Farola it
// creates itself, so no demo login changes for the other journeys.

const r = esRecuperar;

/** A new staff member of La Farola (added by its owner), with a phone on file when `telefono` is given. */
async function createStaffMember(request: APIRequestContext, password: string, telefono?: string) {
  const userName = `clave.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const owner = await logIn(request, MERCHANT);
  const laFarola = await findComercioId(request, 'la-farola');
  await postJson(request, `merchant/staff/${laFarola}`, { userName, password }, { token: owner.token });
  if (telefono) {
    const session = await logIn(request, { userName, password });
    await postJson(request, 'login/Update', { nombreApellido: 'Ana Clave', telefono }, { token: session.token });
  }
  return { userName, password };
}

/** Whether the API still honours a session's token. */
async function isSessionAlive(request: APIRequestContext, session: LoginResponse): Promise<boolean> {
  const res = await postRaw(request, 'login/newToken', {}, { token: session.token });
  return res.ok();
}

function changeForm(page: Page) {
  const form = page.getByRole('group', { name: esBackOfficeCuenta.password.titulo });
  return {
    actual: form.getByRole('textbox', { name: esBackOfficeCuenta.password.actual, exact: true }),
    nueva: form.getByRole('textbox', { name: esBackOfficeCuenta.password.nueva, exact: true }),
    repetir: form.getByRole('textbox', { name: esBackOfficeCuenta.password.repetir, exact: true }),
    cambiar: form.getByRole('button', { name: esBackOfficeCuenta.password.cambiar }),
  };
}

test.describe('staff passwords', () => {
  test("a staff member puts a phone on file and changes the password in 'Mi cuenta' @desktop", async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'la-primera-clave');
    const session = await signInToBackOffice(page, request, staff);
    await openAdmin(page);
    // Someone who runs one business is sent on from #/admin to its order queue: wait for that landing, or a click
    // on the menu before it would be overridden by the redirect.
    await expect(page).toHaveURL(/#\/admin\/comercio\/\d+\/pedidos$/);
    // From the back office's own menu (the header on a wide screen, behind the burger on a phone).
    await openAdminMenu(page);
    await page.getByRole('link', { name: esBackOfficeCuenta.menu }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: esBackOfficeCuenta.titulo })).toBeVisible();
    await expect(page.getByText(esBackOfficeCuenta.ayuda(staff.userName))).toBeVisible();

    // The phone a code goes to when the password is forgotten.
    const datos = page.getByRole('group', { name: esBackOfficeCuenta.datos.titulo });
    await datos.getByRole('textbox', { name: esBackOfficeCuenta.datos.nombre }).fill('Ana Clave');
    await datos.getByRole('textbox', { name: esBackOfficeCuenta.datos.telefono }).fill(createPhone());
    await datos.getByRole('button', { name: esBackOfficeCuenta.datos.guardar }).click();
    await expect(page.getByText(esBackOfficeCuenta.datos.guardados)).toBeVisible();

    const form = changeForm(page);
    // Checked on the phone first, with the server's rule: nothing is sent.
    await form.actual.fill('la-primera-clave');
    await form.nueva.fill('qwerty1234');
    await form.repetir.fill('qwerty1234');
    await form.cambiar.click();
    await expect(page.getByText('Esa contraseña es muy común y fácil de adivinar: elegí otra')).toBeVisible();
    await form.nueva.fill(`mi-clave-${staff.userName}`);
    await form.repetir.fill(`mi-clave-${staff.userName}`);
    await form.cambiar.click();
    await expect(page.getByText('La contraseña no puede ser ni contener el nombre de usuario')).toBeVisible();
    await form.nueva.fill('mate-con-bizcochitos');
    await form.repetir.fill('mate-con-bizcochito');
    await form.cambiar.click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A wrong current password is the server's answer, under its field; the session stays.
    await form.actual.fill('no-es-la-clave');
    await form.repetir.fill('mate-con-bizcochitos');
    await form.cambiar.click();
    await expect(page.getByText('La contraseña actual no es correcta.').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: esBackOfficeCuenta.titulo })).toBeVisible();

    await form.actual.fill('la-primera-clave');
    await form.cambiar.click();
    await expect(page.getByText(esBackOfficeCuenta.password.cambiada)).toBeVisible();
    await expect(form.actual).toHaveValue('');
    // This device keeps its (new) session; the one it had before, as every other, has ended.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: esBackOfficeCuenta.titulo })).toBeVisible();
    expect(await isSessionAlive(request, session)).toBe(false);
    expect((await postRaw(request, 'login/Login', staff)).status()).toBe(401);
    await logIn(request, { userName: staff.userName, password: 'mate-con-bizcochitos' });
  });

  test("a forgotten password is reset with the WhatsApp code, from '¿Olvidaste tu contraseña?'", async ({
    page,
    request,
  }) => {
    const telefono = createPhone();
    const staff = await createStaffMember(request, 'la-clave-olvidada', telefono);
    const before = await logIn(request, staff);

    await page.goto(siteUrl('tandil', '/login'));
    await page.getByRole('link', { name: esLogin.olvidaste }).click();
    await expect(page.getByRole('heading', { name: r.titulo })).toBeVisible();
    await expect(page.getByText(r.intro)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: esLogin.usuarioLabel }).fill(staff.userName);
    await page.getByRole('button', { name: r.enviar }).click();
    // The phone on file, masked: its last two digits only.
    await expect(page.getByRole('status')).toHaveText(r.enviado(`••••••••${telefono.slice(-2)}`));
    await expect(page.getByRole('button', { name: /^Reenviar en \d+s$/ })).toBeDisabled();
    const code = await readLastCode(request, telefono);

    const codigo = page.getByRole('textbox', { name: r.codigoLabel });
    const nueva = page.getByRole('textbox', { name: r.nuevaLabel, exact: true });
    const repetir = page.getByRole('textbox', { name: r.repetirLabel, exact: true });
    await codigo.fill(code === '000000' ? '000001' : '000000');
    await nueva.fill('una-clave-recordable');
    await repetir.fill('una-clave-recordable');
    await page.getByRole('button', { name: r.cambiar }).click();
    await expect(page.getByText(/^El código no es correcto o ya no sirve/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await codigo.fill(code);
    await page.getByRole('button', { name: r.cambiar }).click();
    // Signed in with the new password: the back office, on the business this person runs.
    await expect(page).toHaveURL(/#\/admin(\/|$)/);
    await expect(page.getByRole('link', { name: 'Panel de comercios' })).toBeVisible();
    expect(await isSessionAlive(request, before)).toBe(false);
    await logIn(request, { userName: staff.userName, password: 'una-clave-recordable' });
  });

  test('the reset screen answers a user name that does not exist like one that does', async ({ page, request }) => {
    await page.goto(siteUrl('tandil', '/login/recuperar'));
    await page.getByRole('textbox', { name: esLogin.usuarioLabel }).fill(`nadie.${Date.now().toString(36)}`);
    await page.getByRole('button', { name: r.enviar }).click();
    await expect(page.getByRole('status')).toHaveText(/ al ••••••••\d\d\. Vence /);
    await expect(page.getByRole('textbox', { name: r.codigoLabel })).toBeVisible();
    // Asking again at once is refused for every name alike: the last code (if any) still works.
    await page.getByRole('button', { name: r.otroUsuario }).click();
    const again = await postRaw(request, 'login/RequestPasswordReset', { userName: 'otro.nadie.mas' });
    expect(again.status()).toBe(202);
    expect((await postRaw(request, 'login/RequestPasswordReset', { userName: 'otro.nadie.mas' })).status()).toBe(429);
  });
});
