import { Button, TextInput } from '@mantine/core';
import { AUTH_CODE_LENGTH } from '@vidriera/domain/cuentas';
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { esCuenta } from '../../i18n/es-cuenta.ts';
import type { CodeNotice } from './use-save-cuenta.ts';
import cuentaCss from './cuenta.module.css';

const NOTICE_TEXT: Record<CodeNotice, string> = {
  pending: esCuenta.codigoPendiente,
  sent: esCuenta.codigoAyuda,
  verify: esCuenta.codigoVerificar,
  resent: esCuenta.codigoReenviado,
  wait: esCuenta.codigoEspera,
  unusable: esCuenta.codigoVencido,
};

interface VerificationBlockProps {
  registration: UseFormRegisterReturn<'authCode'>;
  error?: string;
  resendSeconds: number;
  notice: CodeNotice;
  isBusy: boolean;
  onResend: () => void;
}

/**
 * Shown when the phone already has an account, or when the site verifies new phones and this one waits for its
 * code: the WhatsApp code, and a resend after the countdown. Before any code was asked for ('pending') only the
 * button to send one.
 */
export function VerificationBlock({
  registration,
  error,
  resendSeconds,
  notice,
  isBusy,
  onResend,
}: VerificationBlockProps) {
  const resendRef = useRef<HTMLButtonElement>(null);
  // A spent code: the way forward is the resend button, so focus goes there when it can be pressed at once (while
  // it counts down, the status line says what to do).
  const canResendNow = resendSeconds === 0;
  useEffect(() => {
    if (notice === 'unusable' && canResendNow) resendRef.current?.focus();
  }, [notice, canResendNow]);
  return (
    <section className={cuentaCss.cuentaVerification} aria-labelledby="cuenta-verification-title">
      <h2 id="cuenta-verification-title" className={cuentaCss.cuentaVerificationTitle}>
        {esCuenta.codigoTitulo}
      </h2>
      <p className={cuentaCss.cuentaVerificationHelp} role="status">
        {NOTICE_TEXT[notice]}
      </p>
      {notice !== 'pending' && (
        <TextInput
          label={esCuenta.codigoLabel}
          placeholder={esCuenta.codigoPlaceholder}
          maxLength={AUTH_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          size="md"
          classNames={{ input: cuentaCss.cuentaCodeInput }}
          error={error}
          {...registration}
        />
      )}
      <Button
        ref={resendRef}
        type="button"
        variant="light"
        size="sm"
        mt="sm"
        disabled={resendSeconds > 0 || isBusy}
        onClick={onResend}
      >
        {notice === 'pending'
          ? esCuenta.enviarCodigo
          : resendSeconds > 0
            ? esCuenta.reenviarEn(resendSeconds)
            : esCuenta.reenviar}
      </Button>
    </section>
  );
}
