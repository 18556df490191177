import { useEffect, useSyncExternalStore } from 'react';
import type { LoginResponse } from '@vidriera/domain/cuentas';
import { onServerClockChange, serverNow } from './server-clock.ts';

/** Keys the session keeps in local storage, with the spec's names. */
export const SESSION_KEYS = ['token', 'ver', 'expiration', 'id', 'admin', 'entrega', 'nombre', 'user'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The order being built; logout removes it too. */
export const PENDING_ORDER_KEY = 'pedidopendiente';

const listeners = new Set<() => void>();

function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

export function readSession(key: SessionKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The bearer token, only while the session is alive: an expired token is never sent. */
export function getToken(): string | null {
  return isLoggedIn() ? readSession('token') : null;
}

/**
 * Logged in means a stored token expiry lies in the future (spec 01 §4), by the server's clock as this device
 * estimates it (server-clock.ts): a phone whose clock is wrong stays signed in for the token's real lifetime. An
 * expired session is cleared; so is one the server refuses (a 401, client.ts).
 */
export function isLoggedIn(now: Date = serverNow()): boolean {
  const expiration = readSession('expiration');
  if (!expiration) return false;
  const expiresAt = new Date(expiration).getTime();
  if (Number.isFinite(expiresAt) && expiresAt > now.getTime()) return true;
  removeSessionKeys();
  // Deferred: this runs while components render (getToken, snapshots), where notifying them is not allowed.
  queueMicrotask(notifySessionChanged);
  return false;
}

/** Admin only when logged in and the stored flag is the text "true". */
export function isAdmin(): boolean {
  return isLoggedIn() && readSession('admin') === 'true';
}

/** The session's `ver` as a number (0 when logged out), as getStateSite expects it. */
export function readSessionVer(): number {
  if (!isLoggedIn()) return 0;
  const ver = Number(readSession('ver'));
  return Number.isInteger(ver) && ver > 0 ? ver : 0;
}

/** Keeps a login response (Login, newToken, Create, Update) as the session. */
export function storeSession(login: LoginResponse): void {
  try {
    localStorage.setItem('token', login.token);
    localStorage.setItem('expiration', login.expiration);
    localStorage.setItem('admin', String(login.admin === true));
    localStorage.setItem('id', String(login.id));
    localStorage.setItem('entrega', login.entrega ?? '');
    localStorage.setItem('nombre', login.nombre ?? '');
    localStorage.setItem('user', login.user);
    localStorage.setItem('ver', String(login.ver));
  } finally {
    notifySessionChanged();
  }
}

/** The order being built is dropped on login and on logout, so it never passes from one person to another. */
export function clearPendingOrder(): void {
  try {
    localStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Storage unavailable (private mode): there is nothing to clear.
  }
}

function removeSessionKeys(): void {
  try {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    localStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Storage unavailable: the session was never kept.
  }
}

/** Logout: removes exactly the spec's keys and the pending order. */
export function clearSession(): void {
  removeSessionKeys();
  notifySessionChanged();
}

export interface SessionSnapshot {
  isLoggedIn: boolean;
  isAdmin: boolean;
  nombre: string | null;
  user: string | null;
}

let cachedSnapshot: SessionSnapshot | null = null;

/**
 * Read fresh on every call, so an expiry that passed (or storage changed by hand) is seen on the next render;
 * the previous object is returned while nothing changed, as useSyncExternalStore requires.
 */
function getSessionSnapshot(): SessionSnapshot {
  const loggedIn = isLoggedIn();
  const next: SessionSnapshot = {
    isLoggedIn: loggedIn,
    isAdmin: loggedIn && readSession('admin') === 'true',
    nombre: loggedIn ? readSession('nombre') : null,
    user: loggedIn ? readSession('user') : null,
  };
  const previous = cachedSnapshot;
  if (
    previous &&
    previous.isLoggedIn === next.isLoggedIn &&
    previous.isAdmin === next.isAdmin &&
    previous.nombre === next.nombre &&
    previous.user === next.user
  ) {
    return previous;
  }
  cachedSnapshot = next;
  return next;
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) notifySessionChanged();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The session for components: re-renders on login, logout, another tab's change and when the token expires by the
 * server's clock.
 */
export function useSession(): SessionSnapshot {
  const session = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  useEffect(() => {
    if (!session.isLoggedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const expiresAt = new Date(readSession('expiration') ?? '').getTime();
      // Timers longer than ~24.8 days overflow; a week-long token is well inside.
      const delay = Math.min(Math.max(expiresAt - serverNow().getTime(), 0) + 50, 2_147_483_000);
      timer = setTimeout(() => {
        if (!isLoggedIn()) notifySessionChanged();
      }, delay);
    };
    schedule();
    // A new estimate of the server's clock (a visit's first answer, a phone clock that was changed) moves the expiry.
    const stopWatchingClock = onServerClockChange(schedule);
    return () => {
      clearTimeout(timer);
      stopWatchingClock();
    };
  }, [session.isLoggedIn]);
  return session;
}
