import type { APIRequestContext, Page } from '@playwright/test';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { esBackOfficeComanda as c } from '../../apps/web/src/i18n/es-back-office-comanda.ts';
import { esBackOfficePedidos as t } from '../../apps/web/src/i18n/es-back-office-pedidos.ts';
import { expect, test } from './fixtures.ts';
import { getJson, postJson, registerCustomer } from './helpers/accounts.ts';
import { findComercioId, openAdminAs, STAFF } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';

// Kitchen tickets (decision 037): La Farola's waiter prints an order's 80 mm ticket from the queue and from the
// kitchen, and turns on printing on accept for this device. The browser's print dialog is replaced in the page by
// a recorder (window.print is the one thing a test cannot click through); the print preview is the page with
// print media emulated: the ticket alone, with its items, and nothing of the back office.

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
      observacion: 'Sin orégano',
    },
    { token: customer.token },
  );
  return pedidoId;
}

/**
 * Replaces window.print before the app loads: each call records which ticket was in the page, and its text, at
 * the moment the dialog would have opened (what the printer gets).
 */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { impresiones: Array<string | null>; textos: string[] };
    w.impresiones = [];
    w.textos = [];
    window.print = () => {
      const ticket = document.querySelector('section[data-pedido]');
      w.impresiones.push(ticket?.getAttribute('data-pedido') ?? null);
      w.textos.push(ticket?.textContent ?? '');
    };
  });
}
const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { impresiones: Array<string | null> }).impresiones);
const printedTexts = (page: Page) => page.evaluate(() => (window as unknown as { textos: string[] }).textos);

const pedidoCard = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`^Pedido #${id}\\b`) });

test('staff print a kitchen ticket from the queue and the kitchen, and on accept', async ({ page, request }) => {
  const comercioId = await findComercioId(request, CARPETA);
  const customer = await registerCustomer(request, 'Tomás Comanda');
  const pedidoId = await placeOrder(request, customer, comercioId);
  await recordPrints(page);
  await openAdminAs(page, request, STAFF, `comercio/${comercioId}/pedidos`);
  const card = pedidoCard(page, pedidoId);
  await expect(card).toBeVisible();
  const ticket = page.getByRole('region', { name: c.etiqueta(pedidoId) });

  await card.getByRole('button', { name: c.imprimirDe(pedidoId) }).click();
  await expect.poll(() => prints(page)).toEqual([String(pedidoId)]);
  // On screen the ticket is not shown; the print preview shows it alone.
  await expect(ticket).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('La Farola Parrilla');
  await expect(ticket).toContainText(`Pedido #${pedidoId}`);
  await expect(ticket).toContainText('2 x Provoleta a la parrilla');
  await expect(ticket).toContainText('Sin orégano');
  await expect(ticket).toContainText('Retira: Tomás Comanda');
  await expect(ticket).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(ticket).toContainText('Efectivo');
  await expect(ticket).toContainText(c.aCobrar);
  await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeHidden();
  await expect(card).toBeHidden();
  // The page is 80 mm wide and as long as the ticket (measured before printing).
  const pageRule = await page.evaluate(() => document.querySelector('style[data-comanda]')?.textContent ?? '');
  const largo = Number(/^@page comanda \{ size: 80mm (\d+)mm; margin: 0; \}$/.exec(pageRule)?.[1]);
  expect(largo).toBeGreaterThan(60);
  expect(largo).toBeLessThan(250);
  // 80 mm paper: 72 mm of printable width.
  const width = await ticket.evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round((72 / 25.4) * 96));
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'screen' });

  // Printing on accept, a setting of this device.
  await page.getByRole('switch', { name: c.alAceptar }).check();
  expect(await page.evaluate(() => localStorage.getItem('vidriera.comanda.imprimirAlAceptar'))).toBe('1');
  await card.getByRole('button', { name: t.acciones.aceptar }).click();
  const dialog = page.getByRole('dialog', { name: t.aceptarTitulo(pedidoId) });
  await dialog.getByRole('button', { name: t.confirmarAceptar }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => prints(page)).toEqual([String(pedidoId), String(pedidoId)]);

  // The kitchen prints it too.
  await page.getByRole('link', { name: t.verCocina }).click();
  const cocinaCard = page.getByRole('article', { name: `#${pedidoId}` });
  await expect(cocinaCard).toBeVisible();
  // The print preview is the same ticket component, checked above: here, that this order's ticket, with its
  // lines, was in the page when the kitchen's print dialog opened.
  await cocinaCard.getByRole('button', { name: c.imprimirDe(pedidoId) }).click();
  await expect.poll(() => prints(page)).toEqual([String(pedidoId), String(pedidoId), String(pedidoId)]);
  const texts = await printedTexts(page);
  expect(texts[2]).toContain(`Pedido #${pedidoId}`);
  expect(texts[2]).toContain('2 x Provoleta a la parrilla');
  expect(texts[2]).toContain('Sin orégano');
});
