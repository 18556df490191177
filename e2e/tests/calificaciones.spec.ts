import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import type { Comercio } from '../../packages/domain/src/comercios/schemas.ts';
import type { LoginResponse } from '../../packages/domain/src/cuentas/schemas.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { esAdminCalificaciones, esCalificaciones } from '../../apps/web/src/i18n/es-calificaciones.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN, createPhone, getJson, postJson } from './helpers/accounts.ts';
import { findComercioId, openAdminAs, OWNERS } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { card, openListing } from './helpers/listing.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// Burger Club (tandil portal) takes pickup orders at the suite's Saturday 21:00 and has few seeded ratings
// (apps/api/src/db/seed/demo-calificaciones.ts), so one more visibly moves its stars. La Farola is left alone: the
// listing journey expects its 4.6. Each run rates with a fresh customer, so the stars only go down from wherever
// an earlier run left them; the journey compares with what the API said before.

const CARPETA = 'burger-club';
const NOMBRE = 'Burger Club Tandil';

function openSiteApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}/api/`,
    extraHTTPHeaders: { host: `tandil.localhost:${E2E_PORT}` },
  });
}

async function useSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((s: LoginResponse) => {
    if (localStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
}

async function califPromOf(api: APIRequestContext): Promise<number> {
  const listado = await getJson<Comercio[]>(api, 'comercios/getListado/tandil.localhost');
  const comercio = listado.find((c) => c.carpeta === CARPETA);
  if (!comercio) throw new Error(`${CARPETA} is not on the tandil listing any more`);
  return comercio.califProm;
}

/** A pickup order of the customer, accepted and made ready by the platform admin (estado 2). */
async function placeReadyOrder(api: APIRequestContext, session: LoginResponse): Promise<number> {
  const carta = await getJson<Carta>(api, `carta/${CARPETA}/0`);
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.platoProductoOpcs.length === 0);
  if (!plato) throw new Error(`${CARPETA} has no dish without options`);
  const { pedidoId } = await postJson<{ pedidoId: number }>(
    api,
    'pedidos/pedir',
    {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: plato.platoId, cantidad: 1 }],
      formaPagoId: 0,
      delivery: false,
    },
    { token: session.token },
  );
  const admin = await postJson<LoginResponse>(api, 'login/Login', ADMIN);
  const base = `merchant/pedidos/${carta.configRestoId}/${pedidoId}`;
  await postJson(api, `${base}/aceptar`, { demora: 20 }, { token: admin.token });
  await postJson(api, `${base}/listo`, {}, { token: admin.token });
  return pedidoId;
}

test.describe('calificaciones: a customer rates an order and the stars change', () => {
  let api: APIRequestContext;

  test.beforeAll(async () => {
    api = await openSiteApi();
  });
  test.afterAll(async () => {
    await api.dispose();
  });

  test('is prompted on the business home and in Mis Pedidos, rates with stars, and the listing shows the new stars', async ({
    page,
  }) => {
    const session = await postJson<LoginResponse>(api, 'login/Create', {
      nombreApellido: 'Cliente Califica',
      telefono: createPhone(),
      domicilio: '',
      domainName: 'tandil.localhost',
    });
    const pedidoId = await placeReadyOrder(api, session);
    const before = await califPromOf(api);
    await useSession(page, session);

    // The listing shows the stars as they are.
    await openListing(page);
    await expect(card(page, NOMBRE).getByRole('img', { name: es.listado.calificacion(before) })).toBeVisible();

    // Mis Pedidos asks for a rating of the ready order.
    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    const link = page.getByRole('link', { name: `${esCalificaciones.titulo} #${pedidoId}` });
    await expect(link).toBeVisible();

    // So does the business's home, in a prompt that leads to the order.
    await page.goto(siteUrl('tandil', `/home/${CARPETA}`));
    const aviso = page.getByRole('complementary', { name: esCalificaciones.avisoLink });
    await expect(aviso).toBeVisible();
    await aviso.getByRole('link', { name: esCalificaciones.avisoLink }).click();
    await expect(page).toHaveURL(new RegExp(`#/pedidodetalle/${pedidoId}$`));

    const form = page.getByRole('region', { name: esCalificaciones.titulo });
    await expect(form).toBeVisible();
    // A pickup order rates quality only.
    await expect(form.getByRole('group', { name: esCalificaciones.envio })).toHaveCount(0);
    // Sending without stars says what is missing.
    await form.getByRole('button', { name: esCalificaciones.enviar }).click();
    await expect(form.getByText(esCalificaciones.faltaCalidad)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const calidad = form.getByRole('radiogroup', { name: esCalificaciones.calidad });
    await calidad.getByRole('radio', { name: esCalificaciones.estrellas(1) }).check();
    await expect(calidad.getByRole('radio', { name: esCalificaciones.estrellas(1) })).toBeChecked();
    await form.getByLabel(esCalificaciones.comentario).fill('Tardó y llegó frío.');
    await form.getByRole('button', { name: esCalificaciones.enviar }).click();

    const rated = page.getByRole('region', { name: esCalificaciones.tuCalificacion });
    await expect(rated).toBeVisible();
    await expect(
      rated.getByRole('img', { name: `${esCalificaciones.calidad}: ${esCalificaciones.estrellas(1)}` }),
    ).toBeVisible();
    await expect(rated.getByText('Tardó y llegó frío.')).toBeVisible();
    await expect(page.getByRole('region', { name: esCalificaciones.titulo })).toHaveCount(0);

    // The business's stars come from the ratings: one more 1-star rating lowers them.
    const after = await califPromOf(api);
    expect(after).toBeLessThan(before);
    await openListing(page);
    const stars = card(page, NOMBRE).getByRole('img', { name: es.listado.calificacion(after) });
    await expect(stars).toBeVisible();
    await expect(stars.locator('[aria-hidden="true"][style]')).toHaveAttribute(
      'style',
      new RegExp(`width: ${after * 20}`),
    );

    // Rated: Mis Pedidos and the home no longer ask.
    await page.goto(siteUrl('tandil', '/mis-pedidos'));
    await expect(page.getByRole('heading', { name: new RegExp(NOMBRE) }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `${esCalificaciones.titulo} #${pedidoId}` })).toHaveCount(0);
  });

  test('the business reads its ratings; a platform admin hides an abusive comment and shows it again', async ({
    page,
    browser,
    request,
  }) => {
    // Cervecería La Serrana's seeded ratings include one comment (demo-calificaciones.ts).
    const comentario = 'La IPA tirada, excelente. El delivery llegó tibio.';
    const id = await findComercioId(request, 'cerveceria-la-serrana');
    const path = `comercio/${id}/calificaciones`;
    await openAdminAs(page, request, OWNERS.serrana, path);
    await expect(
      page.getByRole('heading', { name: esAdminCalificaciones.titulo('Cervecería La Serrana') }),
    ).toBeVisible();
    await expect(page.getByText(comentario)).toBeVisible();
    // Only a platform admin moderates.
    await expect(page.getByRole('button', { name: esAdminCalificaciones.ocultar })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const adminPage = await browser.newPage();
    try {
      await openAdminAs(adminPage, request, ADMIN, path);
      const row = adminPage.getByRole('listitem').filter({ hasText: comentario });
      await row.getByRole('button', { name: esAdminCalificaciones.ocultar }).click();
      await expect(row.getByRole('button', { name: esAdminCalificaciones.mostrar })).toBeVisible();

      await page.reload();
      await expect(page.getByText(esAdminCalificaciones.oculto).first()).toBeVisible();
      await expect(page.getByText(comentario)).toHaveCount(0);

      await row.getByRole('button', { name: esAdminCalificaciones.mostrar }).click();
      await expect(row.getByRole('button', { name: esAdminCalificaciones.ocultar })).toBeVisible();
      await page.reload();
      await expect(page.getByText(comentario)).toBeVisible();
    } finally {
      await adminPage.close();
    }
  });
});
