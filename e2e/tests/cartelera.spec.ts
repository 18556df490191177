import { getImporteEntradaLocal, IMPORTE_POR_PERSONA_LOCAL } from '../../packages/domain/src/eventos/entrada-local.ts';
import { getDiaEvento } from '../../packages/domain/src/eventos/fecha.ts';
import { formatPesos } from '../../packages/domain/src/pedidos/precios.ts';
import { formatNotaEvento } from '../../packages/domain/src/reservas/reservas.ts';
import { getCarteleraRango } from '../../packages/domain/src/eventos/tickets.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { esCartelera } from '../../apps/web/src/i18n/es-cartelera.ts';
import { esReservas } from '../../apps/web/src/i18n/es-reservas.ts';
import { expect, test } from './fixtures.ts';
import { recordDialogs } from './helpers/accounts.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { demoDate } from './helpers/clock.ts';
import {
  createCustomer,
  eventoCard,
  FOGON,
  findEvento,
  getCartelera,
  openTandilApi,
  SERRANA,
  useSession,
} from './helpers/eventos.ts';
import { siteUrl } from './helpers/sites.ts';

const TIME_ZONE = 'America/Argentina/Buenos_Aires';
/** The workshop's date in the demo: two Sundays after the demo Saturday. */
const TALLER_FECHA = demoDate(15);

