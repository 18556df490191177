import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { LOGIN_FAILED_MESSAGE, setUserAnulado } from '../src/modules/cuentas/service.ts';
import { listManagedComercios, canManageComercio } from '../src/modules/cuentas/staff.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';

const TEST_START = '2026-11-21T21:00:00-03:00';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: TEST_START });
});
afterAll(() => t.close());

/** Each test that fails logins on purpose uses its own client address, so the per-address limit stays its own. */
let addressSeq = 0;
const nextAddress = () => `10.0.0.${++addressSeq}`;

const postLogin = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/login/Login', payload: payload as object, remoteAddress });
const getActivo = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/login/GetActivo', headers });

describe('POST /api/login/Login', () => {
  it('answers the spec login response for the demo admin', async () => {
    const res = await postLogin({ userName: 'admin', password: 'admin1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'admin',
      'entrega',
      'expiration',
      'id',
      'nombre',
      'token',
      'user',
      'ver',
    ]);
    expect(body).toMatchObject({ admin: true, user: 'admin', nombre: 'Administración Vidriera', ver: 1 });
    expect(typeof body.id).toBe('number');
    expect(typeof body.token).toBe('string');
    // A week after the test clock's now, whatever the machine's clock or zone.
    expect(new Date(body.expiration).getTime()).toBe(new Date(TEST_START).getTime() + 7 * 24 * 3600 * 1000);
  });

  it('answers admin false for a merchant, and matches the user name case-insensitively', async () => {
    const res = await postLogin({ userName: ' LaFarola ', password: 'lafarola1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ admin: false, user: 'lafarola' });
  });

  it('answers 401 with one message for a wrong password, an unknown user and an account without password', async () => {
    const wrong = await postLogin({ userName: 'admin', password: 'nope-nope' });
    const unknown = await postLogin({ userName: 'nadie', password: 'admin1234' });
    const customer = await postLogin({ userName: '2494000000', password: 'cualquiera' });
    for (const res of [wrong, unknown, customer]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, error: 'Unauthorized', message: LOGIN_FAILED_MESSAGE });
    }
  });

  it('refuses an anulado user with the same 401 message as wrong credentials', async () => {
    const user = await registerCustomerWithPassword('2494111111', 'anulado-1234');
    await setUserAnulado(t.db, user.id, true, t.clock.now());
    const res = await postLogin({ userName: '2494111111', password: 'anulado-1234' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it.each([
    [{}, 'Ingresá tu usuario'],
    [{ userName: 'admin' }, 'Ingresá tu contraseña'],
    [{ userName: '', password: 'x' }, 'Ingresá tu usuario'],
    [{ userName: 'admin', password: '' }, 'Ingresá tu contraseña'],
    [{ userName: 12, password: 'x' }, 'El usuario debe ser un texto'],
    [{ userName: 'a'.repeat(101), password: 'x' }, 'El usuario es demasiado largo'],
  ])('answers 400 with a Spanish message for %j', async (payload, message) => {
    const res = await postLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it('answers 400 (not 500) for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{userName:',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo enviado no es JSON válido');
  });

  it('slows failed attempts per user name and address in growing steps; a clean address still gets in', async () => {
    const start = t.clock.now();
    const attacker = nextAddress();
    const fail = async (i: number) =>
      expect((await postLogin({ userName: 'cumbre', password: `mal-${i}` }, attacker)).statusCode).toBe(401);
    const merchantElsewhere = async () =>
      expect((await postLogin({ userName: 'cumbre', password: 'cumbre1234' })).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await fail(i);
    // First step: a minute, even for the right password from that address.
    const first = await postLogin({ userName: 'cumbre', password: 'cumbre1234' }, attacker);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('60');
    expect(first.json()).toEqual({
      status: 429,
      error: 'Too Many Requests',
      message: 'Demasiados intentos. Probá de nuevo en 1 minuto.',
    });
    // The merchant, from the venue's phone, is not locked out by someone failing elsewhere.
    await merchantElsewhere();

    t.clock.advance(60 * 1000);
    for (let i = 5; i < 9; i++) await fail(i);
    // Second step (10 in 15 minutes, the refused try counted too): what is left of the quarter hour.
    const second = await postLogin({ userName: 'cumbre', password: 'cumbre1234' }, attacker);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(15 * 60 - 60);
    await merchantElsewhere();

    // Once the window ends, the right password gets in from that address too.
    t.clock.advance((15 * 60 - 60) * 1000);
    expect((await postLogin({ userName: 'cumbre', password: 'cumbre1234' }, attacker)).statusCode).toBe(200);
    t.clock.set(start);
  });

  it('limits failed attempts per client address across user names', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) {
      expect((await postLogin({ userName: `fantasma${i}`, password: 'x' }, address)).statusCode).toBe(401);
    }
    const limited = await postLogin({ userName: 'admin', password: 'admin1234' }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await postLogin({ userName: 'admin', password: 'admin1234' })).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const address = nextAddress();
    for (let i = 0; i < 15; i++) await login(t.app, 'serrana', 'serrana1234', address);
  });
});

describe('GET /api/login/GetActivo', () => {
  it('answers the session user without any password hash', async () => {
    const session = await login(t.app, 'lafarola', 'lafarola1234');
    const res = await getActivo(bearer(session.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: session.id,
      userName: 'lafarola',
      nombreApellido: 'Marta Farola',
      telefono: null,
      domicilio: '',
      admin: false,
      anulado: false,
    });
  });

  it('answers 401 without a token, and for a malformed or forged one', async () => {
    const session = await login(t.app, 'admin', 'admin1234');
    const forged = await new SignJWT({ ver: session.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const tampered = `${session.token.slice(0, -4)}AAAA`;
    for (const headers of [{}, { authorization: 'Bearer ' }, bearer('abc.def.ghi'), bearer(forged), bearer(tampered)]) {
      const res = await getActivo(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: 'Necesitás iniciar sesión para continuar.' });
    }
  });

  it('answers 401 for a token signed with the right secret but without an expiry, or longer-lived than ours', async () => {
    const session = await login(t.app, 'admin', 'admin1234');
    const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
    const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ ver: session.ver }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(session.id))).sign(
        secret,
      );
    // The control: the same claims as ours are accepted, so the refusals below are about the claims alone.
    const ours = await sign((jwt) => jwt.setIssuedAt(issuedAt).setExpirationTime(issuedAt + 3600));
    expect((await getActivo(bearer(ours))).statusCode).toBe(200);
    const noExp = await sign((jwt) => jwt.setIssuedAt(issuedAt));
    const noIat = await sign((jwt) => jwt.setExpirationTime(issuedAt + 3600));
    // Issued eight days ago with an expiry ten years ahead: older than any token we issue.
    const ancient = await sign((jwt) =>
      jwt.setIssuedAt(issuedAt - 8 * 24 * 3600).setExpirationTime(issuedAt + 10 * 365 * 24 * 3600),
    );
    for (const token of [noExp, noIat, ancient]) {
      const res = await getActivo(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: 'Necesitás iniciar sesión para continuar.' });
    }
  });

  it('answers 401 once the token expired (a week later on the clock), though it was accepted the second before', async () => {
    const start = t.clock.now();
    const session = await login(t.app, 'admin', 'admin1234');
    t.clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await getActivo(bearer(session.token))).statusCode).toBe(200);
    // Its expiry second itself is past (jose's rule), also for a token this process has already verified.
    t.clock.set(session.expiration);
    expect((await getActivo(bearer(session.token))).statusCode).toBe(401);
    t.clock.advance(1000);
    expect((await getActivo(bearer(session.token))).statusCode).toBe(401);
    t.clock.set(start);
  });

  it('answers 401 for a token of an older ver (LogoutAll) and for an anulado user', async () => {
    const customer = await registerCustomer(t.app, '2494222222');
    const logoutAll = await t.app.inject({
      method: 'POST',
      url: '/api/login/LogoutAll',
      headers: bearer(customer.token),
    });
    expect(logoutAll.statusCode).toBe(204);
    expect((await getActivo(bearer(customer.token))).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.ver).toBe(customer.ver + 1);

    const lucia = await login(t.app, 'serrana', 'serrana1234');
    expect((await getActivo(bearer(lucia.token))).statusCode).toBe(200);
    const disabled = await setUserAnulado(t.db, lucia.id, true, t.clock.now());
    expect(disabled.ver).toBe(lucia.ver + 1);
    expect((await getActivo(bearer(lucia.token))).statusCode).toBe(401);
    await setUserAnulado(t.db, lucia.id, false, t.clock.now());
    // Re-enabling does not bring old tokens back.
    expect((await getActivo(bearer(lucia.token))).statusCode).toBe(401);
    const fresh = await login(t.app, 'serrana', 'serrana1234');
    expect(fresh.ver).toBe(lucia.ver + 1);
    expect((await getActivo(bearer(fresh.token))).statusCode).toBe(200);
  });
});

