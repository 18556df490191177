import type { LoginResponse } from '@vidriera/domain/schemas/cuenta';
import { apiFetch } from './client.ts';
import { readSession, storeSession } from './session.ts';

/** POST login/newToken: a fresh token for the session's user (the server ignores any other user name). */
export function newToken(userName: string): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('login/newToken', { method: 'POST', body: { userName } });
}

/** Renews the stored session in place (the REFRESHTOKEN site command). */
export async function refreshSessionToken(): Promise<LoginResponse> {
  const renewed = await newToken(readSession('user') ?? '');
  storeSession(renewed);
  return renewed;
}
