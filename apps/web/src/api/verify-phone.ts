import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type VerifyPhoneCodeSent,
  type VerifyPhoneRequest,
  verifyPhoneRoute,
  type verifyPhoneOperation,
} from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';

/**
 * What login/VerifyPhone answered with 2xx: the phone is verified (200), or a code went out by WhatsApp (202).
 * Failures (429 Verify, 400 InvalidAuthCode, ...) are thrown as ApiError with the body, as login/Create's.
 */
export type VerifyPhoneResult = { kind: 'verified' } | { kind: 'codeSent'; resendAfterSeconds: number };

/** POST login/VerifyPhone: without authCode sends a code to the session's phone; with it, checks the code. */
export async function verifyPhone(payload: VerifyPhoneRequest): Promise<VerifyPhoneResult> {
  const body = await callOperation<typeof verifyPhoneOperation>(verifyPhoneRoute, { body: payload });
  if ('telefonoVerificado' in body && body.telefonoVerificado === true) return { kind: 'verified' };
  return { kind: 'codeSent', resendAfterSeconds: Number((body as VerifyPhoneCodeSent).resendAfterSeconds) || 0 };
}

/** Once verified, the active user (its telefonoVerificado) is read again. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: async (result) => {
      if (result.kind === 'verified') await queryClient.invalidateQueries({ queryKey: ['login', 'activo'] });
    },
  });
}
