import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import {
  MOTIVO_FINALIZADO,
  MOTIVO_INICIAR_SESION,
  MOTIVO_YA_PARTICIPA,
} from '../../packages/domain/src/concursos/concursos.ts';
import type { ConcursoAdmin, ConcursoInput } from '../../packages/domain/src/concursos/schemas.ts';
import { esConcursos } from '../../apps/web/src/i18n/es-concursos.ts';
import { esLogin } from '../../apps/web/src/i18n/es-login.ts';
import { esCuenta } from '../../apps/web/src/i18n/es-cuenta.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { demoDate, demoInstant, fechaLarga } from './helpers/clock.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// La Farola (tandil portal) runs prize draws in the demo data (apps/api/src/db/seed/demo-concursos.ts): an instant
// one, a scheduled one still open and one already drawn. A journey that plays publishes a draw of its own through
// the merchant's back-office API (owner 'lafarola', apps/api/src/db/seed/demo-users.ts), sure to win and with a
// title nobody else uses, and takes it down afterwards; each journey registers a customer of its own (a fresh
// phone), so runs and parallel projects never see each other's participations.

const CARPETA = 'la-farola';
const NOMBRE_COMERCIO = 'La Farola Parrilla';
const MERCHANT = { userName: 'lafarola', password: 'lafarola1234' };
const SITE_HOST = `tandil.localhost:${E2E_PORT}`;
const SEED_INSTANT = 'Raspá y ganá: postre de regalo';
const SEED_SCHEDULED = 'Sorteo de Reyes: parrillada libre para cuatro';
const SEED_DRAWN = 'Sorteo aniversario: cena para dos';
// When the demo's draws close (apps/api/src/db/seed/demo-concursos.ts, in days from the demo Saturday).
const SEED_INSTANT_HASTA = fechaLarga(demoDate(99), '23:59');
const SEED_SCHEDULED_SORTEO = fechaLarga(demoDate(46), '21:00');

/** A Tandil number nobody has: registering it needs no WhatsApp code. */
function createPhone(): string {
  return `2494${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** The API as the tandil site sees it (Node cannot resolve *.localhost, so the Host header names the site). */
function openSiteApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}/api/`,
    extraHTTPHeaders: { host: SITE_HOST },
  });
}

async function readOk<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface OwnDraw {
  concurso: ConcursoAdmin;
  input: ConcursoInput;
  /** Unpublishes it, so later runs and screens do not pile up test draws. */
  remove: () => Promise<void>;
}

/** The merchant publishes an instant draw that every participation wins (probability 1, plenty of units). */
async function publishWinningDraw(titulo: string): Promise<OwnDraw> {
  const api = await openSiteApi();
  const comercio = (
    await readOk<Array<{ id: number }>>(
      await api.get(`comercios/getByDominioCarpeta/tandil.localhost/${CARPETA}`),
      'getByDominioCarpeta',
    )
  )[0];
  if (!comercio) throw new Error(`${CARPETA} is not in the demo data`);
  const staff = await readOk<{ token: string }>(await api.post('login/Login', { data: MERCHANT }), 'login');
  const headers = { authorization: `Bearer ${staff.token}` };
  const input: ConcursoInput = {
    titulo,
    descripcion: 'Concurso de prueba de punta a punta: todos ganan.',
    condiciones: 'Una participación por persona. Premio de prueba, sin valor comercial.',
    instantaneo: true,
    probabilidadGanar: 1,
    publicado: true,
    fechaHoraHastaUTC: demoInstant(60, '23:59'),
    fechaHoraSorteoEstimado: demoInstant(60, '23:59'),
    premios: [{ descripcion: 'Café con medialunas', cantidad: 1000 }],
  };
  const concurso = await readOk<ConcursoAdmin>(
    await api.post(`concursos/admin/${comercio.id}`, { data: input, headers }),
    'create draw',
  );
  const remove = async () => {
    const unpublished: ConcursoInput = {
      ...input,
      publicado: false,
      premios: concurso.premios.map((p) => ({ id: p.id, descripcion: p.descripcion, cantidad: p.cantidad })),
    };
    await readOk(
      await api.put(`concursos/admin/${comercio.id}/${concurso.id}`, { data: unpublished, headers }),
      'unpublish draw',
    );
    await api.dispose();
  };
  return { concurso, input, remove };
}

