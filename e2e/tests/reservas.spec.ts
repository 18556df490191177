import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { getEstadoReservaLabel } from '../../packages/domain/src/reservas/reservas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import type { Reserva } from '../../packages/domain/src/reservas/schemas.ts';
import type { ServicioAdmin } from '../../packages/domain/src/reservas/back-office-schemas.ts';
import { esCuenta } from '../../apps/web/src/i18n/es-cuenta.ts';
import { esReservas } from '../../apps/web/src/i18n/es-reservas.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { serverNow } from './helpers/clock.ts';
import { ADMIN, createPhone, getJson, logIn, MERCHANT, postJson } from './helpers/accounts.ts';
import { bookViaApi } from './helpers/reservas.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// La Farola (tandil portal) takes reservations in the demo data: lunch and dinner services, three sectors, owner
// 'lafarola' (apps/api/src/db/seed/demo-reservas.ts and demo-users.ts). Every journey books on the day after the
// suite's clock, so the slots are ahead of the server's clock however long the suite has been running, and each
// uses a customer of its own (a fresh phone number), so journeys never see each other's reservations.

const CARPETA = 'la-farola';
const NOMBRE_COMERCIO = 'La Farola Parrilla';
const SITE_HOST = `tandil.localhost:${E2E_PORT}`;

/** The API as the tandil site sees it (Node cannot resolve *.localhost, so the Host header names the site). */
function openSiteApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}/api/`,
    extraHTTPHeaders: { host: SITE_HOST },
  });
}

/** The merchant's staff moves the reservation through the back-office API, as the merchant's screen will. */
async function confirmAsMerchant(api: APIRequestContext, reserva: Reserva): Promise<void> {
  const staff = await postJson<LoginResponse>(api, 'login/Login', MERCHANT);
  const confirmed = await postJson<Reserva>(
    api,
    `reservas/comercio/${reserva.configRestoId}/${reserva.id}/confirmar`,
    {},
    { token: staff.token },
  );
  expect(confirmed.estado).toBe(1);
}

/** The customer's session in the browser, as the account screen keeps it. */
async function storeSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((s: LoginResponse) => {
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
}

/** Cancelling (allowed in estado 0 and 1) frees the places again for the next run on a reused server. */
async function cancelAsCustomer(api: APIRequestContext, reserva: Reserva, session: LoginResponse): Promise<void> {
  const response = await api.delete(`reservas/${reserva.id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
}

/** The reservation form's choices, step by step, as a customer makes them. */
async function chooseLunchOnTerrace(page: Page): Promise<string> {
  await page.getByRole('button', { name: esReservas.diaSiguiente }).click();
  await expect(page.getByText('Domingo', { exact: true })).toBeVisible();
  const mediodia = page.getByRole('button', { name: esReservas.rangos[2], exact: true });
  await mediodia.click();
  await expect(mediodia).toHaveAttribute('aria-pressed', 'true');
  const terraza = page.getByRole('button', { name: 'Terraza' });
  await terraza.click();
  await expect(terraza).toHaveAttribute('aria-pressed', 'true');
  const horarios = page.getByRole('group', { name: esReservas.horario });
  const first = horarios.getByRole('button').first();
  const hora = (await first.textContent())?.trim() ?? '';
  expect(hora).toMatch(/^1[2-4]:[0-5]\d$/);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return hora;
}

/** The card of Mis Reservas that holds this note (each journey writes its own). */
function cardWithNote(page: Page, note: string) {
  return page.getByRole('article').filter({ hasText: note });
}

