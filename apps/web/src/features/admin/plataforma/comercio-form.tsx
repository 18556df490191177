import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Button, Checkbox, Fieldset, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminComercioDetail,
  COMERCIO_FLAGS,
  type ComercioCreate,
  comercioCreateSchema,
} from '@vidriera/domain/plataforma';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminComercios } from '../../../api/admin-get-comercios.ts';
import { useAdminSites } from '../../../api/admin-get-sites.ts';
import { esAdminPlataforma as t } from '../../../i18n/es-admin-plataforma.ts';
import { AdminNotice } from '../shell/admin-notice.tsx';
import { fieldErrorReader, saveShowingErrors } from '../shell/form-errors.ts';

type Draft = z.input<typeof comercioCreateSchema>;

const NO_FLAGS = Object.fromEntries(COMERCIO_FLAGS.map((flag) => [flag, false])) as Required<
  NonNullable<Draft['flags']>
>;

function toDraft(comercio: AdminComercioDetail | null): Draft {
  if (!comercio) {
    return {
      carpeta: '',
      nombreComercio: '',
      publicado: false,
      esGrupoDeComercios: false,
      configRestoParentId: null,
      siteIds: [],
      flags: NO_FLAGS,
    };
  }
  const { configRestoId: _id, ...fields } = comercio;
  return fields;
}

interface Props {
  comercio: AdminComercioDetail | null;
  /** Create sends the carpeta; update leaves it out (it cannot change). */
  onSave: (input: ComercioCreate) => Promise<unknown>;
  isSaving: boolean;
}

/** Create or edit a business's platform fields: carpeta (once), name, published, group, sites, feature flags. */
export function ComercioForm({ comercio, onSave, isSaving }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const comercios = useAdminComercios();
  const sites = useAdminSites();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Draft, unknown, ComercioCreate>({
    resolver: zodResolver(comercioCreateSchema),
    defaultValues: toDraft(comercio),
  });
  const errorOf = fieldErrorReader(errors);
  const esGrupo = watch('esGrupoDeComercios');
  const grupos = (comercios.data ?? [])
    .filter((c) => c.esGrupoDeComercios && c.configRestoId !== comercio?.configRestoId)
    .map((c) => ({ value: String(c.configRestoId), label: c.nombreComercio }));
  const siteOptions = (sites.data ?? []).map((s) => ({ value: String(s.id), label: `${s.nombre} (${s.dominioUrl})` }));

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    setServerError(await saveShowingErrors(() => onSave(input), setError, t.comun.errorCarga));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={720}>
        {serverError && <AdminNotice tone="error" title={serverError} />}
        <TextInput
          label={t.comercios.nombre}
          required
          error={errorOf('nombreComercio')}
          {...register('nombreComercio')}
        />
        <TextInput
          label={t.comercios.carpeta}
          description={t.comercios.carpetaAyuda}
          required
          readOnly={comercio !== null}
          autoCapitalize="none"
          spellCheck={false}
          error={errorOf('carpeta')}
          {...register('carpeta')}
        />
        <Checkbox label={t.comercios.publicado} {...register('publicado')} />
        <Checkbox label={t.comercios.esGrupo} {...register('esGrupoDeComercios')} />
        {!esGrupo && (
          <Controller
            control={control}
            name="configRestoParentId"
            render={({ field }) => (
              <Select
                label={t.comercios.grupo}
                placeholder={t.comercios.sinGrupo}
                data={grupos}
                clearable
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                error={errorOf('configRestoParentId')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="siteIds"
          render={({ field }) => (
            <MultiSelect
              label={t.comercios.sitios}
              data={siteOptions}
              searchable
              value={(field.value ?? []).map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              error={errorOf('siteIds')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Fieldset legend={t.comercios.funciones}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {COMERCIO_FLAGS.map((flag) => (
              <Checkbox key={flag} label={t.comercios.flags[flag]} {...register(`flags.${flag}`)} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" size="md" loading={isSaving}>
            {comercio ? t.comun.guardar : t.comercios.crear}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
