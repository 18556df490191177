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
import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminComercioDetail,
  COMERCIO_FLAGS,
  type ComercioCreate,
  comercioCreateSchema,
} from '@vidriera/domain/plataforma';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBackOfficeComercios } from '../../../api/back-office-get-comercios.ts';
import { usePlataformaSites } from '../../../api/plataforma-get-sites.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { fieldErrorReader } from '../shell/form-errors.ts';
import { IdSelectField, IdsMultiSelectField, PlataformaForm, usePlataformaSave } from './plataforma-form.tsx';

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
  const { serverError, saveWith } = usePlataformaSave();
  const comercios = useBackOfficeComercios();
  const sites = usePlataformaSites();
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

  const submit = handleSubmit((input) => saveWith(() => onSave(input), setError));

  return (
    <PlataformaForm
      onSubmit={submit}
      serverError={serverError}
      isSaving={isSaving}
      submitLabel={comercio ? t.comun.guardar : t.comercios.crear}
    >
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
        <IdSelectField
          control={control}
          name="configRestoParentId"
          label={t.comercios.grupo}
          placeholder={t.comercios.sinGrupo}
          data={grupos}
          clearable
          error={errorOf('configRestoParentId')}
        />
      )}
      <IdsMultiSelectField
        control={control}
        name="siteIds"
        label={t.comercios.sitios}
        data={siteOptions}
        searchable
        error={errorOf('siteIds')}
      />
      <Fieldset legend={t.comercios.funciones}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {COMERCIO_FLAGS.map((flag) => (
            <Checkbox key={flag} label={t.comercios.flags[flag]} {...register(`flags.${flag}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
    </PlataformaForm>
  );
}