function section(page: Page): Locator {
  return page.getByRole('region', { name: esConcursos.titulo });
}

/** The card of one draw, found by its title. */
function card(page: Page, titulo: string): Locator {
  return section(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: titulo, exact: true }) });
}

async function openHome(page: Page): Promise<void> {
  await page.goto(siteUrl('tandil', `/home/${CARPETA}`));
  await expect(page.getByRole('heading', { level: 1, name: NOMBRE_COMERCIO })).toBeVisible();
}

/** Registers a new customer through the account screen the login prompt leads to; it comes back to the home. */
async function registerFromPrompt(page: Page, nombre: string): Promise<void> {
  await section(page).getByRole('link', { name: esConcursos.loginRegistrarme }).click();
  await expect(page).toHaveURL(/#\/mi-cuenta\/concurso$/);
  await page.getByLabel(esCuenta.nombreLabel).fill(nombre);
  await page.getByLabel(esCuenta.telefonoLabel).fill(createPhone());
  await page.getByRole('button', { name: esCuenta.guardar }).click();
  await expect(page).toHaveURL(new RegExp(`#/home/${CARPETA}$`));
  await expect(section(page).getByRole('heading', { name: esConcursos.loginTitulo })).toHaveCount(0);
}

/** A session of a new customer, stored as the app keeps it, before the page loads. */
async function signInAsNewCustomer(page: Page): Promise<void> {
  const api = await openSiteApi();
  const session = await readOk<Record<string, unknown>>(
    await api.post('login/Create', {
      data: { nombreApellido: 'Cliente Concursos', telefono: createPhone(), domainName: 'tandil.localhost' },
    }),
    'login/Create',
  );
  await api.dispose();
  await page.addInitScript((s: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
}

test.describe('prize draws on the business home', () => {
  test('an anonymous visitor sees the draws, the login prompt and why Participar is off', async ({ page }) => {
    await openHome(page);
    const prompt = section(page).getByRole('complementary', { name: esConcursos.loginTitulo });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: esConcursos.loginIngresar })).toHaveAttribute('href', '#/login');

    const instant = card(page, SEED_INSTANT);
    await expect(instant.getByText(esConcursos.instantaneo, { exact: true })).toBeVisible();
    await expect(instant.getByRole('img', { name: esConcursos.fotoDe(SEED_INSTANT) })).toBeVisible();
    await expect(instant.getByText('Flan casero con dulce de leche y crema')).toBeVisible();
    // Until-date in the business's zone: 23:59 in Buenos Aires (02:59 UTC the next day).
    await expect(instant.getByText(SEED_INSTANT_HASTA)).toBeVisible();

    const scheduled = card(page, SEED_SCHEDULED);
    await expect(scheduled.getByText(esConcursos.avisoPorMail, { exact: true })).toBeVisible();
    await expect(scheduled.getByText(SEED_SCHEDULED_SORTEO)).toBeVisible();
    await expect(scheduled.getByText(esConcursos.instantaneo, { exact: true })).toHaveCount(0);

    const drawn = card(page, SEED_DRAWN);
    await expect(drawn.getByText(esConcursos.finalizado, { exact: true })).toBeVisible();
    await expect(drawn.getByRole('button', { name: esConcursos.participar })).toBeDisabled();
    await expect(drawn.getByText(MOTIVO_FINALIZADO)).toBeVisible();

    // The terms are on the card, folded.
    await instant.getByText(esConcursos.condiciones).click();
    await expect(instant.getByText(/Una participación por persona/)).toBeVisible();

    // Not logged in: the reason asks to log in, and Participar leads to the login screen.
    const participar = instant.getByRole('button', { name: esConcursos.participar });
    await expect(participar).toBeDisabled();
    await expect(participar).toHaveAttribute('aria-disabled', 'true');
    await expect(participar).toHaveAccessibleDescription(MOTIVO_INICIAR_SESION);
    await participar.click({ force: true });
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: esLogin.titulo })).toBeVisible();
  });

  test('a customer accepts the terms, wins an instant draw and the card shows it', async ({ page }) => {
    const titulo = `Concurso e2e ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
    const draw = await publishWinningDraw(titulo);
    try {
      await openHome(page);
      await registerFromPrompt(page, 'Cliente Ganador');

      const own = card(page, titulo);
      await expect(own.getByText(esConcursos.instantaneo, { exact: true })).toBeVisible();
      await expect(own.getByText(esConcursos.participando, { exact: true })).toHaveCount(0);
      await own.getByRole('button', { name: esConcursos.participar }).click();

      // The terms open unaccepted; Escape closes them, and they open unaccepted again.
      let terms = page.getByRole('dialog', { name: esConcursos.terminosTitulo });
      await expect(terms).toBeVisible();
      await expect(terms.getByText(draw.input.condiciones ?? '')).toBeVisible();
      const accept = terms.getByRole('checkbox', { name: esConcursos.aceptoTerminos });
      const confirm = terms.getByRole('button', { name: esConcursos.confirmar });
      await expect(accept).not.toBeChecked();
      await expect(confirm).toBeDisabled();
      await accept.check();
      await expect(confirm).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(terms).toHaveCount(0);

      await own.getByRole('button', { name: esConcursos.participar }).click();
      terms = page.getByRole('dialog', { name: esConcursos.terminosTitulo });
      await expect(terms.getByRole('checkbox', { name: esConcursos.aceptoTerminos })).not.toBeChecked();
      await terms.getByRole('checkbox', { name: esConcursos.aceptoTerminos }).check();
      await terms.getByRole('button', { name: esConcursos.confirmar }).click();

      // The terms close and the result shows, styled as a win.
      const result = page.getByRole('dialog', { name: esConcursos.resultadoGanador });
      await expect(result).toBeVisible();
      await expect(page.getByRole('dialog', { name: esConcursos.terminosTitulo })).toHaveCount(0);
      await expect(result).toContainText('ganaste Café con medialunas');
      await expect(result).toHaveClass(/concursos-result--ganador/);
      await expect(result.getByText(esConcursos.pasosSiguientes)).toBeVisible();

      // Closing clears the result; the list has reloaded: participating, with the prize won.
      await result.getByRole('button', { name: esConcursos.cerrar }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(own.getByText(esConcursos.participando, { exact: true })).toBeVisible();
      await expect(own.getByText(esConcursos.tuPremio)).toBeVisible();
      await expect(own.getByRole('button', { name: esConcursos.participar })).toBeDisabled();
      await expect(own.getByText(MOTIVO_YA_PARTICIPA)).toBeVisible();

      // Still so after a reload: it is the server's record, not the page's memory.
      await page.reload();
      await expect(card(page, titulo).getByText(esConcursos.participando, { exact: true })).toBeVisible();
    } finally {
      await draw.remove();
    }
  });

  test('joining a scheduled draw tells when it is drawn, without the winner styling', async ({ page }) => {
    await signInAsNewCustomer(page);
    await openHome(page);
    await expect(section(page).getByRole('complementary', { name: esConcursos.loginTitulo })).toHaveCount(0);
    const scheduled = card(page, SEED_SCHEDULED);
    await scheduled.getByRole('button', { name: esConcursos.participar }).click();
    const terms = page.getByRole('dialog', { name: esConcursos.terminosTitulo });
    await terms.getByRole('checkbox', { name: esConcursos.aceptoTerminos }).check();
    await terms.getByRole('button', { name: esConcursos.confirmar }).click();

    const result = page.getByRole('dialog', { name: esConcursos.resultadoTitulo });
    await expect(result).toContainText('ya estás participando');
    await expect(result).toContainText(SEED_SCHEDULED_SORTEO);
    await expect(result).not.toHaveClass(/concursos-result--ganador/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(scheduled.getByText(esConcursos.participando, { exact: true })).toBeVisible();
  });

  test('load failures are told in the section and can be retried', async ({ page }) => {
    let failWith: 'network' | 'server' | null = 'network';
    await page.route('**/api/concursos/getConcursos/**', (route) => {
      if (failWith === 'network') return route.abort('connectionrefused');
      if (failWith === 'server') return route.fulfill({ status: 500, json: { status: 500, error: 'x', message: 'x' } });
      return route.continue();
    });
    await openHome(page);
    const alert = section(page).getByRole('alert');
    await expect(alert).toContainText(esConcursos.errorSinConexion);

    failWith = 'server';
    await alert.getByRole('button', { name: esConcursos.reintentar }).click();
    await expect(alert).toContainText(esConcursos.errorCarga);

    failWith = null;
    await alert.getByRole('button', { name: esConcursos.reintentar }).click();
    await expect(card(page, SEED_INSTANT)).toBeVisible();
    await expect(section(page).getByRole('alert')).toHaveCount(0);
  });

  test("a refused participation shows the server's reason; a lost session goes to login", async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    let answer: 'refused' | 'unauthorized' = 'refused';
    await page.route('**/api/concursos/participar', (route) =>
      answer === 'refused'
        ? route.fulfill({
            status: 409,
            json: {
              status: 409,
              error: 'Conflict',
              message: 'No se pudo participar',
              participando: false,
              permiteParticipar: false,
              motivoNoPermiteParticipar: 'Ya no quedan premios en este concurso.',
            },
          })
        : route.fulfill({ status: 401, json: { status: 401, error: 'Unauthorized', message: 'Sesión vencida' } }),
    );
    await signInAsNewCustomer(page);
    await openHome(page);

    const participate = async () => {
      await card(page, SEED_INSTANT).getByRole('button', { name: esConcursos.participar }).click();
      const terms = page.getByRole('dialog', { name: esConcursos.terminosTitulo });
      await terms.getByRole('checkbox', { name: esConcursos.aceptoTerminos }).check();
      await terms.getByRole('button', { name: esConcursos.confirmar }).click();
    };

    await participate();
    await expect.poll(() => dialogs.at(-1)).toBe('Ya no quedan premios en este concurso.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(section(page).getByRole('alert')).toContainText('Ya no quedan premios en este concurso.');

    answer = 'unauthorized';
    await participate();
    await expect(page).toHaveURL(/#\/login$/);
    expect(dialogs.at(-1)).toBe(esConcursos.errorSinSesion);
    await expect(page.getByRole('heading', { name: esLogin.titulo })).toBeVisible();
  });

  test('the draws section and its dialogs have no serious accessibility violation @desktop', async ({ page }) => {
    await openHome(page);
    await expect(card(page, SEED_INSTANT)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signInAsNewCustomer(page);
    await page.reload();
    await card(page, SEED_INSTANT).getByRole('button', { name: esConcursos.participar }).click();
    const terms = page.getByRole('dialog', { name: esConcursos.terminosTitulo });
    await expect(terms).toBeVisible();
    await expect(terms).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Focus stays in the dialog: Tab from its last control comes back to its first.
    await terms.getByRole('checkbox', { name: esConcursos.aceptoTerminos }).check();
    const confirm = terms.getByRole('button', { name: esConcursos.confirmar });
    await confirm.focus();
    await page.keyboard.press('Tab');
    await expect(terms.getByRole('button', { name: esConcursos.cerrar })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    await expect(card(page, SEED_INSTANT).getByRole('button', { name: esConcursos.participar })).toBeFocused();
  });
});
