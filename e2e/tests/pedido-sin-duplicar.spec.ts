import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../packages/domain/src/common/idempotency.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import type { Pedido } from '../../packages/domain/src/pedidos/schemas.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { esCarta } from '../../apps/web/src/i18n/es-carta.ts';
import { esPedidos } from '../../apps/web/src/i18n/es-pedidos.ts';
import { expect, test } from './fixtures.ts';
import { createPhone, getJson, postJson, recordDialogs } from './helpers/accounts.ts';
import { siteUrl } from './helpers/sites.ts';

// A phone that loses its signal after 'Confirmar Pedido' (decision 044): the order reached the server and was
// placed, but its answer never came back. The customer taps again; the app sends the same Idempotency-Key, the
// server answers the order it already placed, and Mis Pedidos shows one order, not two. La Farola (tandil portal)
// takes online orders and is open on the suite's Saturday 21:00.

const CARPETA = 'la-farola';

let api: APIRequestContext;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext();
});
test.afterAll(async () => {
  await api.dispose();
});

test("an order whose answer was lost, confirmed again, is placed once and 'Mis Pedidos' shows it once", async ({
  page,
}) => {
  const session = await postJson<LoginResponse>(api, 'login/Create', {
    nombreApellido: 'Cliente Sin Señal',
    telefono: createPhone(),
    domicilio: 'Pinto 450, Tandil',
    domainName: 'tandil.localhost',
  });
  await page.addInitScript((s: LoginResponse) => {
    if (localStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
  const dialogs = recordDialogs(page);

  // The first 'Confirmar Pedido' reaches the server, which places the order; its answer is lost on the way back.
  const tries: Array<{ key: string | undefined; status: number; body: string; replayed: string | undefined }> = [];
  await page.route('**/api/pedidos/pedir', async (route) => {
    // Node cannot resolve *.localhost as Chromium does: the same request to 127.0.0.1, the site in the Host header.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
    tries.push({
      key: route.request().headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
      status: response.status(),
      body: await response.text(),
      replayed: response.headers()[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()],
    });
    if (tries.length === 1) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });

  await page.goto(siteUrl('tandil', `/carta/${CARPETA}`));
  await page
    .getByRole('article', { name: 'Provoleta a la parrilla', exact: true })
    .getByRole('button', { name: esCarta.agregar })
    .click();
  await page.getByRole('button', { name: esCarta.pedir, exact: true }).click();
  await expect(page).toHaveURL(/#\/pedidodetalle$/);
  await page.getByRole('radio', { name: esPedidos.retiro }).check();

  const confirmar = page.getByRole('button', { name: esPedidos.confirmar });
  await confirmar.click();
  await expect.poll(() => dialogs.at(-1)).toBe(es.common.sinConexion);
  // The draft is still there: the customer taps again.
  await expect(page).toHaveURL(/#\/pedidodetalle$/);
  await confirmar.click();
  await expect(page).toHaveURL(/#\/mis-pedidos$/);

  expect(tries).toHaveLength(2);
  const [first, second] = tries;
  expect(first?.status).toBe(200);
  expect(second?.key).toBe(first?.key);
  expect(second?.replayed).toBe('true');
  expect(second?.body).toBe(first?.body);
  const { pedidoId } = JSON.parse(first?.body ?? '{}') as { pedidoId: number };

  await expect(page.getByRole('article', { name: new RegExp(`Pedido #${pedidoId}\\b`) })).toBeVisible();
  await expect(page.getByRole('article', { name: /Pedido #\d+/ })).toHaveCount(1);
  const pedidos = await getJson<Pedido[]>(api, 'pedidos/todos', { token: session.token });
  expect(pedidos.map((p) => p.pedidoId)).toEqual([pedidoId]);
});