test.describe('table reservations', () => {
  test('book a table end to end, see it in Mis Reservas and cancel it', async ({ page }) => {
    const note = `Cumpleaños e2e ${Date.now()}`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.goto(siteUrl('tandil', `/reservar/${CARPETA}`));
    await expect(page.getByRole('heading', { level: 2, name: NOMBRE_COMERCIO })).toBeVisible();
    await expect(page.getByLabel(esReservas.personas)).toHaveValue('2');

    // Reservar with no time chosen: the first of the spec's checks, in an alert; the screen stays.
    await page.getByRole('button', { name: esReservas.reservar, exact: true }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Seleccione un horario disponible para la reserva');

    const hora = await chooseLunchOnTerrace(page);
    await page.getByRole('textbox', { name: esReservas.comentarios }).fill(note);
    await page.getByRole('button', { name: esReservas.reservar, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: esReservas.confirmaTitulo })).toBeVisible();
    await expect(page.getByText(hora, { exact: true })).toBeVisible();
    await expect(page.getByText('Terraza', { exact: true })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(esReservas.completarDatos)).toBeVisible();

    // Not identified yet: an alert invites to complete name and phone, then the account screen for a reservation.
    await page.getByRole('button', { name: esReservas.confirmar }).click();
    await expect(page).toHaveURL(/#\/mi-cuenta\/reserva$/);
    expect(dialogs.at(-1)).toBe(esReservas.sinUsuarioAlert);
    await page.getByLabel(esCuenta.nombreLabel).fill('Cliente Reservas');
    await page.getByLabel(esCuenta.telefonoLabel).fill(createPhone());
    await page.getByRole('button', { name: esCuenta.guardar }).click();

    await expect(page.getByRole('heading', { level: 1, name: esReservas.confirmaTitulo })).toBeVisible();
    await expect(page.getByText('Cliente Reservas')).toBeVisible();
    await page.getByRole('button', { name: esReservas.confirmar }).click();

    await expect(page.getByRole('heading', { name: esReservas.confirmadaTitulo })).toBeVisible();
    await page.getByRole('link', { name: esReservas.verReservas }).click();

    const card = cardWithNote(page, note);
    await expect(card).toBeVisible();
    await expect(card.getByText(getEstadoReservaLabel(0))).toBeVisible();
    await expect(card.getByText(hora)).toBeVisible();
    await expect(card.getByText(esReservas.personasCount(2))).toBeVisible();
    await expect(card.getByText(esReservas.contacto(NOMBRE_COMERCIO))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: NOMBRE_COMERCIO }).click();
    await expect(page.getByRole('heading', { level: 1, name: esReservas.detalleTitulo })).toBeVisible();
    await expect(page.getByRole('button', { name: esReservas.anular })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: esReservas.anular }).click();
    expect(dialogs.at(-1)).toBe(esReservas.anularConfirm);

    await expect(page).toHaveURL(/#\/mis-reservas$/);
    await expect(cardWithNote(page, note).getByText(getEstadoReservaLabel(3))).toBeVisible();
    // A cancelled reservation no longer offers the merchant's contact, nor Anular on its detail.
    await expect(cardWithNote(page, note).getByText(esReservas.contacto(NOMBRE_COMERCIO))).toHaveCount(0);
    await cardWithNote(page, note).getByRole('link', { name: NOMBRE_COMERCIO }).click();
    await expect(page.getByRole('heading', { level: 1, name: esReservas.detalleTitulo })).toBeVisible();
    await expect(page.getByRole('button', { name: esReservas.anular })).toHaveCount(0);
  });

  test("the merchant's confirmation shows up on the customer's page at once", async ({ page }) => {
    const api = await openSiteApi();
    const note = `Confirmación en vivo e2e ${Date.now()}`;
    const { session, reserva } = await bookViaApi(api, note);
    await storeSession(page, session);
    await page.goto(siteUrl('tandil', '/mis-reservas'));
    const card = cardWithNote(page, note);
    await expect(card.getByText(getEstadoReservaLabel(0))).toBeVisible();

    // The live channel: no reload and no clock moved, the merchant's move reaches the open page.
    await confirmAsMerchant(api, reserva);
    await expect(card.getByText(getEstadoReservaLabel(1))).toBeVisible();

    await cancelAsCustomer(api, reserva, session);
    await api.dispose();
  });

  test('without the live channel the list still catches up on its 120000 ms refresh', async ({ page }) => {
    const api = await openSiteApi();
    const note = `Confirmación por refresco e2e ${Date.now()}`;
    const { session, reserva } = await bookViaApi(api, note);
    await storeSession(page, session);
    // A browser (or proxy) without Server-Sent Events.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'EventSource');
    });
    // Playwright's clock, at the server's time, runs the 120 s refresh in a moment.
    await page.clock.install({ time: serverNow() });
    await page.goto(siteUrl('tandil', '/mis-reservas'));
    const card = cardWithNote(page, note);
    await expect(card.getByText(getEstadoReservaLabel(0))).toBeVisible();

    await confirmAsMerchant(api, reserva);
    await page.clock.runFor(60_000);
    await expect(card.getByText(getEstadoReservaLabel(0))).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(card.getByText(getEstadoReservaLabel(1))).toBeVisible();

    await cancelAsCustomer(api, reserva, session);
    await api.dispose();
  });

  test('the reservation form and its calendar have no serious accessibility violation @desktop', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(siteUrl('tandil', `/reservar/${CARPETA}`));
    await chooseLunchOnTerrace(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(esReservas.fecha).click();
    await expect(page.getByRole('button', { name: esReservas.calendario.nextMonth })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the calendar is not part of the form’s first load, and a tap on the date before it arrives opens it', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const calendarRequests: number[] = [];
    let releaseCalendar = () => {};
    const calendarHeld = new Promise<void>((resolve) => {
      releaseCalendar = resolve;
    });
    await page.route(/\/assets\/calendar-date-input-[\w-]+\.js$/, async (route) => {
      calendarRequests.push(Date.now());
      await calendarHeld;
      await route.continue();
    });
    await page.goto(siteUrl('tandil', `/reservar/${CARPETA}`));
    await expect(page.getByRole('heading', { level: 2, name: NOMBRE_COMERCIO })).toBeVisible();
    await page.waitForLoadState('load');
    expect(calendarRequests).toEqual([]);

    // Until the calendar arrives the field already shows the day, in the same place.
    const fecha = page.getByLabel(esReservas.fecha);
    await expect(fecha).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const before = await fecha.boundingBox();
    await fecha.click();
    await expect.poll(() => calendarRequests.length).toBe(1);
    releaseCalendar();
    await expect(page.getByRole('button', { name: esReservas.calendario.nextMonth })).toBeVisible();
    await expect(page.getByLabel(esReservas.fecha)).toBeFocused();
    expect(await page.getByLabel(esReservas.fecha).boundingBox()).toEqual(before);
  });

  test('the reservation summary and the screen of a business without bookings have no serious accessibility violation @desktop', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(siteUrl('tandil', `/reservar/${CARPETA}`));
    await chooseLunchOnTerrace(page);
    await page.getByRole('button', { name: esReservas.reservar, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: esReservas.confirmaTitulo })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(siteUrl('tandil', '/reservar/burger-club'));
    await expect(page.getByText(esReservas.noPermitidas)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('the starting time 07:30 (spec 02 §4: today, party of 2, night, 07:30)', () => {
    test('at night 07:30 is no slot of the day part on screen: the night stays chosen and no time is, until the customer picks one', async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await page.goto(siteUrl('tandil', `/reservar/${CARPETA}`));
      await expect(page.getByRole('button', { name: esReservas.rangos[4], exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const horarios = page.getByRole('group', { name: esReservas.horario });
      await expect(horarios.getByRole('button').first()).toBeVisible();
      await expect(horarios.getByRole('button', { pressed: true })).toHaveCount(0);
      await page.getByRole('button', { name: esReservas.reservar, exact: true }).click();
      await expect.poll(() => dialogs.at(-1)).toBe('Seleccione un horario disponible para la reserva');
    });

    test('a day whose only slots are in the morning: the morning is chosen, and its 07:30 is booked', async ({
      page,
      request,
    }) => {
      // Casa de Té Las Sierras serves afternoon tea Tuesday to Sunday; on Mondays it opens for breakfast here
      // only. The form starts on the server's day, the demo Saturday: that Monday is two days on.
      const carpeta = 'casa-de-te-las-sierras';
      const admin = await logIn(request, ADMIN);
      const [comercio] = await getJson<Array<{ id: number }>>(
        request,
        `comercios/getByDominioCarpeta/tandil.localhost/${carpeta}`,
      );
      if (!comercio) throw new Error(`no business ${carpeta}`);
      const servicio = await postJson<ServicioAdmin>(
        request,
        `merchant/reservas/${comercio.id}/servicios`,
        {
          nombre: `Desayuno e2e ${Date.now()}`,
          franjas: [{ dia: 1, desde: '07:30', hasta: '09:00' }],
          intervaloMinutos: 30,
          duracionPromHasta2P: 60,
          duracionProm2a5P: 60,
          duracionPromMas5P: 60,
          anticipacionMinimaMinutos: 0,
          minutosDeTolerancia: 15,
        },
        { token: admin.token },
      );
      try {
        page.on('dialog', (dialog) => void dialog.accept());
        await page.goto(siteUrl('tandil', `/reservar/${carpeta}`));
        await expect(page.getByText('Sábado', { exact: true })).toBeVisible();
        const siguiente = page.getByRole('button', { name: esReservas.diaSiguiente });
        await siguiente.click();
        await expect(page.getByText('Domingo', { exact: true })).toBeVisible();
        await siguiente.click();
        await expect(page.getByText('Lunes', { exact: true })).toBeVisible();
        // Night has no slot that day: the day part with slots is chosen (the morning), 07:30 among its slots.
        const manana = page.getByRole('button', { name: esReservas.rangos[1], exact: true });
        await expect(manana).toHaveAttribute('aria-pressed', 'true');
        const horarios = page.getByRole('group', { name: esReservas.horario });
        await horarios.getByRole('button', { name: '07:30', exact: true }).click();
        await expect(horarios.getByRole('button', { name: '07:30', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(horarios.getByRole('button', { pressed: true })).toHaveCount(1);

        await page.getByRole('button', { name: esReservas.reservar, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: esReservas.confirmaTitulo })).toBeVisible();
        await expect(page.getByText('07:30', { exact: true })).toBeVisible();
      } finally {
        const res = await request.delete(
          `http://127.0.0.1:${E2E_PORT}/api/merchant/reservas/${comercio.id}/servicios/${servicio.id}`,
          { headers: { host: SITE_HOST, authorization: `Bearer ${admin.token}` } },
        );
        expect(res.ok()).toBe(true);
      }
    });
  });
});
