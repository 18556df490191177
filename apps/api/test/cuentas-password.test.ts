import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_TTL_SECONDS,
  INVALID_AUTH_CODE_ERROR,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_HAS_USER_NAME_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  type LoginResponse,
  SAME_PASSWORD_MESSAGE,
} from '@vidriera/domain/cuentas';
import type { StaffMember } from '@vidriera/domain/back-office';
import { auditLog, comercios, outboxMessages, settings, users } from '../src/db/schema.ts';
import { MessengerError } from '../src/integrations/whatsapp/messenger.ts';
import { LOGIN_REQUIRED_MESSAGE } from '../src/plugins/auth.ts';
import { RESET_CODE_REFUSED_MESSAGE } from '../src/modules/cuentas/password-reset.ts';
import { MESSAGE_NOT_SENT_MESSAGE } from '../src/modules/cuentas/registration.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../src/modules/cuentas/staff-passwords.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Staff passwords (issue 35): changed in the back office with the current one (login/ChangePassword), or reset
// with a 6-digit WhatsApp code to the phone on file (login/RequestPasswordReset, login/ResetPassword) through the
// customers' codes, messenger and limits. A change or a reset ends every other session (ver + 1); no answer tells
// whether a user name exists.

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let laFarola: number;
/** Each test's own client addresses, so the per-address limits never mix tests. */
let addresses = 0;
const nextAddress = () => `10.35.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let phones = 0;
const nextPhone = () => `24943${String(++phones).padStart(5, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  const [row] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  laFarola = row!.id;
});
afterAll(() => t.close());

