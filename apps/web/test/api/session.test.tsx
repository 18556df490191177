import type { LoginResponse } from '@vidriera/domain/cuentas';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingOrder,
  clearSession,
  getToken,
  isAdmin,
  isLoggedIn,
  readSessionVer,
  storeSession,
  useSession,
} from '../../src/api/session.ts';
import { useTestRoot } from '../helpers/test-root.tsx';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function login(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'tok-1',
    expiration: inMinutes(60),
    admin: false,
    id: 42,
    entrega: 'Calle 1',
    nombre: 'Ana',
    user: 'ana@example.com',
    ver: 3,
    ...overrides,
  } as LoginResponse;
}

function Who() {
  const session = useSession();
  return <p>{session.isLoggedIn ? `in:${session.nombre}:${session.isAdmin}` : 'out'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('session storage', () => {
  it('keeps a login response under the spec keys', () => {
    storeSession(login({ admin: true }));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('admin')).toBe('true');
    expect(localStorage.getItem('id')).toBe('42');
    expect(localStorage.getItem('user')).toBe('ana@example.com');
    expect(localStorage.getItem('ver')).toBe('3');
    expect(isLoggedIn()).toBe(true);
    expect(getToken()).toBe('tok-1');
    expect(isAdmin()).toBe(true);
    expect(readSessionVer()).toBe(3);
  });

  it('is logged out without a session', () => {
    expect(isLoggedIn()).toBe(false);
    expect(getToken()).toBeNull();
    expect(isAdmin()).toBe(false);
    expect(readSessionVer()).toBe(0);
  });

  it('is admin only when the stored flag is "true"', () => {
    storeSession(login({ admin: false }));
    expect(isAdmin()).toBe(false);
    localStorage.setItem('admin', 'TRUE');
    expect(isAdmin()).toBe(false);
  });

  it('reads a missing or malformed ver as 0', () => {
    storeSession(login());
    localStorage.setItem('ver', 'abc');
    expect(readSessionVer()).toBe(0);
  });
});

describe('session expiry', () => {
  it('is alive until the expiration instant and gone at it', () => {
    storeSession(login({ expiration: inMinutes(10) }));
    expect(isLoggedIn(new Date(NOW.getTime() + 10 * 60_000 - 1))).toBe(true);
    expect(isLoggedIn(new Date(NOW.getTime() + 10 * 60_000))).toBe(false);
  });

  it('never sends an expired token, and clears the expired session with the pending order', () => {
    storeSession(login({ expiration: inMinutes(-1) }));
    localStorage.setItem('pedidopendiente', '{"pedido":{}}');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('expiration')).toBeNull();
    expect(localStorage.getItem('pedidopendiente')).toBeNull();
  });

  it('treats an unreadable expiration as logged out', () => {
    storeSession(login());
    localStorage.setItem('expiration', 'mañana');
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('logout', () => {
  it('removes the spec keys and the pending order, and nothing else', () => {
    storeSession(login());
    localStorage.setItem('pedidopendiente', '{"pedido":{}}');
    localStorage.setItem('reservapendiente', '{"reserva":{}}');
    localStorage.setItem('deviceId', 'device-1');
    clearSession();
    for (const key of ['token', 'ver', 'expiration', 'id', 'admin', 'entrega', 'nombre', 'user', 'pedidopendiente']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem('deviceId')).toBe('device-1');
    expect(localStorage.getItem('reservapendiente')).toBe('{"reserva":{}}');
    expect(isLoggedIn()).toBe(false);
  });

  it('clearPendingOrder drops only the order being built', () => {
    storeSession(login());
    localStorage.setItem('pedidopendiente', '{"pedido":{}}');
    clearPendingOrder();
    expect(localStorage.getItem('pedidopendiente')).toBeNull();
    expect(getToken()).toBe('tok-1');
  });
});

describe('useSession', () => {
  const view = useTestRoot();

  it('re-renders on login and logout', async () => {
    await view.render(<Who />);
    expect(view.container.textContent).toBe('out');
    await act(async () => storeSession(login({ admin: true })));
    expect(view.container.textContent).toBe('in:Ana:true');
    await act(async () => clearSession());
    expect(view.container.textContent).toBe('out');
  });

  it('shows the session as ended once the token expires, without any other change', async () => {
    storeSession(login({ expiration: inMinutes(5) }));
    await view.render(<Who />);
    expect(view.container.textContent).toBe('in:Ana:false');
    await act(async () => vi.advanceTimersByTime(5 * 60_000 - 1_000));
    expect(view.container.textContent).toBe('in:Ana:false');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(view.container.textContent).toBe('out');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
