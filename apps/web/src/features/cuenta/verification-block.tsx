import { Button, TextInput } from '@mantine/core';
import { AUTH_CODE_LENGTH } from '@vidriera/domain/cuenta';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { es } from '../../i18n/es.ts';

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
        {es.cuenta.codigoTitulo}
      </h2>
      <p className="cuenta-verification-help">{es.cuenta.codigoAyuda}</p>
      <TextInput
        label={es.cuenta.codigoLabel}
        placeholder={es.cuenta.codigoPlaceholder}
        maxLength={AUTH_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        size="md"
        classNames={{ input: 'cuenta-code-input' }}
        error={error}
        {...registration}
      />
      <Button type="button" variant="light" size="sm" mt="sm" disabled={resendSeconds > 0 || isBusy} onClick={onResend}>
        {resendSeconds > 0 ? es.cuenta.reenviarEn(resendSeconds) : es.cuenta.reenviar}
      </Button>
    </section>
  );
}
