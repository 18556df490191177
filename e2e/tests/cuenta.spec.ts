import type { Page } from '@playwright/test';
import { serializeReservaPendiente } from '../../packages/domain/src/reservas/reservas.ts';
import type { User } from '../../packages/domain/src/cuentas/schemas.ts';
import { expect, test } from './fixtures.ts';
import { cuentaForm } from './helpers/cuenta.ts';
import {
  createPhone,
  getJson,
  postRaw,
  readLastCode,
  readLastMessage,
  readLocalStorage,
  recordDialogs,
  registerCustomer,
  SESSION_KEYS,
} from './helpers/accounts.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { demoInstant, installPausedClock, runClockUntilVisible, serverNow } from './helpers/clock.ts';
import { siteUrl } from './helpers/sites.ts';

// The account screen (spec 01, sections 2, 4 and 5): registering a phone, proving an existing one with the code
// WhatsApp would bring (read here from the platform's outbox through the admin API), the resend countdown and the
// phone checks. Every journey uses a phone of its own, so runs and parallel projects never meet.

const INVALID_PHONE = 'El numero telefónico ingresado parece tener un error o no está completo';

const form = cuentaForm;

/** Opens the account screen. */
async function openCuenta(page: Page, path = '/mi-cuenta'): Promise<void> {
  await page.goto(siteUrl('tandil', path));
  await expect(form(page).nombre).toBeVisible();
}

/** The typed phone in the international mobile form, which the form must reduce to 249 and 7 digits. */
function toInternational(telefono: string): string {
  return `+54 9 ${telefono.slice(0, 3)} ${telefono.slice(3, 6)}-${telefono.slice(6)}`;
}

/** A six-digit code that is surely not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The account the stored session belongs to, as the server knows it. */
async function readActiveUser(page: Page, request: Parameters<typeof getJson>[0]): Promise<User> {
  const { token } = await readLocalStorage(page);
  expect(token, 'a session was stored').toBeTruthy();
  return getJson<User>(request, 'login/GetActivo', { token });
}

