import { useMutation } from '@tanstack/react-query';
import {
  type ChangePasswordRequest,
  type LoginResponse,
  changePasswordRoute,
  type changePasswordOperation,
} from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';
import { storeSession } from './session.ts';

/**
 * POST login/ChangePassword: the session's user, with the current password. Every other session ends; the answer
 * is this device's new session, kept at once (the token it replaces is no longer accepted).
 */
export function changePassword(payload: ChangePasswordRequest): Promise<LoginResponse> {
  return callOperation<typeof changePasswordOperation>(changePasswordRoute, { body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: storeSession });
}
