/**
 * How long a session token lives and when the app is told to renew it (spec 01 §4 Site commands, REFRESHTOKEN;
 * §7 POST login/newToken). The server signs tokens for TOKEN_LIFETIME_SECONDS; while a token is in its last
 * TOKEN_REFRESH_WINDOW_SECONDS, every site-state answer to that session carries REFRESHTOKEN and the app asks
 * login/newToken for a fresh one, so a customer who opens the app at least once a week stays signed in.
 */

/** Sessions last a week. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** "Close to expiry": the last day of the token's week. */
export const TOKEN_REFRESH_WINDOW_SECONDS = 24 * 60 * 60;

/** Whether a token expiring at `expiresAt` is still valid at `now` but within the refresh window. */
export function isTokenNearExpiry(expiresAt: Date, now: Date): boolean {
  const remainingMs = expiresAt.getTime() - now.getTime();
  return remainingMs > 0 && remainingMs <= TOKEN_REFRESH_WINDOW_SECONDS * 1000;
}
