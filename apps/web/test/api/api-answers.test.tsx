import type { LoginResponse } from '@vidriera/domain/cuentas';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestRoot } from '../helpers/test-root.tsx';

// What the app does with every answer of the API besides its body (src/api/client.ts, noteApiAnswer): the
// server's time for the device's estimate of its clock (server-clock.ts), and a 401 to a call that carried the
// session's token, which ends the session. Each test loads the app's modules afresh (a page load) on a fake clock.

type Modules = {
  clock: typeof import('../../src/api/server-clock.ts');
  session: typeof import('../../src/api/session.ts');
  login: typeof import('../../src/api/login.ts');
  activo: typeof import('../../src/api/get-activo.ts');
  listado: typeof import('../../src/api/get-listado.ts');
  exportacion: typeof import('../../src/api/back-office-descargar-exportacion.ts');
};
let app: Modules;

async function loadPage(): Promise<Modules> {
  vi.resetModules();
  return {
    clock: await import('../../src/api/server-clock.ts'),
    session: await import('../../src/api/session.ts'),
    login: await import('../../src/api/login.ts'),
    activo: await import('../../src/api/get-activo.ts'),
    listado: await import('../../src/api/get-listado.ts'),
    exportacion: await import('../../src/api/back-office-descargar-exportacion.ts'),
  };
}

/** The server's clock: a Saturday night. The phone's is set by each test (a month ahead, behind, right). */
const SERVER_NOW = Date.parse('2026-11-21T21:00:00-03:00');
const DAY = 86_400_000;
const WEEK = 7 * DAY;

let serverNow = SERVER_NOW;
/** How long the network takes each way, in ms of the device's clock. */
const ONE_WAY_MS = 40;

/**
 * The API as the phone's fetch reaches it: each call takes ONE_WAY_MS there and back (moving the fake clock, server
 * and device alike), and is answered with `answer(url, init)`, stamped with the server's clock then.
 */
function stubApi(answer: (url: string, init: RequestInit) => { status?: number; body: unknown }) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    vi.advanceTimersByTime(ONE_WAY_MS);
    serverNow += ONE_WAY_MS;
    const stamped = serverNow;
    const { status = 200, body } = answer(url, init);
    vi.advanceTimersByTime(ONE_WAY_MS);
    serverNow += ONE_WAY_MS;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-server-time': String(stamped) },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The phone's clock `aheadMs` ahead of the server's (negative: behind). */
function setPhoneClock(aheadMs: number): void {
  vi.setSystemTime(serverNow + aheadMs);
}

function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'tok-1',
    // The token's real lifetime, by the server's clock.
    expiration: new Date(serverNow + WEEK).toISOString(),
    admin: false,
    id: 42,
    entrega: '',
    nombre: 'Ana',
    user: 'ana',
    ver: 1,
    ...overrides,
  };
}

const loginError = { status: 401, error: 'Unauthorized', message: 'Usuario o contraseña incorrectos' };
const sessionError = { status: 401, error: 'Unauthorized', message: 'Tenés que iniciar sesión' };

/** Shows whether the page's session (this load's modules) is signed in. */
function Who() {
  return <p>{app.session.useSession().isLoggedIn ? 'in' : 'out'}</p>;
}

