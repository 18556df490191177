import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCodes, outboxMessages, users } from '../src/db/schema.ts';
import { setUserAnulado } from '../src/modules/cuentas/service.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer, readCodeFromOutbox as readOutboxCode } from './helpers/sessions.ts';

const TEST_START = '2026-11-21T21:00:00-03:00';
const DEMO_PHONE = '2494000000';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: TEST_START });
});
afterAll(() => t.close());

/** Each test gets its own client address, so the per-address limit on login/Create never mixes tests. */
let addressSeq = 0;
let address = '';
afterEach(() => {
  address = '';
});
function create(payload: Record<string, unknown>) {
  address ||= `10.1.0.${++addressSeq}`;
  return t.app.inject({ method: 'POST', url: '/api/login/Create', payload, remoteAddress: address });
}

/** The form's payload, as the account screen sends it. */
const form = (telefono: string, extra: Record<string, unknown> = {}) => ({
  userName: '',
  password: '',
  nombreApellido: 'Cliente Demo',
  telefono,
  admin: false,
  anulado: false,
  domicilio: '',
  configRestoId: 0,
  domainName: 'tandil.localhost',
  authCode: '',
  ...extra,
});

const readCodeFromOutbox = (telefono: string) => readOutboxCode(t.db, telefono);

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the clock past the resend wait so the next call may send a new code. */
const waitForResend = () => t.clock.advance(61_000);

