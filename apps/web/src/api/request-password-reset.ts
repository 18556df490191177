import { useMutation } from '@tanstack/react-query';
import {
  type PasswordResetSent,
  type RequestPasswordReset,
  requestPasswordResetRoute,
  type requestPasswordResetOperation,
} from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';

/**
 * POST login/RequestPasswordReset: a code by WhatsApp to the phone of the user name's account. The answer (the
 * phone masked) is the same whether or not the user name exists; a 429 carries resendAfterSeconds.
 */
export function requestPasswordReset(payload: RequestPasswordReset): Promise<PasswordResetSent> {
  return callOperation<typeof requestPasswordResetOperation>(requestPasswordResetRoute, { body: payload });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
