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
import { type LoginRequest, loginRequestSchema } from '@vidriera/domain/cuentas';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useLogin } from '../../api/login.ts';
import { useSession } from '../../api/session.ts';
import { esLogin } from '../../i18n/es-login.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import loginCss from './login.module.css';

/**
 * Where to go after signing in: back to the back office screen that sent here (its gate passes
 * `state.volver`), else the home page. Only back office paths are honoured.
 */
function useReturnPath(): string {
  const { state } = useLocation();
  const volver = (state as { volver?: unknown } | null)?.volver;
  return typeof volver === 'string' && /^\/admin(\/|$)/.test(volver) ? volver : '/';
}

/**
 * Login screen: customers sign in with their phone (first, one tap to mi-cuenta); staff and users with a password
 * use the 'Conectarse' card. A logged-in user goes straight to the home page (or back to the back office).
 */
export default function LoginPage() {
  const session = useSession();
  const returnPath = useReturnPath();
  if (session.isLoggedIn) return <Navigate to={returnPath} replace />;
  return <LoginScreen returnPath={returnPath} />;
}

function LoginScreen({ returnPath }: { returnPath: string }) {
  const { data: site } = useSiteMetadata();
  // A customer screen that sent here (a guard) is where the phone sign-in comes back to.
  const customerState = useLocation().state as unknown;
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onChange',
    defaultValues: { userName: '', password: '' },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      await loginMutation.mutateAsync(payload);
      navigate(returnPath, { replace: true });
    } catch (err) {
      // Too many tries is the one failure where "check your data" would mislead: the server says when to retry.
      const message = err instanceof ApiError && err.status === 429 && err.body.message ? err.body.message : null;
      window.alert(message ?? esLogin.error);
    }
  });

  return (
    <div className={loginCss.loginScreen}>
      <SiteHeader title={site?.nombre ?? esLogin.titulo} subtitle={site?.frase} />
      <main className={loginCss.loginMain}>
        <section className={loginCss.loginCliente} aria-labelledby="login-cliente-titulo">
          <h2 id="login-cliente-titulo" className={loginCss.loginClienteTitulo}>
            {esLogin.clienteTitulo}
          </h2>
          <p className={loginCss.loginClienteTexto}>{esLogin.clienteTexto}</p>
          <Button component={Link} to="/mi-cuenta" state={customerState} size="md" fullWidth>
            {esLogin.clienteBoton}
          </Button>
        </section>
        <Paper className={loginCss.loginCard} shadow="sm" radius="lg" p="xl" withBorder>
          <div className={loginCss.loginIcon} aria-hidden="true">
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" strokeLinecap="round" />
            </svg>
          </div>
          <Title order={2} className={loginCss.loginTitle}>
            {esLogin.titulo}
          </Title>
          <Text className={loginCss.loginSubtitle} ta="center" size="sm" mb="lg">
            {esLogin.subtitulo} {esLogin.staffTexto}
          </Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={esLogin.usuarioLabel}
                placeholder={esLogin.usuarioPlaceholder}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                size="md"
                error={errors.userName ? esLogin.usuarioRequerido : undefined}
                {...register('userName')}
              />
              <PasswordInput
                label={esLogin.passwordLabel}
                placeholder={esLogin.passwordPlaceholder}
                autoComplete="current-password"
                required
                size="md"
                visibilityToggleButtonProps={{ 'aria-label': esLogin.mostrarPassword }}
                error={errors.password ? esLogin.passwordRequerida : undefined}
                {...register('password')}
              />
              <Button
                type="submit"
                size="md"
                fullWidth
                className={loginCss.loginSubmit}
                disabled={!isValid || loginMutation.isPending}
                loading={loginMutation.isPending}
              >
                {esLogin.conectarse}
              </Button>
            </Stack>
          </form>
          <div className={loginCss.loginForgot}>
            <Link to="/login/recuperar" className={loginCss.loginFooterLink}>
              {esLogin.olvidaste}
            </Link>
          </div>
          <div className={loginCss.loginFooter}>
            <Link to="/mi-cuenta" state={customerState} className={loginCss.loginFooterLink}>
              {esLogin.sinCuenta}
            </Link>
          </div>
        </Paper>
      </main>
    </div>
  );
}
