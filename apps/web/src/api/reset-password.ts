import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@vidriera/domain/schemas/cuenta';
import type { ResetPasswordRequest } from '@vidriera/domain/schemas/password';
import { resetPasswordRoute } from '@vidriera/domain/contracts/cuentas-routes';
import type { resetPasswordOperation } from '@vidriera/domain/contracts/cuentas';
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
