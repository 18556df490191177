import { Button, TextInput } from '@mantine/core';
import { AUTH_CODE_LENGTH } from '@vidriera/domain/cuenta';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { esCuenta } from '../../i18n/es-cuenta.ts';

interface VerificationBlockProps {
  registration: UseFormRegisterReturn<'authCode'>;
  error?: string;
  resendSeconds: number;
  isBusy: boolean;
  onResend: () => void;
}

/** Shown when the phone already has an account: the WhatsApp code, and a resend after the countdown. */
export function VerificationBlock({ registration, error, resendSeconds, isBusy, onResend }: VerificationBlockProps) {
  return (
    <section className="cuenta-verification" aria-labelledby="cuenta-verification-title">
      <h2 id="cuenta-verification-title" className="cuenta-verification-title">
        {esCuenta.codigoTitulo}
      </h2>
      <p className="cuenta-verification-help">{esCuenta.codigoAyuda}</p>
      <TextInput
        label={esCuenta.codigoLabel}
        placeholder={esCuenta.codigoPlaceholder}
        maxLength={AUTH_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        size="md"
        classNames={{ input: 'cuenta-code-input' }}
        error={error}
        {...registration}
      />
      <Button type="button" variant="light" size="sm" mt="sm" disabled={resendSeconds > 0 || isBusy} onClick={onResend}>
        {resendSeconds > 0 ? esCuenta.reenviarEn(resendSeconds) : esCuenta.reenviar}
      </Button>
    </section>
  );
}
