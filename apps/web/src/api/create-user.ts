import { useMutation } from '@tanstack/react-query';
import type { CreateUserExisting, CreateUserRequest, LoginResponse } from '@vidriera/domain/schemas/cuenta';
import { apiFetch } from './client.ts';
import { storeSession } from './session.ts';

/**
 * What login/Create answered with 2xx: a session (200, the account was created or the code confirmed), or
 * 202 Existing (the phone has an account; a code went out by WhatsApp). Failures (429 Existing, 400
 * InvalidAuthCode, ...) are thrown as ApiError with the body.
 */
export type CreateUserResult =
  | { kind: 'session'; session: LoginResponse }
  | { kind: 'existing'; resendAfterSeconds: number };

/** POST login/Create: registers a customer, or proves with authCode that an existing phone is theirs. */
export async function createUser(payload: CreateUserRequest): Promise<CreateUserResult> {
  const body = await apiFetch<LoginResponse | CreateUserExisting>('login/Create', { method: 'POST', body: payload });
  // The status code is not needed: a 200 body is the token, a 202 body is {status:'Existing'}.
  if ('token' in body && typeof body.token === 'string') return { kind: 'session', session: body };
  const existing = body as CreateUserExisting;
  return { kind: 'existing', resendAfterSeconds: Number(existing.resendAfterSeconds) || 0 };
}

/** Keeps the session as soon as the server hands one out. */
export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: (result) => {
      if (result.kind === 'session') storeSession(result.session);
    },
  });
}