beforeEach(async () => {
  localStorage.clear();
  serverNow = SERVER_NOW;
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  app = await loadPage();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a phone whose clock is wrong, judged by the server's", () => {
  const view = useTestRoot();
  for (const [name, ahead] of [
    ['a month ahead', 30 * DAY],
    ['a month behind', -30 * DAY],
  ] as const) {
    it(`stays signed in for the token's real lifetime with a clock ${name}, then is signed out`, async () => {
      setPhoneClock(ahead);
      stubApi(() => ({ body: loginAnswer() }));
      // As the login screen does: the session is stored as the answer arrives; its answer has told the time.
      const session = await app.login.login({ userName: 'ana', password: 'secreta1' });
      app.session.storeSession(session);
      expect(app.session.isLoggedIn()).toBe(true);
      expect(app.session.getToken()).toBe('tok-1');

      // The next visit judges it before any answer, by the estimate it kept.
      vi.advanceTimersByTime(WEEK - 60_000);
      app = await loadPage();
      expect(app.session.isLoggedIn()).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(app.session.isLoggedIn()).toBe(false);
      expect(localStorage.getItem('token')).toBeNull();
    });
  }

  it("judges a session stored before this visit's first answer by the device clock, then by the server's", async () => {
    // The phone is a month behind, and has never heard the server's time: the expired token looks alive.
    setPhoneClock(-30 * DAY);
    app.session.storeSession(loginAnswer({ expiration: new Date(serverNow - 60_000).toISOString() }));
    await view.render(<Who />);
    expect(view.container.textContent).toBe('in');
    // The first answer tells the time: the session is over.
    stubApi(() => ({ body: [] }));
    await act(() => app.listado.getListado('tandil.localhost'));
    await act(async () => vi.advanceTimersByTime(100));
    expect(view.container.textContent).toBe('out');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the server time of every answer', () => {
  it('is taken from the calls the page made early, with the times the page noted', async () => {
    setPhoneClock(30 * DAY);
    const sentAt = Date.now();
    const body = JSON.stringify([]);
    const response = new Response(body, { headers: { 'x-server-time': String(serverNow + 50) } });
    (window as unknown as Record<string, unknown>).__earlyResponses = [
      {
        method: 'GET',
        url: '/api/comercios/getListado/tandil.localhost',
        body: null,
        response: Promise.resolve(response),
        sentAt,
        receivedAt: sentAt + 100,
      },
    ];
    // The app takes it long after it came: its own clock then says nothing of when the server answered.
    vi.advanceTimersByTime(5_000);
    const fetch = stubApi(() => ({ body: [] }));
    await app.listado.getListado('tandil.localhost');
    expect(fetch).not.toHaveBeenCalled();
    expect(app.clock.serverClockOffset()).toBe(-30 * DAY);
    delete (window as unknown as Record<string, unknown>).__earlyResponses;
  });

  it('is not taken from the first call of what the page preloaded, whose answer may predate the call', async () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('href', '/api/comercios/getListado/tandil.localhost');
    document.head.appendChild(link);
    // Set last: happy-dom would make a connected fetch preload's call itself.
    link.as = 'fetch';
    setPhoneClock(2 * DAY);
    stubApi(() => ({ body: [] }));
    await app.listado.getListado('tandil.localhost');
    expect(app.clock.serverClockOffset()).toBe(0);
    await app.listado.getListado('tandil.localhost');
    expect(app.clock.serverClockOffset()).toBe(-2 * DAY);
    link.remove();
  });
});

describe('a 401', () => {
  it("to a call that carried the session's token ends the session, whatever the call", async () => {
    setPhoneClock(0);
    app.session.storeSession(loginAnswer());
    localStorage.setItem('pedidopendiente', '{"pedido":{}}');
    const fetch = stubApi(() => ({ status: 401, body: sessionError }));
    await expect(app.activo.getActivo()).rejects.toMatchObject({ status: 401 });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    expect(app.session.isLoggedIn()).toBe(false);
    for (const key of ['token', 'expiration', 'id', 'pedidopendiente'])
      expect(localStorage.getItem(key), key).toBeNull();
    // The estimate of the server's clock stays.
    expect(localStorage.getItem(app.clock.SERVER_CLOCK_KEY)).not.toBeNull();

    app.session.storeSession(loginAnswer({ token: 'tok-2' }));
    await expect(
      app.exportacion.backOfficeDescargarExportacion(1, 'pedidos', '2026-11-01', '2026-11-21'),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('to a wrong password on the login form (no token sent) changes nothing stored', async () => {
    setPhoneClock(0);
    localStorage.setItem('pedidopendiente', '{"pedido":{}}');
    const fetch = stubApi(() => ({ status: 401, body: loginError }));
    await expect(app.login.login({ userName: 'ana', password: 'mala1234' })).rejects.toMatchObject({ status: 401 });
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
    expect(localStorage.getItem('pedidopendiente')).toBe('{"pedido":{}}');
  });

  it('to a token that a new login has replaced meanwhile leaves the new session', async () => {
    setPhoneClock(0);
    app.session.storeSession(loginAnswer({ token: 'tok-old' }));
    let answerOld: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answerOld = () => resolve(new Response(JSON.stringify(sessionError), { status: 401 }));
          }),
      ),
    );
    const old = app.activo.getActivo();
    app.session.storeSession(loginAnswer({ token: 'tok-new' }));
    answerOld();
    await expect(old).rejects.toMatchObject({ status: 401 });
    expect(app.session.getToken()).toBe('tok-new');
  });
});

describe('useSession', () => {
  const view = useTestRoot();
  it("signs out at the token's expiry by the server's clock, once an answer has told it", async () => {
    // A phone a month behind that has not heard the server's time yet: by its clock the token has a month left.
    setPhoneClock(-30 * DAY);
    app.session.storeSession(loginAnswer({ expiration: new Date(serverNow + 10 * 60_000).toISOString() }));
    await view.render(<Who />);
    expect(view.container.textContent).toBe('in');
    // The first answer tells the server's time: 10 minutes left, not a month.
    stubApi(() => ({ body: [] }));
    await act(() => app.listado.getListado('tandil.localhost'));
    await act(async () => vi.advanceTimersByTime(10 * 60_000 - 1_000));
    expect(view.container.textContent).toBe('in');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(view.container.textContent).toBe('out');
  });
});