test.describe('mi-cuenta: the account screen', () => {
  test('a visitor registers a new phone and comes back logged in', async ({ page, request }) => {
    const telefono = createPhone();
    const dialogs = recordDialogs(page);
    await openCuenta(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Datos' })).toBeVisible();
    const { nombre, telefono: phoneField, guardar, volver } = form(page);
    await expect(volver).toBeEnabled();
    await expect(page.getByPlaceholder('Ej. 123456')).toHaveCount(0);

    await nombre.fill('Ana Registro');
    await phoneField.fill(toInternational(telefono));
    await expect(page.getByText(`(Ok) => ${telefono}`, { exact: true })).toBeVisible();
    await guardar.click();

    // Opened directly, "back" is the home page: the tandil portal's categories.
    await expect(page).toHaveURL(/#\/regiones$/);
    const stored = await readLocalStorage(page);
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeDefined();
    expect(stored).toMatchObject({ nombre: 'Ana Registro', admin: 'false', entrega: 'Completar Domicilio' });
    // The server stored the normalised phone and, with no address asked, the spec's default text.
    expect(await readActiveUser(page, request)).toMatchObject({
      id: Number(stored.id),
      nombreApellido: 'Ana Registro',
      telefono,
      domicilio: 'Completar Domicilio',
    });
    expect(dialogs).toEqual([]);
  });

  test('a phone that has an account is proved with the WhatsApp code, and a wrong code is refused', async ({
    page,
    request,
  }) => {
    const telefono = createPhone();
    const existing = await registerCustomer(request, 'Nombre Anterior', telefono);
    const dialogs = recordDialogs(page);
    await openCuenta(page);
    const { nombre, telefono: phoneField, codigo, guardar } = form(page);
    await nombre.fill('Nombre Nuevo');
    await phoneField.fill(toInternational(telefono));
    await guardar.click();

    // 202 Existing: the verification block, the countdown from the server's resendAfterSeconds, no session yet.
    await expect(page.getByRole('heading', { name: 'Verificá tu teléfono' })).toBeVisible();
    // Its exact ticking is the next journey's (on a paused clock); this one runs in real time.
    await expect(form(page).reenviar).toHaveText(/^Reenviar en \d+s$/);
    await expect(form(page).reenviar).toBeDisabled();
    // The normalised phone replaced what was typed.
    await expect(phoneField).toHaveValue(telefono);
    expect((await readLocalStorage(page)).token).toBeUndefined();
    await expect(codigo).toHaveAttribute('maxlength', '6');
    await codigo.pressSequentially('1234567');
    await expect(codigo).toHaveValue('123456');

    const code = await readLastCode(request, telefono);
    // A wrong code: the server's message in an alert, and the form stays.
    await codigo.fill(otherCode(code));
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/login/Create'));
    await guardar.click();
    const body = (await (await refused).json()) as { status: number; error: string; message: string };
    expect(body).toMatchObject({ status: 400, error: 'InvalidAuthCode' });
    await expect.poll(() => dialogs).toEqual([body.message]);
    await expect(page).toHaveURL(/#\/mi-cuenta$/);
    await expect(guardar).toBeEnabled();
    expect((await readLocalStorage(page)).token).toBeUndefined();

    // The right code: the session of the existing account, with the name entered now.
    await codigo.fill(code);
    await guardar.click();
    await expect(page).toHaveURL(/#\/regiones$/);
    const stored = await readLocalStorage(page);
    expect(Number(stored.id)).toBe(existing.id);
    expect(stored.nombre).toBe('Nombre Nuevo');
    expect(await readActiveUser(page, request)).toMatchObject({
      id: existing.id,
      nombreApellido: 'Nombre Nuevo',
      telefono,
    });
    expect(dialogs).toHaveLength(1);
  });

  test('the resend countdown ticks once a second, then offers a new code; asking too soon restarts it', async ({
    page,
    request,
  }) => {
    const telefono = createPhone();
    await registerCustomer(request, 'Cliente Reenvío', telefono);
    await installPausedClock(page);
    await page.goto(siteUrl('tandil', '/mi-cuenta'));
    const { nombre, telefono: phoneField, guardar, reenviar } = form(page);
    await runClockUntilVisible(page, nombre);
    await nombre.fill('Cliente Reenvío');
    await phoneField.fill(telefono);
    await guardar.click();
    await runClockUntilVisible(page, reenviar);
    const firstCode = await readLastMessage(request, telefono);

    await expect(reenviar).toHaveText('Reenviar en 60s');
    await page.clock.runFor(1_000);
    await expect(reenviar).toHaveText('Reenviar en 59s');
    await page.clock.runFor(1_000);
    await expect(reenviar).toHaveText('Reenviar en 58s');
    await expect(reenviar).toBeDisabled();
    await page.clock.runFor(57_000);
    await expect(reenviar).toHaveText('Reenviar en 1s');
    await expect(reenviar).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(reenviar).toHaveText('Reenviar código');
    await expect(reenviar).toBeEnabled();

    // The server's own clock has not run a minute yet: 429 Existing with the seconds left restarts the countdown.
    const tooSoon = page.waitForResponse((r) => r.url().endsWith('/api/login/Create'));
    await reenviar.click();
    const response = await tooSoon;
    expect(response.status()).toBe(429);
    const { resendAfterSeconds } = (await response.json()) as { resendAfterSeconds: number };
    expect(resendAfterSeconds).toBeGreaterThan(0);
    expect(resendAfterSeconds).toBeLessThanOrEqual(60);
    await runClockUntilVisible(page, page.getByRole('button', { name: `Reenviar en ${resendAfterSeconds}s` }));
    await expect(reenviar).toBeDisabled();
    // No second message went out, and the screen does not claim one did: the last code is still the one to use.
    expect((await readLastMessage(request, telefono)).id).toBe(firstCode.id);
    await expect(page.getByRole('status')).toHaveText(
      'Todavía no podemos enviarte otro código. Usá el último que te llegó por WhatsApp, o pedí uno nuevo cuando ' +
        'termine la cuenta regresiva.',
    );
  });

  test('a code spent by too many wrong tries says so and offers a new one', async ({ page, request }) => {
    const telefono = createPhone();
    await registerCustomer(request, 'Cliente Intentos', telefono);
    const dialogs = recordDialogs(page);
    await openCuenta(page);
    const { nombre, telefono: phoneField, codigo, guardar, reenviar } = form(page);
    await nombre.fill('Cliente Intentos');
    await phoneField.fill(telefono);
    await guardar.click();
    await expect(page.getByRole('status')).toHaveText(
      'Ese teléfono ya tiene una cuenta. Te enviamos un código de 6 dígitos por WhatsApp: ingresalo y tocá Guardar y volver.',
    );
    const code = await readLastCode(request, telefono);
    // Someone (or a slip of the thumb) spent the code's five tries.
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        postRaw(request, 'login/Create', {
          nombreApellido: 'Cliente Intentos',
          telefono,
          domicilio: '',
          authCode: otherCode(code),
        }),
      ),
    );
    expect(tries.map((t) => t.status())).toEqual([400, 400, 400, 400, 400]);

    // Even the right code is now refused: the spec's alert with the server's message, then the way forward.
    await codigo.fill(code);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/login/Create'));
    await guardar.click();
    const body = (await (await refused).json()) as { message: string; reason: string; resendAfterSeconds: number };
    expect(body).toMatchObject({ reason: 'Unusable', message: 'El código venció o ya no es válido. Pedí uno nuevo.' });
    await expect.poll(() => dialogs).toEqual([body.message]);
    await expect(page.getByRole('status')).toHaveText(
      'Ese código ya no sirve: venció, ya se usó o tuvo demasiados intentos. Tocá Reenviar código y te enviamos uno nuevo.',
    );
    // The dead code is cleared; the first code went out seconds ago, so the resend button counts down what is left
    // of the server's one-minute wait, and no more.
    await expect(codigo).toHaveValue('');
    expect(body.resendAfterSeconds).toBeGreaterThan(0);
    await expect(reenviar).toHaveText(/^Reenviar en \d+s$/);
    await expect(reenviar).toBeDisabled();
    expect(Number((await reenviar.textContent())?.match(/\d+/)?.[0])).toBeLessThanOrEqual(body.resendAfterSeconds);
    expect((await readLocalStorage(page)).token).toBeUndefined();
  });

  test('an invalid phone is refused with the spec alert and nothing is saved', async ({ page }) => {
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/login/')) creates.push(r.url());
    });
    const dialogs = recordDialogs(page);
    await openCuenta(page);
    const { nombre, telefono, guardar } = form(page);
    await nombre.fill('Cliente Incompleto');
    await telefono.fill('249 123');
    // Neither valid nor suspicious: no indicator.
    await expect(page.getByText(/^\(Ok\) =>/)).toHaveCount(0);
    await expect(page.getByText(/^\(teléfono válido\? :/)).toHaveCount(0);
    await guardar.click();
    await expect.poll(() => dialogs).toEqual([INVALID_PHONE]);
    await expect(page).toHaveURL(/#\/mi-cuenta$/);
    await expect(telefono).toHaveValue('249 123');
    expect(creates).toEqual([]);
    expect((await readLocalStorage(page)).token).toBeUndefined();
  });

  test('a suspicious phone is saved only once the visitor confirms it', async ({ page, request }) => {
    // Nine digits that are no Buenos Aires or Tandil number: suspicious, accepted after a confirm.
    const suspicious = `3${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
    let confirms = 0;
    // The first confirm is declined, the second accepted.
    const dialogs = recordDialogs(page, () => ++confirms > 1);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login/Create')) creates.push(r.url());
    });
    await openCuenta(page);
    const { nombre, telefono, guardar } = form(page);
    await nombre.fill('Cliente Dudoso');
    await telefono.fill(suspicious);
    await expect(page.getByText(`(teléfono válido? : ${suspicious})`, { exact: true })).toBeVisible();

    await guardar.click();
    await expect.poll(() => dialogs).toEqual([`El nro telefónico ${suspicious} es correcto?`]);
    await expect(page).toHaveURL(/#\/mi-cuenta$/);
    expect(creates).toEqual([]);

    await guardar.click();
    await expect(page).toHaveURL(/#\/regiones$/);
    expect(dialogs).toHaveLength(2);
    expect(creates).toHaveLength(1);
    expect((await readActiveUser(page, request)).telefono).toBe(suspicious);
  });

  test('the live indicator shows the normalised phone as it is typed', async ({ page }) => {
    await openCuenta(page);
    const { telefono } = form(page);
    for (const [typed, shown] of [
      ['+54 9 11 2345-6789', '(Ok) => 1123456789'],
      ['15 400-0000', '(Ok) => 2494000000'],
      ['2345 6789', '(Ok) => 1123456789'],
      ['0249 4 123456', '(teléfono válido? : 02494123456)'],
    ] as const) {
      await telefono.fill(typed);
      await expect(page.getByText(shown, { exact: true }), typed).toBeVisible();
    }
    await telefono.fill('12');
    await expect(page.getByText(/^\(Ok\) =>|^\(teléfono válido\?/)).toHaveCount(0);
  });

  test('the title follows the origen, given or inferred', async ({ page }) => {
    for (const [path, subtitle] of [
      ['/mi-cuenta/reserva', 'Completá tus datos para tu reserva'],
      ['/mi-cuenta/ticket', 'Completá tus datos para tu compra'],
      ['/mi-cuenta', 'Completá tus datos para tu compra'],
    ] as const) {
      await page.goto(siteUrl('tandil', path));
      await expect(page.getByRole('heading', { level: 1, name: 'Mis Datos' }), path).toBeVisible();
      await expect(page.getByText(subtitle, { exact: true }), path).toBeVisible();
      // No delivery to ask an address for.
      await expect(page.getByRole('textbox')).toHaveCount(2);
    }
    // A reservation in progress (stored as the booking form stores it, just now) makes a bare mi-cuenta a
    // reservation's.
    const draft = serializeReservaPendiente(
      {
        fechaHora: demoInstant(1, '21:00'),
        cantidad: 2,
        sectorId: null,
        observacion: '',
        rango: 4,
        seleccionoHorario: false,
        configRestoId: 1,
        carpeta: 'la-farola',
      },
      new Date(serverNow()),
    );
    await page.evaluate((stored) => localStorage.setItem('reservapendiente', stored), draft);
    await page.reload();
    await expect(page.getByText('Completá tus datos para tu reserva', { exact: true })).toBeVisible();
  });
});

test.describe('mi-cuenta accessibility (axe-core: no serious or critical violation)', { tag: '@desktop' }, () => {
  test('the form, and with the verification block', async ({ page, request }) => {
    await openCuenta(page);
    await expectNoSeriousA11yViolations(page);

    const telefono = createPhone();
    await registerCustomer(request, 'Cliente Accesible', telefono);
    const { nombre, telefono: phoneField, guardar } = form(page);
    await nombre.fill('Cliente Accesible');
    await phoneField.fill(telefono);
    await guardar.click();
    await expect(page.getByRole('heading', { name: 'Verificá tu teléfono' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
