import type { APIRequestContext, Page } from '@playwright/test';
import type { HorariosDisponibles, Reserva } from '../../packages/domain/src/reservas/schemas.ts';
import type { ReservaConfigAdmin } from '../../packages/domain/src/reservas/back-office-schemas.ts';
import { esBackOfficeReservas as t } from '../../apps/web/src/i18n/es-back-office-reservas.ts';
import { esReservas } from '../../apps/web/src/i18n/es-reservas.ts';
import { expect, test } from './fixtures.ts';
import { getJson, logIn, postJson, registerCustomer } from './helpers/accounts.ts';
import { findComercioId, OWNERS, openAdminAs, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';
import { demoDate } from './helpers/clock.ts';

// The back office's reservation book and set-up. La Farola (owner 'lafarola', waiter 'mozo'): a customer's booking
// shows in the book (live) and is confirmed; a party without a booking is recorded. Cervecería La Serrana (owner
// 'serrana'): a sector's capacity is edited and the customers' availability follows. Each journey uses its own
// day or names of its own, so parallel journeys never see each other's reservations.

const FAROLA = 'la-farola';
const SERRANA = 'cerveceria-la-serrana';
/** The Wednesday after the demo Saturday: La Farola's dinner and no demo bookings. */
const DIA_LIBRE = demoDate(4);

async function book(request: APIRequestContext, configRestoId: number, nombre: string, hora: string) {
  const customer = await registerCustomer(request, nombre);
  const fechaHora = `${DIA_LIBRE}T${hora}:00-03:00`;
  const day = await postJson<HorariosDisponibles>(request, 'reservas/getHorariosDisponibles', {
    fechaHora: DIA_LIBRE,
    cantidadPersonas: 2,
    configRestoId,
  });
  const salon = day.sectores.find((s) => s.descripcion === 'Salón principal');
  if (!salon) throw new Error('no Salón principal at La Farola');
  return postJson<Reserva>(
    request,
    'reservas/reservar',
    { fechaHora, cantidad: 2, sectorId: salon.id, observacion: 'Ventana', rango: 4, configRestoId },
    { token: customer.token },
  );
}

/** A reservation's card in the book: its accessible name starts with the customer's name. */
const card = (page: Page, nombre: string) => page.getByRole('article', { name: new RegExp(`^${nombre}\\b`) });

test.describe('the reservation book', () => {
  let farola: number;

  test.beforeAll(async ({ request }) => {
    farola = await findComercioId(request, FAROLA);
  });

  test("the owner sees a customer's reservation in the book, live, and confirms it @desktop", async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const first = `Ana Libro ${suffix}`;
    await book(request, farola, first, '21:00');
    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${farola}/reservas?fecha=${DIA_LIBRE}`);
    await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeVisible();
    const reserva = card(page, first);
    await expect(reserva).toBeVisible();
    await expect(reserva.getByText('Reserva Recibida')).toBeVisible();
    await expect(reserva.getByText('Ventana')).toBeVisible();
    await expect(page.getByRole('region', { name: t.ocupacion })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Booked while the book is open: it shows without reloading.
    const second = `Beto Libro ${suffix}`;
    await book(request, farola, second, '21:30');
    await expect(card(page, second)).toBeVisible();

    await reserva.getByRole('button', { name: t.acciones.confirmar }).click();
    await expect(reserva.getByText('Reserva Confirmada')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.hecho.confirmar(first) })).toBeVisible();
    await expect(reserva.getByRole('button', { name: t.acciones.confirmar })).toHaveCount(0);

    // Cancelling needs a reason, which the customer then reads.
    await card(page, second).getByRole('button', { name: t.acciones.cancelar }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelarTitulo(second) });
    await dialog.getByRole('button', { name: t.confirmarCancelacion }).click();
    await expect(dialog.getByText(t.motivoFalta)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(t.motivo).fill('Se inundó el salón');
    await dialog.getByRole('button', { name: t.confirmarCancelacion }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, second).getByText('Cancelada: Se inundó el salón')).toBeVisible();
  });

  test('the waiter records a party that arrived without a booking', async ({ page, request }) => {
    const nombre = `Familia Paso ${Date.now().toString(36)}`;
    await openAdminAs(page, request, STAFF, `comercio/${farola}/reservas`);
    await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeVisible();
    // Day-to-day staff do not edit the set-up.
    await expect(page.getByRole('link', { name: t.configurar })).toHaveCount(0);
    await page.getByRole('button', { name: t.llegadaSinReserva }).click();
    const dialog = page.getByRole('dialog', { name: t.walkInTitulo });
    await dialog.getByRole('button', { name: t.registrar }).click();
    await expect(dialog.getByText('Indicá el nombre de quien llegó')).toBeVisible();
    await dialog.getByLabel(t.nombre).fill(nombre);
    await dialog.getByLabel(t.cantidad).fill('3');
    await dialog.getByLabel(t.sector).selectOption({ label: 'Salón principal (40)' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.registrar }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.walkInHecho(nombre) })).toBeVisible();
    const reserva = card(page, nombre);
    await expect(reserva.getByText(t.sinReserva, { exact: true })).toBeVisible();
    await expect(reserva.getByText('Cumplida', { exact: true })).toBeVisible();
    await expect(reserva.getByText(t.personas(3))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** La Serrana's bar, its owner and how many places the bar has tomorrow, as a customer's form asks for them. */
async function serranaBarra(request: APIRequestContext) {
  const serrana = await findComercioId(request, SERRANA);
  const owner = await logIn(request, OWNERS.serrana);
  const config = await getJson<ReservaConfigAdmin>(request, `merchant/reservas/${serrana}/config`, {
    token: owner.token,
  });
  const barra = config.sectores.find((s) => s.descripcion === 'Barra');
  if (!barra) throw new Error('no Barra at La Serrana');
  const placesTomorrow = async () => {
    const day = await postJson<HorariosDisponibles>(request, 'reservas/getHorariosDisponibles', {
      fechaHora: demoDate(1),
      cantidadPersonas: 2,
      configRestoId: serrana,
    });
    return day.horarios[0]?.sectores.find((s) => s.reservaSectorId === barra.id)?.cantidad;
  };
  const setCapacidad = (capacidad: number) =>
    request.put(`http://127.0.0.1:${E2E_PORT}/api/merchant/reservas/${serrana}/sectores/${barra.id}`, {
      data: { descripcion: 'Barra', capacidad },
      headers: { host: `tandil.localhost:${E2E_PORT}`, authorization: `Bearer ${owner.token}` },
    });
  /** Back to the demo's capacity, for the next journey and a reused server. */
  const restore = () => setCapacidad(10);
  return { serrana, placesTomorrow, setCapacidad, restore };
}

test.describe('services, sectors and capacities', () => {
  // Both journeys change the capacity of the same bar: one after the other.
  test.describe.configure({ mode: 'serial' });

  test("the owner lowers a sector's capacity: warned of the bookings over it, the availability follows at once", async ({
    page,
    request,
  }) => {
    const { serrana, placesTomorrow, restore } = await serranaBarra(request);
    expect(await placesTomorrow()).toBe(10);

    try {
      await openAdminAs(page, request, OWNERS.serrana, `comercio/${serrana}/reservas/servicios`);
      await expect(page.getByRole('heading', { level: 1, name: t.configTitulo })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const form = page.getByRole('form', { name: t.sectorForm('Barra') });
      await form.getByLabel(t.capacidad).fill('4');
      await form.getByRole('button', { name: t.guardar }).click();
      // Tonight 8 sit at the bar from 22:00: over the new capacity, kept, listed to call them.
      const aviso = page.getByRole('alert').filter({ hasText: t.afectadasTitulo });
      await expect(aviso).toBeVisible();
      await expect(aviso.getByText(/Rocío Medina/)).toBeVisible();
      await expect(form.getByText(t.guardado)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await aviso.getByRole('button', { name: t.entendido }).click();
      await expect(aviso).toHaveCount(0);
      expect(await placesTomorrow()).toBe(4);

      await form.getByLabel(t.capacidad).fill('0');
      await form.getByRole('button', { name: t.guardar }).click();
      await expect.poll(placesTomorrow).toBe(0);
    } finally {
      await restore();
    }
  });

  test("a sector without places shows «sin lugar» on the customer's form at once", async ({ page, request }) => {
    const { placesTomorrow, setCapacidad, restore } = await serranaBarra(request);
    try {
      // The capacity comes through the API: what this journey tests is the customer's form.
      expect((await setCapacidad(0)).ok()).toBe(true);
      expect(await placesTomorrow()).toBe(0);

      // The customer's form tonight: the bar has no room left.
      await page.goto(siteUrl('tandil', `/reservar/${SERRANA}`));
      await expect(
        page.getByRole('button', { name: new RegExp(`^Barra\\s*${esReservas.sinLugar}$`, 'i') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Salón', exact: true })).toBeVisible();
    } finally {
      await restore();
    }
  });
});
