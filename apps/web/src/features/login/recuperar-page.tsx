import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_CODE_LENGTH,
  PASSWORD_RULE_HINT,
  type RequestPasswordReset,
  type ResetPasswordForm,
  requestPasswordResetSchema,
  resetPasswordFormSchema,
} from '@vidriera/domain/cuentas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link, useNavigate } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useRequestPasswordReset } from '../../api/request-password-reset.ts';
import { useResetPassword } from '../../api/reset-password.ts';
import { esLogin } from '../../i18n/es-login.ts';
import { esRecuperar } from '../../i18n/es-recuperar.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { useResendCountdown } from '../../ui/use-resend-countdown.ts';
import loginCss from './login.module.css';

const t = esRecuperar;

/** What a refused call says: the server's message, or that it could not be reached. */
function messageOf(err: unknown): string {
  return err instanceof ApiError && err.status > 0 && err.message ? err.message : t.sinConexion;
}

/** A 429 of the code request that says when the next code may be asked for (the last one still works). */
function readResendWait(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const seconds = Number(err.body.resendAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

interface Sent {
  userName: string;
  /** The phone the code went to, masked ('••••••••45'). */
  telefono: string;
}

/**
 * #/login/recuperar: a forgotten staff password. The user name first; a 6-digit code goes by WhatsApp to the
 * account's phone; then the code and the new password twice. The screen says the same for every user name (the
 * server never tells whether one exists). Once reset, the user is signed in and lands in the back office.
 */
export default function RecuperarPage() {
  const { data: site } = useSiteMetadata();
  const [sent, setSent] = useState<Sent | null>(null);
  const countdown = useResendCountdown();
  return (
    <div className={loginCss.loginScreen}>
      <SiteHeader title={site?.nombre ?? esLogin.titulo} subtitle={site?.frase} />
      <main className={loginCss.loginMain}>
        <Paper className={loginCss.loginCard} shadow="sm" radius="lg" p="xl" withBorder>
          <Title order={2} className={loginCss.loginTitle}>
            {t.titulo}
          </Title>
          {sent ? (
            <CodeStep
              sent={sent}
              resendSeconds={countdown.seconds}
              onResent={(seconds) => countdown.start(seconds)}
              onOtherUser={() => setSent(null)}
            />
          ) : (
            <UserNameStep
              onSent={(next, seconds) => {
                setSent(next);
                countdown.start(seconds);
              }}
            />
          )}
          <div className={loginCss.loginFooter}>
            <Link to="/login" className={loginCss.loginFooterLink}>
              {t.volver}
            </Link>
          </div>
        </Paper>
      </main>
    </div>
  );
}

function UserNameStep({ onSent }: { onSent: (sent: Sent, resendAfterSeconds: number) => void }) {
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestPasswordReset>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { userName: '' },
  });
  const submit = handleSubmit(async ({ userName }) => {
    setError(null);
    try {
      const answer = await request.mutateAsync({ userName });
      onSent({ userName, telefono: answer.telefono }, answer.resendAfterSeconds);
    } catch (err) {
      // Asked again within the minute: the code already sent still works, so the next step is the same.
      const wait = readResendWait(err);
      if (wait !== null) onSent({ userName, telefono: '' }, wait);
      else setError(messageOf(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text className={loginCss.loginSubtitle} ta="center" size="sm">
          {t.intro}
        </Text>
        {error && (
          <Text role="alert" c="var(--color-field-error)" size="sm">
            {error}
          </Text>
        )}
        <TextInput
          label={esLogin.usuarioLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          size="md"
          error={errors.userName?.message}
          {...register('userName')}
        />
        <Button type="submit" size="md" fullWidth className={loginCss.loginSubmit} loading={request.isPending}>
          {t.enviar}
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  sent: Sent;
  resendSeconds: number;
  onResent: (resendAfterSeconds: number) => void;
  onOtherUser: () => void;
}

function CodeStep({ sent, resendSeconds, onResent, onOtherUser }: CodeStepProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const [telefono, setTelefono] = useState(sent.telefono);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<z.input<typeof resetPasswordFormSchema>, unknown, ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { userName: sent.userName, authCode: '', passwordNueva: '', repetida: '' },
  });
  const submit = handleSubmit(async ({ userName, authCode, passwordNueva }) => {
    setError(null);
    try {
      await reset.mutateAsync({ userName, authCode, passwordNueva });
      navigate('/admin', { replace: true });
    } catch (err) {
      const fields = err instanceof ApiError ? Object.entries(err.body.errors ?? {}) : [];
      for (const [field, messages] of fields) {
        if (messages[0]) setFieldError(field as keyof ResetPasswordForm, { type: 'server', message: messages[0] });
      }
      // A refused code belongs under the code's field; anything else above the form.
      if (err instanceof ApiError && err.status === 400 && fields.length === 0) {
        setFieldError('authCode', { type: 'server', message: err.message });
      } else if (fields.length === 0) setError(messageOf(err));
    }
  });
  const resend = async () => {
    setError(null);
    try {
      const answer = await request.mutateAsync({ userName: sent.userName });
      setTelefono(answer.telefono);
      onResent(answer.resendAfterSeconds);
    } catch (err) {
      const wait = readResendWait(err);
      if (wait !== null) onResent(wait);
      else setError(messageOf(err));
    }
  };
  const toggle = { 'aria-label': esLogin.mostrarPassword };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" role="status">
          {telefono ? t.enviado(telefono) : t.yaEnviado}
        </Text>
        <Text size="sm" className={loginCss.loginSubtitle}>
          {t.sinTelefono}
        </Text>
        {error && (
          <Text role="alert" c="var(--color-field-error)" size="sm">
            {error}
          </Text>
        )}
        <input type="hidden" {...register('userName')} />
        <TextInput
          label={t.codigoLabel}
          placeholder={t.codigoPlaceholder}
          maxLength={AUTH_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          size="md"
          error={errors.authCode?.message}
          {...register('authCode')}
        />
        <PasswordInput
          label={t.nuevaLabel}
          description={PASSWORD_RULE_HINT}
          autoComplete="new-password"
          required
          size="md"
          visibilityToggleButtonProps={toggle}
          error={errors.passwordNueva?.message}
          {...register('passwordNueva')}
        />
        <PasswordInput
          label={t.repetirLabel}
          autoComplete="new-password"
          required
          size="md"
          visibilityToggleButtonProps={toggle}
          error={errors.repetida?.message}
          {...register('repetida')}
        />
        <Button type="submit" size="md" fullWidth className={loginCss.loginSubmit} loading={reset.isPending}>
          {t.cambiar}
        </Button>
        <Button
          type="button"
          variant="light"
          size="sm"
          disabled={resendSeconds > 0 || request.isPending}
          onClick={() => void resend()}
        >
          {resendSeconds > 0 ? t.reenviarEn(resendSeconds) : t.reenviar}
        </Button>
        <Button type="button" variant="subtle" size="sm" onClick={onOtherUser}>
          {t.otroUsuario}
        </Button>
      </Stack>
    </form>
  );
}
