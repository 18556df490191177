import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Origen } from '@vidriera/domain/cuenta';
import type { User } from '@vidriera/domain/schemas/cuenta';
import type { SiteMetadata } from '@vidriera/domain/schemas/site';
import { useForm } from 'react-hook-form';
import { es } from '../../i18n/es.ts';
import { type CuentaFormValues, toCuentaFormValues } from './cuenta-form-values.ts';
import { PhoneIndicator } from './phone-indicator.tsx';
import { useGoBack } from './use-go-back.ts';
import { useSaveCuenta } from './use-save-cuenta.ts';
import { VerificationBlock } from './verification-block.tsx';

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
  const goBack = useGoBack();
  const form = useForm<CuentaFormValues>({ defaultValues: toCuentaFormValues(user, site), mode: 'onTouched' });
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const { save, isSaving, isCodeRequested, resendSeconds } = useSaveCuenta(form, {
    user,
    isLoggedIn,
    isAddressRequired,
    goBack,
  });
  const domicilioLabel = es.cuenta.domicilioLabel(origen, conEnvio);

  return (
    <form onSubmit={handleSubmit((values) => save(values))} noValidate aria-busy={isSaving}>
      <Stack gap="md">
        {!isLoggedIn && <p className="cuenta-intro">{es.cuenta.intro}</p>}
        {isAddressRequired && (
          <TextInput
            label={domicilioLabel || undefined}
            aria-label={domicilioLabel ? undefined : es.cuenta.domicilioNombreAccesible}
            placeholder={es.cuenta.domicilioPlaceholder}
            autoComplete="street-address"
            required
            size="md"
            error={errors.domicilio?.message}
            {...register('domicilio', {
              validate: (value) => value.trim() !== '' || es.cuenta.domicilioRequerido,
            })}
          />
        )}
        <TextInput
          label={es.cuenta.nombreLabel}
          placeholder={es.cuenta.nombrePlaceholder}
          autoComplete="name"
          required
          size="md"
          error={errors.nombreApellido?.message}
          {...register('nombreApellido', {
            validate: (value) => value.trim() !== '' || es.cuenta.nombreRequerido,
          })}
        />
        <TextInput
          type="tel"
          label={es.cuenta.telefonoLabel}
          placeholder={es.cuenta.telefonoPlaceholder}
          inputMode="tel"
          autoComplete="tel"
          required
          size="md"
          // The live indicator sits under the input, where the eye is after typing.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={<PhoneIndicator telefono={watch('telefono')} />}
          error={errors.telefono?.message}
          {...register('telefono', {
            validate: (value) => value.trim() !== '' || es.cuenta.telefonoRequerido,
          })}
        />
        {isCodeRequested && (
          <VerificationBlock
            registration={register('authCode')}
            error={errors.authCode?.message}
            resendSeconds={resendSeconds}
            isBusy={isSaving}
            onResend={handleSubmit((values) => save(values, true))}
          />
        )}
        <input type="hidden" {...register('configRestoId')} />
        <input type="hidden" {...register('domainName')} />
        <Group className="cuenta-actions" gap="sm" wrap="nowrap">
          <Button type="button" variant="default" size="md" disabled={isSaving} onClick={goBack}>
            {es.cuenta.volver}
          </Button>
          <Button type="submit" size="md" className="cuenta-submit" disabled={isSaving} loading={isSaving}>
            {es.cuenta.guardar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
