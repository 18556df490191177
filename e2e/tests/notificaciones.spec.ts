import type { AvisosComercio } from '../../packages/domain/src/notificaciones/notificaciones.ts';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { esBackOfficeAjustes as t } from '../../apps/web/src/i18n/es-back-office-ajustes.ts';
import { esCarta } from '../../apps/web/src/i18n/es-carta.ts';
import { esPedidos } from '../../apps/web/src/i18n/es-pedidos.ts';
import { expect, test } from './fixtures.ts';
import { createPhone, getJson, logIn, MERCHANT, postJson, readLastMessage } from './helpers/accounts.ts';
import { findComercioId, openAdminAs, OWNERS } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// WhatsApp notices (decision 034). A customer of La Farola (a fresh phone) ticks "Avisarme por WhatsApp" while
// ordering; the merchant accepts and the outbox (the default messenger) has the message for that phone. La
// Serrana's owner turns a reservation notice on in Ajustes, and puts it back.

test.describe('WhatsApp notices', () => {
  test('opt in while ordering: when the merchant accepts, the outbox has the message', async ({ page, request }) => {
    const telefono = createPhone();
    const session = await postJson<LoginResponse>(request, 'login/Create', {
      nombreApellido: 'Cliente Avisos',
      telefono,
      domicilio: 'Pinto 450, Tandil',
      domainName: 'tandil.localhost',
    });
    await page.addInitScript((s: LoginResponse) => {
      if (localStorage.getItem('token')) return;
      for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
    }, session);

    await page.goto(siteUrl('tandil', '/carta/la-farola'));
    await page
      .getByRole('article', { name: 'Provoleta a la parrilla', exact: true })
      .getByRole('button', { name: esCarta.agregar })
      .click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page).toHaveURL(/#\/pedidodetalle$/);

    const avisos = page.getByRole('checkbox', { name: esPedidos.avisosWhatsapp });
    await expect(avisos).not.toBeChecked();
    await expect(page.getByText(esPedidos.avisosAyuda(telefono))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await avisos.check();

    const pedir = page.waitForRequest((r) => r.url().endsWith('/api/pedidos/pedir'));
    await page.getByRole('button', { name: esPedidos.confirmar }).click();
    expect((await pedir).postDataJSON()).toMatchObject({ avisarWhatsapp: true });
    await expect(page).toHaveURL(/#\/mis-pedidos$/);

    const carta = await getJson<Carta>(request, 'carta/la-farola/0');
    const [pedido] = await getJson<Array<{ pedidoId: number }>>(request, 'pedidos/todos', { token: session.token });
    const staff = await logIn(request, MERCHANT);
    await postJson(
      request,
      `merchant/pedidos/${carta.configRestoId}/${pedido?.pedidoId}/aceptar`,
      { demora: 30 },
      { token: staff.token },
    );
    await expect
      .poll(async () => (await readLastMessage(request, telefono).catch(() => null))?.body ?? '')
      .toMatch(
        new RegExp(
          `^La Farola Parrilla aceptó tu pedido #${pedido?.pedidoId}\\. Te lo llevamos alrededor de las \\d\\d:\\d\\d\\.$`,
        ),
      );

    // The next checkout starts with the box ticked: the choice is remembered on the account.
    await page.goto(siteUrl('tandil', '/carta/la-farola'));
    await page
      .getByRole('article', { name: 'Provoleta a la parrilla', exact: true })
      .getByRole('button', { name: esCarta.agregar })
      .click();
    await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
    await expect(page.getByRole('checkbox', { name: esPedidos.avisosWhatsapp })).toBeChecked();
  });

  test('the owner turns a reservation notice on in Ajustes', async ({ page, request }) => {
    const id = await findComercioId(request, 'cerveceria-la-serrana');
    const session = await openAdminAs(page, request, OWNERS.serrana, `comercio/${id}/ajustes?tab=avisos`);
    const put = (avisos: AvisosComercio) =>
      request.put(`http://127.0.0.1:${E2E_PORT}/api/merchant/notificaciones/${id}`, {
        data: avisos,
        headers: { host: `tandil.localhost:${E2E_PORT}`, authorization: `Bearer ${session.token}` },
      });
    const before = await getJson<AvisosComercio>(request, `merchant/notificaciones/${id}`, { token: session.token });
    try {
      const section = page.getByRole('region', { name: t.avisos.titulo });
      const confirmada = section.getByRole('switch', { name: t.avisos.reservaConfirmada });
      await expect(confirmada).not.toBeChecked();
      await expect(section.getByRole('switch', { name: t.avisos.pedidoAceptado })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await confirmada.check();
      await section.getByRole('button', { name: t.avisos.guardar }).click();
      await expect(section.getByRole('status')).toHaveText(t.guardado);
      const after = await getJson<AvisosComercio>(request, `merchant/notificaciones/${id}`, { token: session.token });
      expect(after).toEqual({ ...before, reservaConfirmada: true });
    } finally {
      expect((await put(before)).ok()).toBe(true);
    }
  });
});
