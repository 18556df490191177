import type { APIRequestContext, Page } from '@playwright/test';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import type { ComprarResponse, Evento } from '../../packages/domain/src/eventos/schemas.ts';
import { expect, test } from './fixtures.ts';
import { getJson, postJson } from './helpers/accounts.ts';
import { createCustomer, FOGON, findEvento, getCartelera, openTandilApi, PENA, useSession } from './helpers/eventos.ts';
import { expectScreenFitsPhones } from './helpers/layout.ts';
import { bookViaApi, RESERVAS_CARPETA } from './helpers/reservas.ts';
import { siteUrl } from './helpers/sites.ts';

// Every customer screen on a phone (360, 390 and 414 px): nothing scrolls sideways, no button label is clipped,
// nothing floating covers a control. Screens are visited with the data a customer would have (an order, a
// reservation, a ticket purchase), so lists and details are full, not empty states.

const FAROLA = 'la-farola';

/** Opens a screen and waits until its content (not a loading state) is on display. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl('tandil', path));
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectFits(page: Page, path: string): Promise<void> {
  await openScreen(page, path);
  await expectScreenFitsPhones(page, path);
}

/** An order placed through the API, as the menu would (cash, pickup, or online payment still to pay). */
async function placeOrder(api: APIRequestContext, session: LoginResponse, formaPagoId: number): Promise<number> {
  const carta = await getJson<Carta>(api, `carta/${FAROLA}/0`);
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.opciones.length === 0);
  if (!plato) throw new Error(`${FAROLA} has no dish`);
  const { pedidoId } = await postJson<{ pedidoId: number }>(
    api,
    'pedidos/pedir',
    {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: plato.platoId, cantidad: 1 }],
      formaPagoId,
      delivery: false,
      observacion: 'pantallas en el teléfono',
    },
    { token: session.token },
  );
  return pedidoId;
}

test.describe('every customer screen fits a phone', () => {
  test('portal and business screens, as a visitor', async ({ page }) => {
    for (const path of [
      '/regiones',
      '/listado',
      `/home/${FAROLA}`,
      `/home/${FOGON.carpeta}`,
      '/ayuda',
      '/contacto',
      '/cursos/cafe-de-la-plaza',
      '/login',
      '/mi-cuenta',
      `/cartelera/${FOGON.carpeta}`,
      '/ruta-que-no-existe',
    ]) {
      await expectFits(page, path);
    }
  });

  test('ordering: menu, checkout, in-venue menu, my orders, an order, its payment', async ({ page }) => {
    const api = await openTandilApi();
    const session = await createCustomer(api, 'Cliente Pantallas');
    const pedidoId = await placeOrder(api, session, 0);
    const online = await placeOrder(api, session, 3);
    await useSession(page, session);

    await openScreen(page, `/carta/${FAROLA}`);
    await page
      .getByRole('article', { name: 'Provoleta a la parrilla', exact: true })
      .getByRole('button', { name: 'Agregar', exact: true })
      .click();
    await expectScreenFitsPhones(page, `/carta/${FAROLA} with a dish in the order`);
    await page.getByRole('button', { name: 'Pedir', exact: true }).click();
    await expect(page).toHaveURL(/#\/pedidodetalle$/);
    await expectScreenFitsPhones(page, '/pedidodetalle');

    for (const path of [`/carta2/${FAROLA}?mesa=7`, '/mis-pedidos', `/pedidodetalle/${pedidoId}`, `/pago/${online}`]) {
      await expectFits(page, path);
    }
  });

  test('bookings and tickets: reserve, my reservations, the board, buying, my purchases', async ({ page }) => {
    const api = await openTandilApi();
    const { session, reserva } = await bookViaApi(api, 'pantallas en el teléfono');
    // The customer holds the reservation, a purchase by transfer and one waiting for its online payment.
    await useSession(page, session);
    const evento = findEvento(await getCartelera(api, FOGON.carpeta), PENA);
    const buy = (formaPagoId: number) =>
      postJson<ComprarResponse>(api, 'eventos/comprar', compraDe(evento, formaPagoId), { token: session.token });
    const transferencia = await buy(5);
    const venta = await buy(3);

    for (const path of [
      `/reservar/${RESERVAS_CARPETA}`,
      '/mis-reservas',
      `/reservadetalle/${reserva.id}`,
      `/compratickets/${FOGON.carpeta}/${evento.id}/${evento.fechaHora.slice(0, 10)}`,
      '/mis-compras',
      `/compra-realizada/${FOGON.carpeta}/${transferencia.id}`,
      `/compra-realizada/${FOGON.carpeta}/${venta.id}`,
      `/pagoVentaTicket/${venta.id}`,
      '/mi-cuenta',
    ]) {
      await expectFits(page, path);
    }
  });
});

/** A ticket of the event's first variant, by transfer (5) or online (3, waiting for its payment). */
function compraDe(evento: Evento, formaPagoId: number) {
  const variante = evento.variantes[0];
  if (!variante) throw new Error(`${evento.titulo} has no ticket variant`);
  return {
    eventoId: evento.id,
    eventoFechaId: evento.eventoFechaId,
    eventoVarianteId: variante.id,
    cantidad: 1,
    formaPagoId,
    tickets: [{ titular: 'Cliente Pantallas', telefono: '2494555123', cantidad: 1 }],
  };
}
