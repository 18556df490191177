import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, Fieldset, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type User,
  updateUserRequestSchema,
  type ChangePasswordForm,
  changePasswordFormSchema,
} from '@vidriera/domain/cuentas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangePassword } from '../../../api/change-password.ts';
import { useActivo } from '../../../api/get-activo.ts';
import { readSession, useSession } from '../../../api/session.ts';
import { useUpdateUser } from '../../../api/update-user.ts';
import { esBackOfficeCuenta as t } from '../../../i18n/es-back-office-cuenta.ts';
import { BackOfficeNotice } from '../shell/back-office-notice.tsx';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { applyServerErrors } from '../shell/form-errors.ts';
import { QueryState } from '../shell/query-state.tsx';
import cuentaCss from './mi-cuenta.module.css';

type Notice = { ok: boolean; text: string } | null;

/** The fields of login/Update this screen changes; the address on file stays as it is. */
const datosSchema = updateUserRequestSchema.pick({ nombreApellido: true, telefono: true });
type Datos = z.output<typeof datosSchema>;

/** Name and phone: the phone is where a code goes when the password is forgotten. */
function DatosForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof datosSchema>, unknown, Datos>({
    resolver: zodResolver(datosSchema),
    defaultValues: { nombreApellido: user.nombreApellido, telefono: user.telefono ?? '' },
  });
  const submit = handleSubmit(async (datos) => {
    setNotice(null);
    try {
      await update.mutateAsync({ id: user.id, nombreApellido: datos.nombreApellido, telefono: datos.telefono });
      setNotice({ ok: true, text: t.datos.guardados });
    } catch (err) {
      setNotice({ ok: false, text: applyServerErrors(err, setError, t.error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t.datos.titulo}>
        <Stack gap="sm" maw={420}>
          {notice && <BackOfficeNotice tone={notice.ok ? 'ok' : 'error'} title={notice.text} />}
          <TextInput
            label={t.datos.nombre}
            required
            autoComplete="name"
            error={errors.nombreApellido?.message}
            {...register('nombreApellido')}
          />
          <TextInput
            label={t.datos.telefono}
            description={t.datos.telefonoAyuda}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={errors.telefono?.message}
            {...register('telefono')}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t.datos.guardar}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

const EMPTY_PASSWORDS: ChangePasswordForm = { passwordActual: '', passwordNueva: '', repetida: '' };

/**
 * The current password and the new one twice, checked here with the rule the server applies (for this user name)
 * before anything is sent. The answer is this device's new session; every other one ends.
 */
function PasswordForm({ userName }: { userName: string }) {
  const change = useChangePassword();
  const [notice, setNotice] = useState<Notice>(null);
  const schema = useMemo(() => changePasswordFormSchema(userName), [userName]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_PASSWORDS });
  const submit = handleSubmit(async ({ passwordActual, passwordNueva }) => {
    setNotice(null);
    try {
      await change.mutateAsync({ passwordActual, passwordNueva });
      reset(EMPTY_PASSWORDS);
      setNotice({ ok: true, text: t.password.cambiada });
    } catch (err) {
      setNotice({ ok: false, text: applyServerErrors(err, setError, t.error) });
    }
  });
  const toggle = { 'aria-label': t.password.mostrar };
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t.password.titulo}>
        <Stack gap="sm" maw={420}>
          {notice && <BackOfficeNotice tone={notice.ok ? 'ok' : 'error'} title={notice.text} />}
          {/* The user name, for password managers: they file the new password under it. */}
          <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
          <PasswordInput
            label={t.password.actual}
            required
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            error={errors.passwordActual?.message}
            {...register('passwordActual')}
          />
          <PasswordInput
            label={t.password.nueva}
            description={t.password.nuevaAyuda}
            required
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            error={errors.passwordNueva?.message}
            {...register('passwordNueva')}
          />
          <PasswordInput
            label={t.password.repetir}
            required
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            error={errors.repetida?.message}
            {...register('repetida')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t.password.cambiar}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** #/admin/cuenta: the signed-in user's own data and password, reached from the header's 'Mi cuenta'. */
export default function MiCuentaPage() {
  const session = useSession();
  const query = useActivo(readSession('id'));
  const userName = query.data?.userName ?? session.user ?? '';
  return (
    <Stack gap="lg" className={cuentaCss.miCuenta}>
      <BackOfficePageHeader title={t.titulo} help={userName ? t.ayuda(userName) : undefined} />
      <QueryState query={query} />
      {query.data && <DatosForm user={query.data} />}
      {userName && <PasswordForm userName={userName} />}
    </Stack>
  );
}
