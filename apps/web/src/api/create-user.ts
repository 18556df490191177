import { useMutation } from '@tanstack/react-query';
import {
  CREATE_STATUS_EXISTING,
  CREATE_STATUS_VERIFY,
  type CreateStatus,
  type CreateUserExisting,
  type CreateUserRequest,
  type LoginResponse,
  createUserRoute,
  type createUserOperation,
} from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';
import { storeSession } from './session.ts';

/**
 * What login/Create answered with 2xx: a session (200, the account was created or the code confirmed), or
 * 202 with a code sent by WhatsApp: status 'Existing' (the phone has an account) or, on a site that verifies new
 * phones, 'Verify' (the phone's account waits for the code). Failures (429 Existing or Verify, 400
 * InvalidAuthCode, ...) are thrown as ApiError with the body.
 */
export type CreateUserResult =
  | { kind: 'session'; session: LoginResponse }
  | { kind: 'existing'; status: CreateStatus; resendAfterSeconds: number };

/** POST login/Create: registers a customer, or proves with authCode that an existing phone is theirs. */
export async function createUser(payload: CreateUserRequest): Promise<CreateUserResult> {
  const body = await callOperation<typeof createUserOperation>(createUserRoute, { body: payload });
  // The status code is not needed: a 200 body is the token, a 202 body is {status:'Existing'|'Verify'}.
  if ('token' in body && typeof body.token === 'string') return { kind: 'session', session: body };
  const existing = body as CreateUserExisting;
  return {
    kind: 'existing',
    status: existing.status === CREATE_STATUS_VERIFY ? CREATE_STATUS_VERIFY : CREATE_STATUS_EXISTING,
    resendAfterSeconds: Number(existing.resendAfterSeconds) || 0,
  };
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
