import { type LoginResponse, newTokenRoute, type newTokenOperation } from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';
import { readSession, storeSession } from './session.ts';

/** POST login/newToken: a fresh token for the session's user (the server ignores any other user name). */
export function newToken(userName: string): Promise<LoginResponse> {
  return callOperation<typeof newTokenOperation>(newTokenRoute, { body: { userName } });
}

/** Renews the stored session in place (the REFRESHTOKEN site command). */
export async function refreshSessionToken(): Promise<LoginResponse> {
  const renewed = await newToken(readSession('user') ?? '');
  storeSession(renewed);
  return renewed;
}
