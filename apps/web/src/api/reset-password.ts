import { useMutation } from '@tanstack/react-query';
import {
  type LoginResponse,
  type ResetPasswordRequest,
  resetPasswordRoute,
  type resetPasswordOperation,
} from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';
import { clearPendingOrder, storeSession } from './session.ts';

/** POST login/ResetPassword: the WhatsApp code and the new password; answers a session, as a login does. */
export function resetPassword(payload: ResetPasswordRequest): Promise<LoginResponse> {
  return callOperation<typeof resetPasswordOperation>(resetPasswordRoute, { body: payload });
}

/** Like a login: the order in progress is dropped, the new session kept. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (payload: ResetPasswordRequest) => {
      clearPendingOrder();
      return resetPassword(payload);
    },
    onSuccess: storeSession,
  });
}
