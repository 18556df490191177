import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Checkbox, Fieldset, Group, NumberInput, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSiteDetail,
  type SiteInput,
  type SiteInputDraft,
  siteInputSchema,
} from '@vidriera/domain/plataforma';
import { Controller, useForm } from 'react-hook-form';
import { useBackOfficeComercios } from '../../../api/back-office-get-comercios.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { SitioCategoriasField } from './sitio-categorias-field.tsx';
import { fieldErrorReader } from '../shell/form-errors.ts';
import { IdSelectField, IdsMultiSelectField, PlataformaForm, usePlataformaSave } from './plataforma-form.tsx';

const EMPTY_SITE: SiteInputDraft = {
  dominioUrl: '',
  nombre: '',
  tipo: 'comercio',
  comercioId: null,
  comercioIds: [],
  esPortalConCategorias: false,
  esPortalSinEntrega: false,
  categorias: [],
  nombreLargo: '',
  frase: '',
  homeTitulo: '',
  homeDescription: '',
  homeKeywords: '',
  metaPixel: '',
  googleTag: '',
  minBuild: 0,
  verificarTelefonosNuevos: false,
  androidPackage: '',
  androidCertFingerprints: [],
};

function toDraft(site: AdminSiteDetail): SiteInputDraft {
  const { id: _id, contacto: _contacto, ...fields } = site;
  return {
    ...fields,
    metaPixel: site.metaPixel ?? '',
    googleTag: site.googleTag ?? '',
    androidPackage: site.androidPackage ?? '',
  };
}

/** Fingerprints are typed one per line (or pasted separated by spaces or commas). */
const toFingerprints = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

interface Props {
  site: AdminSiteDetail | null;
  onSave: (input: SiteInput) => Promise<unknown>;
  isSaving: boolean;
}

/** Create or edit a site: domain, kind, its business or the portal's list and categories, page metadata. */
export function SitioForm({ site, onSave, isSaving }: Props) {
  const { serverError, saveWith } = usePlataformaSave();
  const comercios = useBackOfficeComercios();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SiteInputDraft, unknown, SiteInput>({
    resolver: zodResolver(siteInputSchema),
    defaultValues: site ? toDraft(site) : EMPTY_SITE,
  });
  const errorOf = fieldErrorReader(errors);
  const tipo = watch('tipo');
  const conCategorias = watch('esPortalConCategorias');
  const portalIds = watch('comercioIds') ?? [];
  const options = (comercios.data ?? []).map((c) => ({ value: String(c.configRestoId), label: c.nombreComercio }));
  const portalOptions = options.filter((option) => portalIds.includes(Number(option.value)));
  const fingerprintsError =
    errorOf('androidCertFingerprints') ??
    (watch('androidCertFingerprints') ?? [])
      .map((_, index) => errorOf(`androidCertFingerprints.${index}`))
      .find(Boolean);

  const submit = handleSubmit((input) => saveWith(() => onSave(input), setError));

  return (
    <PlataformaForm
      onSubmit={submit}
      serverError={serverError}
      isSaving={isSaving}
      submitLabel={site ? t.comun.guardar : t.sitios.crear}
    >
      <TextInput
        label={t.sitios.dominio}
        description={t.sitios.dominioAyuda}
        required
        autoCapitalize="none"
        spellCheck={false}
        error={errorOf('dominioUrl')}
        {...register('dominioUrl')}
      />
      <TextInput label={t.sitios.nombre} required error={errorOf('nombre')} {...register('nombre')} />
      <Controller
        control={control}
        name="tipo"
        render={({ field }) => (
          <Radio.Group label={t.sitios.tipo} value={field.value} onChange={field.onChange} required>
            <Group gap="lg" mt={6}>
              <Radio value="comercio" label={t.sitios.tipoComercio} />
              <Radio value="portal" label={t.sitios.tipoPortal} />
            </Group>
          </Radio.Group>
        )}
      />
      {tipo === 'comercio' ? (
        <IdSelectField
          control={control}
          name="comercioId"
          label={t.sitios.comercioDelSitio}
          required
          searchable
          data={options}
          error={errorOf('comercioId')}
        />
      ) : (
        <>
          <IdsMultiSelectField
            control={control}
            name="comercioIds"
            label={t.sitios.comerciosDelPortal}
            description={t.sitios.comerciosDelPortalAyuda}
            searchable
            data={options}
            error={errorOf('comercioIds')}
          />
          <Checkbox label={t.sitios.conCategorias} {...register('esPortalConCategorias')} />
          <Checkbox label={t.sitios.sinEntrega} {...register('esPortalSinEntrega')} />
          {conCategorias && (
            <SitioCategoriasField
              control={control}
              register={register}
              errors={errors}
              comercioOptions={portalOptions}
            />
          )}
        </>
      )}
      {errorOf('categorias') && (
        <Text c="red" size="sm" role="alert">
          {errorOf('categorias')}
        </Text>
      )}
      <Checkbox
        label={t.sitios.verificarTelefonos}
        description={t.sitios.verificarTelefonosAyuda}
        {...register('verificarTelefonosNuevos')}
      />
      <Fieldset legend={t.sitios.metadatos}>
        <Stack gap="sm">
          <TextInput label={t.sitios.nombreLargo} error={errorOf('nombreLargo')} {...register('nombreLargo')} />
          <TextInput label={t.sitios.frase} error={errorOf('frase')} {...register('frase')} />
          <TextInput label={t.sitios.homeTitulo} error={errorOf('homeTitulo')} {...register('homeTitulo')} />
          <Textarea
            label={t.sitios.homeDescription}
            autosize
            minRows={2}
            error={errorOf('homeDescription')}
            {...register('homeDescription')}
          />
          <TextInput
            label={t.sitios.homeKeywords}
            description={t.sitios.homeKeywordsAyuda}
            error={errorOf('homeKeywords')}
            {...register('homeKeywords')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t.sitios.metaPixel}
              inputMode="numeric"
              error={errorOf('metaPixel')}
              {...register('metaPixel')}
            />
            <TextInput label={t.sitios.googleTag} error={errorOf('googleTag')} {...register('googleTag')} />
          </Group>
          <Controller
            control={control}
            name="minBuild"
            render={({ field }) => (
              <NumberInput
                hideControls
                label={t.sitios.minBuild}
                description={t.sitios.minBuildAyuda}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? 0}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={errorOf('minBuild')}
                maw={240}
              />
            )}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t.sitios.appAndroid}>
        <Stack gap="sm">
          <TextInput
            label={t.sitios.androidPackage}
            description={t.sitios.androidPackageAyuda}
            autoCapitalize="none"
            spellCheck={false}
            error={errorOf('androidPackage')}
            {...register('androidPackage')}
          />
          <Controller
            control={control}
            name="androidCertFingerprints"
            render={({ field }) => (
              <Textarea
                label={t.sitios.androidHuellas}
                description={t.sitios.androidHuellasAyuda}
                autosize
                minRows={2}
                autoCapitalize="characters"
                spellCheck={false}
                // Monospace for the fingerprints only, not for the label and its help text.
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                defaultValue={(field.value ?? []).join('\n')}
                onChange={(event) => field.onChange(toFingerprints(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fingerprintsError}
              />
            )}
          />
        </Stack>
      </Fieldset>
    </PlataformaForm>
  );
}