test('the board lists the days ahead with the 6-hour weekday, AGOTADAS and the action of each type', async ({
  page,
}) => {
  const api = await openTandilApi();
  const cartelera = await getCartelera(api, SERRANA.carpeta);
  await api.dispose();
  const fiesta = findEvento(cartelera, 'Fiesta Cervecera: DJ hasta el amanecer');
  const cata = findEvento(cartelera, 'Cata guiada de cervezas');
  const blues = findEvento(cartelera, 'Noche de Blues con La Rueda');
  const hoy = demoDate(0);
  const { hasta } = getCarteleraRango(hoy);
  expect(cartelera.dias.every((d) => d.fecha >= hoy && d.fecha <= hasta)).toBe(true);

  await page.goto(siteUrl('tandil', `/cartelera/${SERRANA.carpeta}`));
  await expect(page.getByRole('heading', { level: 1, name: esCartelera.titulo })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: SERRANA.nombre })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Calificación/ })).toBeVisible();
  // One heading per day, in the board's order.
  const dias = page.getByRole('heading', { level: 2 }).and(page.locator('[id^="cart-dia-"]'));
  await expect(dias).toHaveCount(cartelera.dias.length);

  // A party at 01:00 belongs to the night before: 'Viernes (noche)'.
  expect(getDiaEvento(fiesta.fechaHora, TIME_ZONE)).toBe('Viernes (noche)');
  const fiestaCard = eventoCard(page, fiesta.titulo);
  await expect(fiestaCard.getByText('Viernes (noche)', { exact: true })).toBeVisible();
  await expect(fiestaCard.getByText('01:00 h')).toBeVisible();
  await expect(fiestaCard.getByRole('link', { name: 'Comprar Entradas' })).toBeVisible();

  // The sold-out date: the watermark and no way to buy.
  const cataCard = eventoCard(page, cata.titulo);
  await expect(cataCard.getByText(esCartelera.agotadas, { exact: true })).toBeVisible();
  await expect(cataCard.getByText(esCartelera.sinEntradas)).toBeVisible();
  await expect(cataCard.getByRole('link', { name: 'Comprar Entradas' })).toHaveCount(0);

  // Variants: each with its price and its own purchase link.
  const bluesCard = eventoCard(page, blues.titulo).first();
  for (const variante of blues.variantes) {
    await expect(bluesCard.getByText(variante.titulo, { exact: true })).toBeVisible();
    await expect(bluesCard.getByText(formatPesos(variante.importe), { exact: true })).toBeVisible();
  }
  const [anticipada] = blues.variantes;
  await expect(bluesCard.getByRole('link', { name: 'Comprar Entradas' }).first()).toHaveAttribute(
    'href',
    `#/compratickets/${SERRANA.carpeta}/${blues.id}/${blues.fechaHora.slice(0, 10)}?eventoVarianteId=${anticipada?.id}`,
  );
  // Reservation types say 'Reservar'.
  await expect(
    eventoCard(page, 'Trivia en La Serrana').first().getByRole('button', { name: 'Reservar' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('sharing copies the deep link, which opens the single event with a button to all events', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(siteUrl('tandil', `/cartelera/${FOGON.carpeta}`));
  const card = eventoCard(page, 'Taller de empanadas criollas');
  // Chromium on Linux has no Web Share: the link is copied and a toast says so.
  await card.getByRole('button', { name: es.share.compartir }).click();
  await expect(page.getByRole('status').filter({ hasText: es.share.copiado })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // The spec's link and nothing more, also on a portal: the screen asks which business holds the event.
  expect(link).toMatch(new RegExp(`#/evento/\\?t=Taller_de_empanadas_criollas&e=\\d+&f=${TALLER_FECHA}$`));

  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`#/cartelera/${FOGON.carpeta}/\\d+/${TALLER_FECHA}$`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(eventoCard(page, 'Taller de empanadas criollas')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscribirse' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: esCartelera.verTodos(FOGON.nombre) }).click();
  await expect(page).toHaveURL(new RegExp(`#/cartelera/${FOGON.carpeta}$`));
  await expect(page.getByRole('article').nth(1)).toBeVisible();
});

test("a portal's deep link resolves the event's business by the event alone; another site's event does not", async ({
  page,
}) => {
  const api = await openTandilApi();
  const taller = findEvento(await getCartelera(api, FOGON.carpeta), 'Taller de empanadas criollas');
  await api.dispose();
  const deepLink = `/evento/?t=Taller_de_empanadas_criollas&e=${taller.id}&f=${taller.eventoFechaId}`;
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/eventos/link/')) lookups.push(r.url());
  });

  await page.goto(siteUrl('tandil', deepLink));
  await expect(page).toHaveURL(new RegExp(`#/cartelera/${FOGON.carpeta}/${taller.id}/${taller.eventoFechaId}$`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(eventoCard(page, taller.titulo)).toBeVisible();
  expect(lookups).toHaveLength(1);

  // The centro portal does not list El Fogón Serrano: its link there is a broken one, not another site's event.
  await page.goto(siteUrl('centro', deepLink));
  await expect(page.getByText(esCartelera.enlaceInvalido)).toBeVisible();
  await expect(page).toHaveURL(/#\/evento\//);
  // And neither is an unknown event on the portal it was shared from.
  await page.goto(siteUrl('tandil', `/evento/?t=x&e=999999&f=${TALLER_FECHA}`));
  await expect(page.getByText(esCartelera.enlaceInvalido)).toBeVisible();
});

test('a deep link to an event with no dates left, and a broken one, say so', async ({ page }) => {
  await page.goto(siteUrl('tandil', `/cartelera/${FOGON.carpeta}/999999/${TALLER_FECHA}`));
  await expect(page.getByText(esCartelera.sinEntradas)).toBeVisible();
  await expect(page.getByRole('link', { name: esCartelera.verCartelera })).toBeVisible();
  await page.goto(siteUrl('tandil', '/evento/?t=x&e=abc'));
  await expect(page.getByText(esCartelera.enlaceInvalido)).toBeVisible();
});

test("a business without events says 'No hay eventos en la cartelera...' (single-business site, no carpeta)", async ({
  page,
}) => {
  await page.goto(siteUrl('la-farola', '/cartelera'));
  await expect(page.getByRole('heading', { level: 2, name: 'La Farola Parrilla' })).toBeVisible();
  await expect(page.getByText(esCartelera.vacia, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an event that leads to a reservation opens the form with the event preselected', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto(siteUrl('tandil', `/cartelera/${FOGON.carpeta}`));
  await eventoCard(page, 'Almuerzo de campo con guitarreada').getByRole('button', { name: 'Reservar' }).click();
  expect(dialogs).toEqual([esCartelera.reservaConfirm]);
  await expect(page).toHaveURL(new RegExp(`#/reservar/${FOGON.carpeta}$`));
  await expect(page.getByRole('heading', { level: 1, name: esReservas.reservarTitulo })).toBeVisible();
  // Party of 2, the event's note; the day is the event's (Sunday 29).
  await expect(page.getByLabel(esReservas.personas)).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: esReservas.comentarios })).toHaveValue(
    formatNotaEvento('Almuerzo de campo con guitarreada'),
  );
  await expect(page.getByText('Domingo', { exact: true })).toBeVisible();
});

test("a reservation from an event's link is its local entry: 3000 per person, shown before and after confirming", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const api = await openTandilApi();
  const almuerzo = findEvento(await getCartelera(api, FOGON.carpeta), 'Almuerzo de campo con guitarreada');
  await useSession(page, await createCustomer(api, 'Cliente Entrada Local'));
  await api.dispose();
  const porPersona = formatPesos(IMPORTE_POR_PERSONA_LOCAL);
  const importe = esReservas.entradaImporte(porPersona, formatPesos(getImporteEntradaLocal(2)));

  await page.goto(siteUrl('tandil', `/cartelera/${FOGON.carpeta}`));
  await eventoCard(page, almuerzo.titulo).getByRole('button', { name: 'Reservar' }).click();
  expect(dialogs).toEqual([esCartelera.reservaConfirm]);
  // 30 minutes before the event is one of the lunch slots: it comes chosen.
  const horarios = page.getByRole('group', { name: esReservas.horario });
  await expect(horarios.getByRole('button', { name: '12:30', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: esReservas.reservar, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: esReservas.confirmaTitulo })).toBeVisible();
  // The entry's row (the note 'Reservado desde link. Para ...' names the event too).
  const entrada = () => page.getByRole('definition').filter({ hasText: new RegExp(`^${almuerzo.titulo}`) });
  await expect(entrada()).toBeVisible();
  await expect(page.getByText(importe, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: esReservas.confirmar }).click();
  await expect(page.getByRole('heading', { name: esReservas.confirmadaTitulo })).toBeVisible();

  // Saved: Mis Reservas and the detail show the entry the server recorded, with the event's date and time.
  await page.getByRole('link', { name: esReservas.verReservas }).click();
  const card = page
    .getByRole('article')
    .filter({ hasText: esReservas.entradaCard(almuerzo.titulo, formatPesos(6000)) });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: FOGON.nombre }).click();
  await expect(page.getByRole('heading', { level: 1, name: esReservas.detalleTitulo })).toBeVisible();
  await expect(page.getByText(importe, { exact: true })).toBeVisible();
  // The lunch is the Sunday after the demo Saturday.
  const almuerzoDia = demoDate(8);
  await expect(entrada()).toContainText(`${almuerzoDia.slice(8, 10)}/${almuerzoDia.slice(5, 7)} 13:00 h`);

  // Cancelled again, so the lunch's places stay free for the other journeys.
  await page.getByRole('button', { name: esReservas.anular }).click();
  await expect(page).toHaveURL(/#\/mis-reservas$/);
});

test('declining the recommendation stays on the board', async ({ page }) => {
  const dialogs = recordDialogs(page, () => false);
  await page.goto(siteUrl('tandil', `/cartelera/${FOGON.carpeta}`));
  await eventoCard(page, 'Almuerzo de campo con guitarreada').getByRole('button', { name: 'Reservar' }).click();
  expect(dialogs).toEqual([esCartelera.reservaConfirm]);
  await expect(page).toHaveURL(new RegExp(`#/cartelera/${FOGON.carpeta}$`));
});

test('@desktop the board on a wide screen', async ({ page }) => {
  await page.goto(siteUrl('tandil', `/cartelera/${SERRANA.carpeta}`));
  await expect(eventoCard(page, 'Cata guiada de cervezas').getByText(esCartelera.agotadas)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