function post(url: string, payload: unknown, options: { token?: string; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: options.token ? bearer(options.token) : {},
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

const getActivo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/login/GetActivo', headers: bearer(token) });

const tryLogin = (userName: string, password: string) =>
  post('/api/login/Login', { userName, password }).then((res) => res.statusCode);

/**
 * A new staff member of La Farola, added by its owner with this password, signed in; with a phone on file (set
 * through login/Update, as the back office's account screen does) unless `telefono` is null.
 */
async function createStaff(userName: string, password: string, telefono: string | null = nextPhone()) {
  const added = await post(`/api/merchant/staff/${laFarola}`, { userName, password }, { token: owner });
  expect(added.statusCode, added.body).toBe(201);
  const member = added.json() as StaffMember;
  let session = await login(t.app, userName, password);
  if (telefono) {
    const updated = await post(
      '/api/login/Update',
      { nombreApellido: `Persona ${userName}`, telefono },
      { token: session.token },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    session = updated.json() as LoginResponse;
  }
  return { userId: member.userId, userName, session, telefono };
}

async function outboxFor(telefono: string) {
  return t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.telefono, telefono))
    .orderBy(desc(outboxMessages.id));
}

async function outboxSize(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(outboxMessages);
  return row?.n ?? 0;
}

/** The code of the last reset message sent to a phone, as WhatsApp would bring it. */
async function readResetCode(telefono: string): Promise<string> {
  const [last] = await outboxFor(telefono);
  const code = /^Tu código para cambiar la contraseña es (\d{6})$/.exec(last?.body ?? '')?.[1];
  if (!code) throw new Error(`no reset code for ${telefono}: ${last?.body}`);
  return code;
}

async function passwordAudits(userId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(auditLog.id);
}

describe('POST /api/login/ChangePassword', () => {
  it('changes the password with the current one and ends every other session, keeping this one', async () => {
    const ana = await createStaff('cambia.ana', 'la-primera-clave');
    const otherDevice = await login(t.app, 'cambia.ana', 'la-primera-clave');
    const res = await post(
      '/api/login/ChangePassword',
      { passwordActual: 'la-primera-clave', passwordNueva: 'la-segunda-clave' },
      { token: ana.session.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json() as LoginResponse;
    expect(fresh).toMatchObject({ id: ana.userId, user: 'cambia.ana', admin: false, ver: ana.session.ver + 1 });
    // The answer's session works; every token issued before, on this device or another, is refused.
    expect((await getActivo(fresh.token)).statusCode).toBe(200);
    expect((await getActivo(ana.session.token)).statusCode).toBe(401);
    expect((await getActivo(otherDevice.token)).statusCode).toBe(401);
    expect(await tryLogin('cambia.ana', 'la-primera-clave')).toBe(401);
    expect(await tryLogin('cambia.ana', 'la-segunda-clave')).toBe(200);
    // Audited as the user's own doing, without any hash.
    const audits = await passwordAudits(ana.userId);
    expect(audits.map((a) => [a.action, a.userName, a.comercioId])).toEqual([
      ['user.password.change', 'cambia.ana', null],
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/argon2|segunda/);
  });

  it('answers a wrong current password with 400 on that field: the session stays, nothing changes', async () => {
    const beto = await createStaff('cambia.beto', 'la-clave-de-beto');
    const res = await post(
      '/api/login/ChangePassword',
      { passwordActual: 'no-es-esta-clave', passwordNueva: 'otra-clave-larga' },
      { token: beto.session.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      errors: { passwordActual: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    });
    expect((await getActivo(beto.session.token)).statusCode).toBe(200);
    expect(await tryLogin('cambia.beto', 'la-clave-de-beto')).toBe(200);
    expect(await passwordAudits(beto.userId)).toEqual([]);
  });

  it.each([
    [{ passwordActual: 'la-clave-de-caro', passwordNueva: 'corta' }, 'passwordNueva', PASSWORD_TOO_SHORT_MESSAGE],
    [{ passwordActual: 'la-clave-de-caro', passwordNueva: 'qwerty1234' }, 'passwordNueva', PASSWORD_COMMON_MESSAGE],
    [{ passwordActual: 'la-clave-de-caro', passwordNueva: 'la-clave-de-caro' }, 'passwordNueva', SAME_PASSWORD_MESSAGE],
    // The session's user name, which the body does not carry.
    [
      { passwordActual: 'la-clave-de-caro', passwordNueva: 'soy-Cambia.Caro-2026' },
      'passwordNueva',
      PASSWORD_HAS_USER_NAME_MESSAGE,
    ],
    [{ passwordNueva: 'otra-clave-larga' }, 'passwordActual', 'Ingresá tu contraseña actual'],
    [
      { passwordActual: 'la-clave-de-caro', passwordNueva: 12345678901 },
      'passwordNueva',
      'La contraseña debe ser un texto',
    ],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const caro = await createStaff(`cambia.caro${++addresses}`, 'la-clave-de-caro', null);
    const withName = JSON.parse(JSON.stringify(body).replace('Cambia.Caro', caro.userName));
    const res = await post('/api/login/ChangePassword', withName, { token: caro.session.token });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await tryLogin(caro.userName, 'la-clave-de-caro')).toBe(200);
  });

  it('needs a session, before reading the body', async () => {
    for (const body of [{ passwordActual: 'x', passwordNueva: 'otra-clave-larga' }, { passwordActual: 1 }]) {
      const res = await post('/api/login/ChangePassword', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LOGIN_REQUIRED_MESSAGE);
    }
  });

  it("changes only the session user's password, whatever the body names", async () => {
    const dani = await createStaff('cambia.dani', 'la-clave-de-dani');
    const res = await post(
      '/api/login/ChangePassword',
      { passwordActual: 'la-clave-de-dani', passwordNueva: 'la-nueva-de-dani', userName: 'lafarola', id: 1 },
      { token: dani.session.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBe('cambia.dani');
    expect(await tryLogin('lafarola', 'lafarola1234')).toBe(200);
    expect(await tryLogin('cambia.dani', 'la-nueva-de-dani')).toBe(200);
  });

  it('counts a wrong current password as a failed login: 429 after 5 a minute from one address', async () => {
    const eli = await createStaff('cambia.eli', 'la-clave-de-eli');
    const remoteAddress = nextAddress();
    const attempt = (passwordActual: string) =>
      post(
        '/api/login/ChangePassword',
        { passwordActual, passwordNueva: 'la-nueva-de-eli' },
        { token: eli.session.token, remoteAddress },
      );
    for (let i = 0; i < 5; i++) expect((await attempt(`mal-${i}-clave`)).statusCode).toBe(400);
    const limited = await attempt('la-clave-de-eli');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The minute's step ends; the right password gets through.
    t.clock.advance(61_000);
    expect((await attempt('la-clave-de-eli')).statusCode).toBe(200);
  });

  it('refuses an account without a password (a customer) as a wrong current password', async () => {
    const created = await post('/api/login/Create', { nombreApellido: 'Cliente Sin Clave', telefono: nextPhone() });
    const res = await post(
      '/api/login/ChangePassword',
      { passwordActual: 'cualquiera-vale', passwordNueva: 'una-clave-nueva' },
      { token: (created.json() as LoginResponse).token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
  });
});

describe('POST /api/login/RequestPasswordReset', () => {
  it('sends a 6-digit code by WhatsApp to the phone on file and shows it masked', async () => {
    const fede = await createStaff('olvida.fede', 'la-clave-de-fede', '2494123456');
    const res = await post('/api/login/RequestPasswordReset', { userName: ' Olvida.Fede ' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ telefono: '••••••••56', resendAfterSeconds: AUTH_CODE_RESEND_SECONDS });
    expect(await readResetCode(fede.telefono!)).toMatch(/^\d{6}$/);
  });

  it('answers a user name that does not exist, has no phone or is disabled exactly like one that does', async () => {
    await createStaff('olvida.sinfono', 'la-clave-sin-fono', null);
    const disabled = await createStaff('olvida.baja', 'la-clave-de-baja');
    await t.db.update(users).set({ anulado: true }).where(eq(users.id, disabled.userId));
    const before = await outboxSize();
    for (const userName of ['no.existe.nadie', 'olvida.sinfono', 'olvida.baja']) {
      const res = await post('/api/login/RequestPasswordReset', { userName });
      expect(res.statusCode, userName).toBe(202);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['resendAfterSeconds', 'telefono']);
      expect(body.telefono).toMatch(/^••••••••\d\d$/);
      expect(body.resendAfterSeconds).toBe(AUTH_CODE_RESEND_SECONDS);
    }
    expect(await outboxSize()).toBe(before);
    // The digits shown for a name stay the same on every request (a change would tell), also once the key is
    // read anew from the database.
    t.clock.advance(AUTH_CODE_RESEND_SECONDS * 1000);
    const first = (await post('/api/login/RequestPasswordReset', { userName: 'no.existe.nadie' })).json();
    t.clock.advance(AUTH_CODE_RESEND_SECONDS * 1000);
    const second = (await post('/api/login/RequestPasswordReset', { userName: 'NO.EXISTE.NADIE' })).json();
    expect(second.telefono).toBe(first.telefono);
    const keys = await t.db.select().from(settings).where(eq(settings.key, 'password_reset_mask_key'));
    expect(keys).toHaveLength(1);
  });

  it('sends one code per user name a minute, known or not: 429 with the seconds left', async () => {
    const gabi = await createStaff('olvida.gabi', 'la-clave-de-gabi');
    for (const userName of ['olvida.gabi', 'olvida.nadie']) {
      expect((await post('/api/login/RequestPasswordReset', { userName })).statusCode).toBe(202);
      // From another address too: the limit is the name's.
      const again = await post('/api/login/RequestPasswordReset', { userName });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ resendAfterSeconds: AUTH_CODE_RESEND_SECONDS });
      expect(again.headers['retry-after']).toBe(String(AUTH_CODE_RESEND_SECONDS));
    }
    expect(await outboxFor(gabi.telefono!)).toHaveLength(1);
    const firstCode = await readResetCode(gabi.telefono!);
    t.clock.advance(AUTH_CODE_RESEND_SECONDS * 1000 + 1000);
    expect((await post('/api/login/RequestPasswordReset', { userName: 'olvida.gabi' })).statusCode).toBe(202);
    expect(await outboxFor(gabi.telefono!)).toHaveLength(2);
    // Only the latest code counts.
    const secondCode = await readResetCode(gabi.telefono!);
    if (secondCode !== firstCode) {
      const stale = await post('/api/login/ResetPassword', {
        userName: 'olvida.gabi',
        authCode: firstCode,
        passwordNueva: 'la-nueva-de-gabi',
      });
      expect(stale.statusCode).toBe(400);
    }
    const fresh = await post('/api/login/ResetPassword', {
      userName: 'olvida.gabi',
      authCode: secondCode,
      passwordNueva: 'la-nueva-de-gabi',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("counts against the address's budget of codes, the customers' own", async () => {
    const remoteAddress = nextAddress();
    // The budget (REGISTRATIONS_PER_IP, 60 in these tests) spent by registrations and code requests from there.
    for (let i = 0; i < 60; i++) {
      await t.app.rateLimiter.consume(`create:ip:${remoteAddress}`, { limit: 60, windowSeconds: 900 });
    }
    const res = await post('/api/login/RequestPasswordReset', { userName: 'olvida.quien' }, { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Demasiados intentos/);
  });

  it('answers 503 when WhatsApp refuses the message, and lets the code be asked again at once', async () => {
    const hugo = await createStaff('olvida.hugo', 'la-clave-de-hugo');
    const send = vi.spyOn(t.app.messenger, 'send').mockRejectedValueOnce(new MessengerError('provider down'));
    try {
      const refused = await post('/api/login/RequestPasswordReset', { userName: 'olvida.hugo' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(MESSAGE_NOT_SENT_MESSAGE);
    } finally {
      send.mockRestore();
    }
    expect((await post('/api/login/RequestPasswordReset', { userName: 'olvida.hugo' })).statusCode).toBe(202);
    expect(await outboxFor(hugo.telefono!)).toHaveLength(1);
  });

  it('asks for a user name', async () => {
    for (const body of [{}, { userName: '  ' }, { userName: 5 }]) {
      const res = await post('/api/login/RequestPasswordReset', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['userName']);
    }
  });
});

describe('POST /api/login/ResetPassword', () => {
  async function requestCode(userName: string, telefono: string): Promise<string> {
    const res = await post('/api/login/RequestPasswordReset', { userName });
    expect(res.statusCode).toBe(202);
    return readResetCode(telefono);
  }

  it('sets the new password with the code, ends every session, proves the phone and signs in', async () => {
    const ines = await createStaff('olvida.ines', 'la-clave-de-ines');
    const code = await requestCode('olvida.ines', ines.telefono!);
    const res = await post('/api/login/ResetPassword', {
      userName: 'OLVIDA.INES',
      authCode: code,
      passwordNueva: 'la-nueva-de-ines',
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json() as LoginResponse;
    expect(session).toMatchObject({ id: ines.userId, user: 'olvida.ines', ver: ines.session.ver + 1 });
    expect((await getActivo(session.token)).statusCode).toBe(200);
    expect((await getActivo(ines.session.token)).statusCode).toBe(401);
    expect(await tryLogin('olvida.ines', 'la-clave-de-ines')).toBe(401);
    expect(await tryLogin('olvida.ines', 'la-nueva-de-ines')).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, ines.userId));
    expect(row?.telefonoVerificadoAt).not.toBeNull();
    expect((await passwordAudits(ines.userId)).map((a) => [a.action, a.userName])).toEqual([
      ['user.password.reset', 'olvida.ines'],
    ]);
    // A code is used once.
    const again = await post('/api/login/ResetPassword', {
      userName: 'olvida.ines',
      authCode: code,
      passwordNueva: 'la-tercera-de-ines',
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers a wrong code, a spent or expired one and an unknown user name with the same 400', async () => {
    const juan = await createStaff('olvida.juan', 'la-clave-de-juan');
    const noCodeYet = await createStaff('olvida.kari', 'la-clave-de-kari');
    const code = await requestCode('olvida.juan', juan.telefono!);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = [
      await post('/api/login/ResetPassword', {
        userName: 'olvida.juan',
        authCode: wrong,
        passwordNueva: 'la-nueva-clave',
      }),
      await post('/api/login/ResetPassword', {
        userName: 'no.existe.nunca',
        authCode: code,
        passwordNueva: 'la-nueva-clave',
      }),
      await post('/api/login/ResetPassword', {
        userName: noCodeYet.userName,
        authCode: code,
        passwordNueva: 'la-nueva-clave',
      }),
    ];
    t.clock.advance(AUTH_CODE_TTL_SECONDS * 1000 + 1000);
    answers.push(
      await post('/api/login/ResetPassword', {
        userName: 'olvida.juan',
        authCode: code,
        passwordNueva: 'la-nueva-clave',
      }),
    );
    const bodies = answers.map((res) => ({ status: res.statusCode, body: res.json() }));
    for (const answer of bodies) {
      expect(answer).toEqual({
        status: 400,
        body: { status: 400, error: INVALID_AUTH_CODE_ERROR, message: RESET_CODE_REFUSED_MESSAGE },
      });
    }
    expect(await tryLogin('olvida.juan', 'la-clave-de-juan')).toBe(200);
    expect(await tryLogin(noCodeYet.userName, 'la-clave-de-kari')).toBe(200);
  });

  it('stops taking a code after 5 wrong tries, even the right one', async () => {
    const lara = await createStaff('olvida.lara', 'la-clave-de-lara');
    const code = await requestCode('olvida.lara', lara.telefono!);
    const wrongCodes = ['111111', '222222', '333333', '444444', '555555', '666666'].filter((c) => c !== code);
    for (const authCode of wrongCodes.slice(0, 5)) {
      const res = await post('/api/login/ResetPassword', {
        userName: 'olvida.lara',
        authCode,
        passwordNueva: 'la-nueva-de-lara',
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await post('/api/login/ResetPassword', {
      userName: 'olvida.lara',
      authCode: code,
      passwordNueva: 'la-nueva-de-lara',
    });
    expect(right.statusCode).toBe(400);
    expect(await tryLogin('olvida.lara', 'la-clave-de-lara')).toBe(200);
  });

  it('counts each try as a failed login of that user name from that address: 429 after 5 a minute', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/login/ResetPassword',
        { userName: 'olvida.mora', authCode: `00000${i}`, passwordNueva: 'la-nueva-de-mora' },
        { remoteAddress },
      );
      expect(res.statusCode).toBe(400);
    }
    const limited = await post(
      '/api/login/ResetPassword',
      { userName: 'olvida.mora', authCode: '000009', passwordNueva: 'la-nueva-de-mora' },
      { remoteAddress },
    );
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a weak password before the code, which stays usable', async () => {
    const nico = await createStaff('olvida.nico', 'la-clave-de-nico');
    const code = await requestCode('olvida.nico', nico.telefono!);
    for (const [passwordNueva, message] of [
      ['corta', PASSWORD_TOO_SHORT_MESSAGE],
      ['contraseña123', PASSWORD_COMMON_MESSAGE],
      ['clave-de-Olvida.Nico', PASSWORD_HAS_USER_NAME_MESSAGE],
    ] as const) {
      const res = await post('/api/login/ResetPassword', { userName: 'olvida.nico', authCode: code, passwordNueva });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.passwordNueva).toEqual([message]);
    }
    const bad = await post('/api/login/ResetPassword', {
      userName: 'olvida.nico',
      authCode: '12ab56',
      passwordNueva: 'x',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['authCode', 'passwordNueva']);
    const done = await post('/api/login/ResetPassword', {
      userName: 'olvida.nico',
      authCode: code,
      passwordNueva: 'la-nueva-de-nico',
    });
    expect(done.statusCode).toBe(200);
  });
});

describe('staff created with a password', () => {
  it.each([
    ['nueva.cajera', 'cajera1', PASSWORD_TOO_SHORT_MESSAGE],
    ['nueva.cajera', 'lafarola1234', PASSWORD_COMMON_MESSAGE],
    ['nueva.cajera', 'nueva.cajera.2026', PASSWORD_HAS_USER_NAME_MESSAGE],
  ])('refuses %s with %j: %s', async (userName, password, message) => {
    const res = await post(`/api/merchant/staff/${laFarola}`, { userName, password }, { token: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual([message]);
    expect(await t.db.select().from(users).where(eq(users.userName, userName))).toEqual([]);
  });
});
