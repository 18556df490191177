/** Keys the session keeps in local storage, with the spec's names. */
export const SESSION_KEYS = ['token', 'ver', 'expiration', 'id', 'admin', 'entrega', 'nombre', 'user'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The order being built; logout removes it too. */
export const PENDING_ORDER_KEY = 'pedidopendiente';

export function readSession(key: SessionKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readSession('token');
}

/** Logged in means a stored token expiry lies in the future; an expired session is cleared. */
export function isLoggedIn(now: Date = new Date()): boolean {
  const expiration = readSession('expiration');
  if (!expiration) return false;
  const expiresAt = new Date(expiration).getTime();
  if (Number.isFinite(expiresAt) && expiresAt > now.getTime()) return true;
  clearSession();
  return false;
}

/** Admin only when logged in and the stored flag is the text "true". */
export function isAdmin(): boolean {
  return isLoggedIn() && readSession('admin') === 'true';
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  localStorage.removeItem(PENDING_ORDER_KEY);
}