describe('POST /api/login/Create: a new phone', () => {
  it('creates a customer with the normalised phone and answers 200 with the login response', async () => {
    const res = await create(
      form('+54 9 249 412-3456', { nombreApellido: 'Juana Molina', admin: true, anulado: true }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      admin: false,
      user: '2494123456',
      nombre: 'Juana Molina',
      entrega: 'Completar Domicilio',
      ver: 1,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/login/GetActivo', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ telefono: '2494123456', admin: false, anulado: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.siteId).not.toBeNull();
  });

  it('keeps a user name and hashes a password given with the registration', async () => {
    const res = await create(
      form('2494123457', { userName: 'juancito', password: 'juancito-clave', domicilio: 'Rodríguez 80' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: 'juancito', entrega: 'Rodríguez 80' });
    const [row] = await t.db.select().from(users).where(eq(users.userName, 'juancito'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      payload: { userName: 'juancito', password: 'juancito-clave' },
    });
    expect(logged.statusCode).toBe(200);
  });

  it('takes a phone sent as a number', async () => {
    const res = await create(form('', { telefono: 2494123460 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBe('2494123460');
  });

  it('answers 409 for a user name already in use', async () => {
    const res = await create(form('2494123458', { userName: 'Admin' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ese nombre de usuario ya está en uso.');
  });

  it.each([
    [form('123'), 'El numero telefónico ingresado parece tener un error o no está completo'],
    [form('12345678901234'), 'El numero telefónico ingresado parece tener un error o no está completo'],
    [form(''), 'Ingresá tu teléfono'],
    [{ ...form('2494123459'), telefono: undefined }, 'Ingresá tu teléfono'],
    [form('2494123459', { nombreApellido: '' }), 'Ingresá tu nombre'],
    [form('2494123459', { password: 'corta' }), 'La contraseña debe tener al menos 8 caracteres'],
    [form('2494123459', { configRestoId: 'abc' }), 'El comercio debe ser un número'],
    [form('2494123459', { admin: 'sí' }), 'El permiso de administrador debe ser verdadero o falso'],
  ])('answers 400 with a Spanish message for a bad body (%#)', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
});

describe('POST /api/login/Create: a phone that has an account (the code flow)', () => {
  it('sends a code (202), refuses a resend before 60 s (429), a wrong code (400), then logs in with the right one', async () => {
    const first = await create(form('15 4000000', { nombreApellido: 'Cliente Renombrado', domicilio: 'Pinto 123' }));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'Existing', resendAfterSeconds: 60 });

    const code = await readCodeFromOutbox(DEMO_PHONE);
    const [outbox] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.telefono, DEMO_PHONE));
    expect(outbox).toMatchObject({
      channel: 'whatsapp',
      status: 'logged',
      body: `Tu código de verificación es ${code}`,
    });

    // Stored hashed, never as is.
    const [customer] = await t.db.select().from(users).where(eq(users.telefono, DEMO_PHONE));
    const [stored] = await t.db.select().from(authCodes).where(eq(authCodes.userId, customer!.id));
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.expiresAt.getTime()).toBe(new Date(TEST_START).getTime() + 10 * 60 * 1000);

    const again = await create(form(DEMO_PHONE));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ status: 'Existing', resendAfterSeconds: 60 });
    expect(again.json().message).toBe('Ya te enviamos un código. Podés pedir otro en 60 segundos.');
    t.clock.advance(45_000);
    const later = await create(form(DEMO_PHONE));
    expect(later.statusCode).toBe(429);
    expect(later.json().resendAfterSeconds).toBe(15);
    expect(later.headers['retry-after']).toBe('15');

    const wrong = await create(form(DEMO_PHONE, { authCode: wrongCode(code) }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 400,
      error: 'InvalidAuthCode',
      message: 'El código ingresado no es correcto. Revisalo e intentá de nuevo.',
      reason: 'Wrong',
    });

    const right = await create(
      form(DEMO_PHONE, { authCode: code, nombreApellido: 'Cliente Renombrado', domicilio: 'Pinto 123' }),
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      id: customer!.id,
      user: DEMO_PHONE,
      nombre: 'Cliente Renombrado',
      entrega: 'Pinto 123',
      admin: false,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/login/GetActivo', headers: bearer(right.json().token) });
    expect(me.json()).toMatchObject({ id: customer!.id, nombreApellido: 'Cliente Renombrado', domicilio: 'Pinto 123' });

    // A code works once.
    const reused = await create(form(DEMO_PHONE, { authCode: code }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'InvalidAuthCode', reason: 'Unusable' });
  });

  it('keeps the address on file when the verified form sends none', async () => {
    waitForResend();
    await create(form(DEMO_PHONE));
    const code = await readCodeFromOutbox(DEMO_PHONE);
    const res = await create(form(DEMO_PHONE, { authCode: code, domicilio: 'Completar Domicilio' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().entrega).toBe('Pinto 123');
  });

  it('refuses a code after 10 minutes', async () => {
    waitForResend();
    expect((await create(form(DEMO_PHONE))).statusCode).toBe(202);
    const code = await readCodeFromOutbox(DEMO_PHONE);
    t.clock.advance(10 * 60 * 1000 - 1000);
    t.clock.advance(1000);
    const expired = await create(form(DEMO_PHONE, { authCode: code }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      status: 400,
      error: 'InvalidAuthCode',
      message: 'El código venció o ya no es válido. Pedí uno nuevo.',
      reason: 'Unusable',
      resendAfterSeconds: 0,
    });
    // A new code can be asked for, and works.
    expect((await create(form(DEMO_PHONE))).statusCode).toBe(202);
    const fresh = await readCodeFromOutbox(DEMO_PHONE);
    expect((await create(form(DEMO_PHONE, { authCode: fresh }))).statusCode).toBe(200);
  });

  it('accepts a code just before it expires and after 4 wrong tries', async () => {
    waitForResend();
    await create(form(DEMO_PHONE));
    const code = await readCodeFromOutbox(DEMO_PHONE);
    for (let i = 0; i < 4; i++) expect((await create(form(DEMO_PHONE, { authCode: 'abcdef' }))).statusCode).toBe(400);
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await create(form(DEMO_PHONE, { authCode: code }))).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    waitForResend();
    await create(form(DEMO_PHONE));
    const code = await readCodeFromOutbox(DEMO_PHONE);
    for (let i = 0; i < 5; i++) {
      const res = await create(form(DEMO_PHONE, { authCode: wrongCode(code) }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'InvalidAuthCode', reason: 'Wrong' });
    }
    t.clock.advance(20_000);
    const dead = await create(form(DEMO_PHONE, { authCode: code }));
    expect(dead.statusCode).toBe(400);
    // Dead 20 s after it was sent: a new one may be asked for in the 40 s left of the resend wait.
    expect(dead.json()).toMatchObject({
      error: 'InvalidAuthCode',
      message: 'El código venció o ya no es válido. Pedí uno nuevo.',
      reason: 'Unusable',
      resendAfterSeconds: 40,
    });
    t.clock.advance(40_000);
    expect((await create(form(DEMO_PHONE))).statusCode).toBe(202);
    const fresh = await readCodeFromOutbox(DEMO_PHONE);
    expect((await create(form(DEMO_PHONE, { authCode: fresh }))).statusCode).toBe(200);
  });

  it('never allows more than 5 tries per code, even for simultaneous guesses', async () => {
    waitForResend();
    await create(form(DEMO_PHONE));
    const code = await readCodeFromOutbox(DEMO_PHONE);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => create(form(DEMO_PHONE, { authCode: wrongCode(code) }))),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(8).fill(400));
    expect((await create(form(DEMO_PHONE, { authCode: code }))).statusCode).toBe(400);
  });

  it('sends one code for simultaneous requests', async () => {
    waitForResend();
    const before = await t.db.select().from(outboxMessages).where(eq(outboxMessages.telefono, DEMO_PHONE));
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(form(DEMO_PHONE))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 429, 429, 429]);
    const after = await t.db.select().from(outboxMessages).where(eq(outboxMessages.telefono, DEMO_PHONE));
    expect(after.length).toBe(before.length + 1);
  });

  it('accepts only the latest code', async () => {
    waitForResend();
    await create(form(DEMO_PHONE));
    const older = await readCodeFromOutbox(DEMO_PHONE);
    waitForResend();
    await create(form(DEMO_PHONE));
    const latest = await readCodeFromOutbox(DEMO_PHONE);
    if (older !== latest) {
      expect((await create(form(DEMO_PHONE, { authCode: older }))).statusCode).toBe(400);
    }
    expect((await create(form(DEMO_PHONE, { authCode: latest }))).statusCode).toBe(200);
  });

  it('answers 400 InvalidAuthCode when no code was ever asked for', async () => {
    const created = await create(form('2494666666'));
    expect(created.statusCode).toBe(200);
    const res = await create(form('2494666666', { authCode: '123456' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'InvalidAuthCode', reason: 'Unusable' });
  });

  it('answers 403 and sends nothing for an anulado account', async () => {
    const created = await create(form('2494777777'));
    await setUserAnulado(t.db, created.json().id, true, t.clock.now());
    const res = await create(form('2494777777'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Esta cuenta está deshabilitada. Comunicate con el comercio.');
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.telefono, '2494777777'));
    expect(sent).toEqual([]);
  });

  it('limits login/Create calls per client address (429 with Retry-After)', async () => {
    let last = await create(form('2494888888'));
    for (let i = 0; i < 60 && last.statusCode !== 429; i++)
      last = await create(form(`249488${String(i).padStart(4, '0')}`));
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
  });
});

describe('POST /api/login/Create with the WhatsApp Cloud API', () => {
  it('answers 503 and forgets the code when the provider refuses, logging its error and masking the code', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: { message: 'Recipient phone number not in allowed list', code: 131030 } }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const wa = await createTestApp({
      now: TEST_START,
      env: { WHATSAPP_TOKEN: 'token-de-prueba', WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_NUMBER_FORMAT: '54' },
    });
    try {
      expect(wa.app.messenger.kind).toBe('whatsapp-cloud');
      const send = () => wa.app.inject({ method: 'POST', url: '/api/login/Create', payload: form(DEMO_PHONE) });
      const res = await send();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('No pudimos enviarte el código por WhatsApp. Intentá de nuevo en unos minutos.');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('https://graph.facebook.com/v23.0/1234567890/messages');
      expect(JSON.parse(String(init.body))).toMatchObject({ to: '542494000000', type: 'text' });
      const [row] = await wa.db.select().from(outboxMessages).where(eq(outboxMessages.telefono, DEMO_PHONE));
      expect(row).toMatchObject({
        status: 'failed',
        body: 'Tu código de verificación es ••••••',
        error: 'Recipient phone number not in allowed list (code 131030)',
      });
      // The undelivered code does not make the customer wait.
      expect((await send()).statusCode).toBe(503);
    } finally {
      vi.unstubAllGlobals();
      await wa.close();
    }
  });
});
