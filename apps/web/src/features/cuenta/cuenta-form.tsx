import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Origen, User } from '@vidriera/domain/cuentas';
import type { SiteMetadata } from '@vidriera/domain/sites';
import { useForm } from 'react-hook-form';
import { esCuenta } from '../../i18n/es-cuenta.ts';
import { type CuentaFormValues, toCuentaFormValues } from './cuenta-form-values.ts';
import { PhoneIndicator } from './phone-indicator.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import { CUENTA_FALLBACK, useReturnAfterSave } from './use-return-after-save.ts';
import { useSaveCuenta } from './use-save-cuenta.ts';
import { VerificationBlock } from './verification-block.tsx';
import cuentaCss from './cuenta.module.css';

export interface CuentaFormProps {
  site: SiteMetadata;
  user: User;
  isLoggedIn: boolean;
  origen: Origen;
  conEnvio: boolean;
  isAddressRequired: boolean;
}

/** The account form: address (when the order is delivered), name, phone, verification code, hidden site data. */
export function CuentaForm({ site, user, isLoggedIn, origen, conEnvio, isAddressRequired }: CuentaFormProps) {
  const goBack = useGoBack(CUENTA_FALLBACK);
  const returnAfterSave = useReturnAfterSave();
  const form = useForm<CuentaFormValues>({ defaultValues: toCuentaFormValues(user, site), mode: 'onTouched' });
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const { save, isSaving, showsVerification, codeNotice, resendSeconds } = useSaveCuenta(form, {
    user,
    isLoggedIn,
    isAddressRequired,
    done: returnAfterSave,
  });
  const domicilioLabel = esCuenta.domicilioLabel(origen, conEnvio);

  return (
    <form onSubmit={handleSubmit((values) => save(values))} noValidate aria-busy={isSaving}>
      <Stack gap="md">
        {!isLoggedIn && <p className={cuentaCss.cuentaIntro}>{esCuenta.intro}</p>}
        {isAddressRequired && (
          <TextInput
            label={domicilioLabel || undefined}
            aria-label={domicilioLabel ? undefined : esCuenta.domicilioNombreAccesible}
            placeholder={esCuenta.domicilioPlaceholder}
            autoComplete="street-address"
            required
            size="md"
            error={errors.domicilio?.message}
            {...register('domicilio', {
              validate: (value) => value.trim() !== '' || esCuenta.domicilioRequerido,
            })}
          />
        )}
        <TextInput
          label={esCuenta.nombreLabel}
          placeholder={esCuenta.nombrePlaceholder}
          autoComplete="name"
          required
          size="md"
          error={errors.nombreApellido?.message}
          {...register('nombreApellido', {
            validate: (value) => value.trim() !== '' || esCuenta.nombreRequerido,
          })}
        />
        <TextInput
          type="tel"
          label={esCuenta.telefonoLabel}
          placeholder={esCuenta.telefonoPlaceholder}
          inputMode="tel"
          autoComplete="tel"
          required
          size="md"
          // The live indicator sits under the input, where the eye is after typing.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={<PhoneIndicator telefono={watch('telefono')} />}
          error={errors.telefono?.message}
          {...register('telefono', {
            validate: (value) => value.trim() !== '' || esCuenta.telefonoRequerido,
          })}
        />
        {showsVerification && (
          <VerificationBlock
            registration={register('authCode')}
            error={errors.authCode?.message}
            resendSeconds={resendSeconds}
            notice={codeNotice}
            isBusy={isSaving}
            onResend={handleSubmit((values) => save(values, true))}
          />
        )}
        <input type="hidden" {...register('configRestoId')} />
        <input type="hidden" {...register('domainName')} />
        <Group className={cuentaCss.cuentaActions} gap="sm" wrap="wrap">
          <Button type="button" variant="default" size="md" disabled={isSaving} onClick={goBack}>
            {esCuenta.volver}
          </Button>
          <Button type="submit" size="md" className={cuentaCss.cuentaSubmit} disabled={isSaving} loading={isSaving}>
            {esCuenta.guardar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
