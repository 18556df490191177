import { createHmac } from 'node:crypto';

/**
 * The e2e server's token secret (playwright.config.ts passes it as JWT_SECRET), so a journey can hold a session
 * the server issued "long ago" without waiting a week: only for tests that need a token of a given age.
 */
export const E2E_JWT_SECRET = 'e2e-only-secret-never-used-outside-the-test-suite';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 session token as the server signs them (sub, ver, iat, exp), issued at `issuedAt` for `lifetimeSeconds`. */
export function signSessionToken(
  user: { id: number; ver: number },
  issuedAt: Date,
  lifetimeSeconds: number,
): { token: string; expiration: string } {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + lifetimeSeconds;
  const header = base64url(JSON.stringify({ alg: 'HS256' }));
  const payload = base64url(JSON.stringify({ ver: user.ver, sub: String(user.id), iat, exp }));
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return { token: `${header}.${payload}.${signature}`, expiration: new Date(exp * 1000).toISOString() };
}