describe('POST /api/login/newToken', () => {
  it('answers a fresh login response for the caller, whatever userName the body names', async () => {
    const session = await login(t.app, 'lafarola', 'lafarola1234');
    t.clock.advance(60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/newToken',
      headers: bearer(session.token),
      payload: { userName: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: session.id, user: 'lafarola', admin: false, ver: session.ver });
    expect(new Date(body.expiration).getTime()).toBe(new Date(session.expiration).getTime() + 60_000);
    const me = await getActivo(bearer(body.token));
    expect(me.json().userName).toBe('lafarola');
  });

  it('answers 401 without a valid session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/newToken', payload: { userName: 'admin' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/login/Update', () => {
  const update = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/Update',
      headers: token ? bearer(token) : {},
      payload,
    });

  it("updates the caller's own name, phone and address and answers the login response", async () => {
    const session = await registerCustomer(t.app, '2494333333', 'Ana');
    const res = await update(session.token, {
      id: session.id,
      nombreApellido: 'Ana Pérez',
      telefono: '+54 9 249 433-3334',
      domicilio: 'Pinto 450, Tandil',
      admin: true,
      anulado: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: session.id,
      nombre: 'Ana Pérez',
      entrega: 'Pinto 450, Tandil',
      admin: false,
    });
    const me = (await getActivo(bearer(res.json().token))).json();
    expect(me).toMatchObject({ telefono: '2494333334', nombreApellido: 'Ana Pérez', admin: false });
  });

  it('keeps the address on file when the form sends it empty or with the default text', async () => {
    const session = await registerCustomer(t.app, '2494333335');
    await update(session.token, { nombreApellido: 'Beto', telefono: '2494333335', domicilio: 'Sarmiento 10' });
    const res = await update(session.token, {
      nombreApellido: 'Beto',
      telefono: '2494333335',
      domicilio: 'Completar Domicilio',
    });
    expect(res.json().entrega).toBe('Sarmiento 10');
  });

  it('refuses an id of another user (403) and leaves that user untouched', async () => {
    const victim = await registerCustomer(t.app, '2494444444', 'Víctima');
    const attacker = await registerCustomer(t.app, '2494444445', 'Atacante');
    const res = await update(attacker.token, { id: victim.id, nombreApellido: 'Hackeado', telefono: '2494444445' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No podés modificar los datos de otro usuario.');
    const me = (await getActivo(bearer(victim.token))).json();
    expect(me.nombreApellido).toBe('Víctima');
  });

  it('answers 409 for a phone that belongs to another account', async () => {
    await registerCustomer(t.app, '2494555555');
    const session = await registerCustomer(t.app, '2494555556');
    const res = await update(session.token, { nombreApellido: 'X', telefono: '15 4555555' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ese teléfono ya pertenece a otra cuenta.');
  });

  it('answers 400 for an invalid phone or a missing name, and 401 without a session', async () => {
    const session = await registerCustomer(t.app, '2494555557');
    const badPhone = await update(session.token, { nombreApellido: 'X', telefono: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('El numero telefónico ingresado parece tener un error o no está completo');
    const noName = await update(session.token, { nombreApellido: '  ', telefono: '2494555557' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Ingresá tu nombre');
    expect((await update(null, { nombreApellido: 'X', telefono: '2494555557' })).statusCode).toBe(401);
  });
});

describe('staff helpers', () => {
  it('lists the businesses a merchant runs and answers whether a user may manage one', async () => {
    const owner = await login(t.app, 'lafarola', 'lafarola1234');
    const admin = await login(t.app, 'admin', 'admin1234');
    const managed = await listManagedComercios(t.db, owner.id);
    expect(managed.map((m) => [m.carpeta, m.rol])).toEqual([['la-farola', 'owner']]);
    const farolaId = managed[0]!.comercioId;
    expect(await canManageComercio(t.db, { id: owner.id, admin: false }, farolaId, 'owner')).toBe(true);
    const cumbre = await login(t.app, 'cumbre', 'cumbre1234');
    expect(await canManageComercio(t.db, { id: cumbre.id, admin: false }, farolaId)).toBe(false);
    expect(await canManageComercio(t.db, { id: admin.id, admin: true }, farolaId)).toBe(true);
    expect(await listManagedComercios(t.db, admin.id)).toEqual([]);
  });
});

/** A customer who also chose a password at registration (the form's user info allows one). */
async function registerCustomerWithPassword(telefono: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/Create',
    payload: { userName: '', password, nombreApellido: 'Con Clave', telefono },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; token: string };
}
