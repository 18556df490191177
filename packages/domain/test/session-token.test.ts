import { describe, expect, it } from 'vitest';
import {
  isTokenNearExpiry,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_REFRESH_WINDOW_SECONDS,
} from '../src/cuentas/session-token.ts';

describe('session token lifetime (REFRESHTOKEN)', () => {
  const expiresAt = new Date('2026-11-28T21:00:00-03:00');
  const before = (ms: number) => new Date(expiresAt.getTime() - ms);

  it('lasts a week and is renewed in its last day', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(7 * 24 * 3600);
    expect(TOKEN_REFRESH_WINDOW_SECONDS).toBe(24 * 3600);
  });

  it('is near expiry within the last day, not before, and not once expired', () => {
    expect(isTokenNearExpiry(expiresAt, before(TOKEN_LIFETIME_SECONDS * 1000))).toBe(false);
    expect(isTokenNearExpiry(expiresAt, before(TOKEN_REFRESH_WINDOW_SECONDS * 1000 + 1))).toBe(false);
    expect(isTokenNearExpiry(expiresAt, before(TOKEN_REFRESH_WINDOW_SECONDS * 1000))).toBe(true);
    expect(isTokenNearExpiry(expiresAt, before(1))).toBe(true);
    expect(isTokenNearExpiry(expiresAt, expiresAt)).toBe(false);
    expect(isTokenNearExpiry(expiresAt, before(-1))).toBe(false);
  });
});
