import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import type { ConcursoAdmin } from '@vidriera/domain/concursos';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useBackOfficeCreateConcurso } from '../../../api/back-office-create-concurso.ts';
import { useBackOfficeUpdateConcurso } from '../../../api/back-office-update-concurso.ts';
import { ApiError } from '../../../api/client.ts';
import { serverNow } from '../../../api/server-clock.ts';
import { esBackOfficeConcursos as t } from '../../../i18n/es-back-office-concursos.ts';
import { fieldErrorReader } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { SwitchField } from '../shell/switch-field.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import {
  type ConcursoFormValues,
  createEmptyConcursoValues,
  toConcursoFormValues,
  toConcursoInput,
  toFormField,
} from './concurso-form-values.ts';
import { cx } from '../../../ui/cx.ts';
import concursosAdminCss from './concursos-back-office.module.css';

interface ConcursoEditorProps {
  comercioId: number;
  timeZone: string;
  /** The draw to edit; null creates one. */
  concurso: ConcursoAdmin | null;
  onClose: () => void;
  onSaved: (concurso: ConcursoAdmin) => void;
}

/** Creates or edits a draw and its prizes, with the server's rules shown before it refuses. */
export function ConcursoEditor({ comercioId, timeZone, concurso, onClose, onSaved }: ConcursoEditorProps) {
  const create = useBackOfficeCreateConcurso(comercioId);
  const update = useBackOfficeUpdateConcurso(comercioId);
  const [serverError, setServerError] = useState<string | null>(null);
  const isDrawn = concurso?.fechaHoraSorteo != null;
  // Once someone joined, the kind and the prizes are what they joined for (the server refuses changes: 409).
  const isPrizeLocked = (concurso?.cantidadParticipantes ?? 0) > 0;
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ConcursoFormValues>({
    defaultValues: concurso
      ? toConcursoFormValues(concurso, timeZone)
      : createEmptyConcursoValues(serverNow().getTime(), timeZone),
  });
  const premios = useFieldArray({ control, name: 'premios' });
  const instantaneo = watch('instantaneo');
  const errorOf = fieldErrorReader(errors);
  const isSaving = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const checked = toConcursoInput(values, timeZone);
    if (checked.errors) {
      for (const [field, message] of Object.entries(checked.errors)) {
        setError(field as keyof ConcursoFormValues, { type: 'validate', message });
      }
      return;
    }
    try {
      const saved = concurso
        ? await update.mutateAsync({ concursoId: concurso.id, input: checked.input })
        : await create.mutateAsync(checked.input);
      onSaved(saved);
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      for (const [field, messages] of Object.entries(body?.errors ?? {})) {
        if (messages[0]) setError(toFormField(field) as keyof ConcursoFormValues, { message: messages[0] });
      }
      setServerError(body?.message ?? (err as Error).message);
    }
  });

  return (
    <PhoneSheetModal
      className={concursosAdminCss.admModal}
      title={concurso ? t.editorEditar : t.editorNuevo}
      closeLabel={t.cerrar}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <fieldset disabled={isDrawn} className={concursosAdminCss.admFieldset}>
          <Stack gap="sm">
            {isDrawn && <Alert color="gray">{t.bloqueadoSorteado}</Alert>}
            {!isDrawn && isPrizeLocked && <Alert color="yellow">{t.bloqueadoPorParticipantes}</Alert>}
            <TextInput label={t.campoTitulo} required error={errorOf('titulo')} {...register('titulo')} />
            <Textarea
              label={t.campoDescripcion}
              autosize
              minRows={2}
              error={errorOf('descripcion')}
              {...register('descripcion')}
            />
            <TextInput
              label={t.campoFoto}
              description={t.campoFotoAyuda}
              type="url"
              inputMode="url"
              error={errorOf('urlFoto')}
              {...register('urlFoto')}
            />
            <Textarea
              label={t.campoCondiciones}
              autosize
              minRows={2}
              error={errorOf('condiciones')}
              {...register('condiciones')}
            />
            <Controller
              control={control}
              name="instantaneo"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="concurso-tipo-label">
                    {t.campoTipo}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="concurso-tipo-label"
                    disabled={isPrizeLocked || isDrawn}
                    value={field.value ? 'instantaneo' : 'programado'}
                    onChange={(value) => field.onChange(value === 'instantaneo')}
                    data={[
                      { value: 'programado', label: t.programado },
                      { value: 'instantaneo', label: t.instantaneo },
                    ]}
                  />
                </Stack>
              )}
            />
            {instantaneo && (
              <Controller
                control={control}
                name="probabilidadGanar"
                render={({ field }) => (
                  <NumberInput
                    label={t.campoProbabilidad}
                    description={t.campoProbabilidadAyuda}
                    min={0}
                    max={1}
                    step={0.05}
                    decimalScale={3}
                    decimalSeparator=","
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                    error={errorOf('probabilidadGanar')}
                  />
                )}
              />
            )}
            <Text size="xs" c="gray.7">
              {t.zonaHoraria(timeZone)}
            </Text>
            <Group grow wrap="wrap" align="flex-start">
              <TextInput
                type="datetime-local"
                label={t.campoHasta}
                required
                error={errorOf('fechaHoraHasta')}
                {...register('fechaHoraHasta')}
              />
              <TextInput
                type="datetime-local"
                label={t.campoSorteo}
                required
                error={errorOf('fechaHoraSorteo')}
                {...register('fechaHoraSorteo')}
              />
            </Group>
            <Textarea
              label={t.campoPasos}
              description={t.campoPasosAyuda}
              autosize
              minRows={2}
              error={errorOf('pasosSiguientes')}
              {...register('pasosSiguientes')}
            />
            <SwitchField control={control} name="publicado" label={t.campoPublicado} />
            <SwitchField control={control} name="notificaPorMail" label={t.campoNotifica} />
            <fieldset className={cx(concursosAdminCss.admFieldset, concursosAdminCss.admPremios)}>
              <legend className={concursosAdminCss.admLegend}>{t.premios}</legend>
              {errorOf('premios') && (
                <Text c="red.8" size="sm" role="alert">
                  {errorOf('premios')}
                </Text>
              )}
              <Stack gap="xs">
                {premios.fields.map((field, index) => (
                  <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      className={concursosAdminCss.admGrow}
                      aria-label={t.premioDescripcion(index + 1)}
                      placeholder={t.premioDescripcion(index + 1)}
                      error={errorOf(`premios.${index}.descripcion`)}
                      {...register(`premios.${index}.descripcion`)}
                    />
                    <Controller
                      control={control}
                      name={`premios.${index}.cantidad`}
                      render={({ field: cantidad }) => (
                        <NumberInput
                          className={concursosAdminCss.admQty}
                          aria-label={t.premioCantidad(index + 1)}
                          min={1}
                          allowDecimal={false}
                          disabled={isPrizeLocked}
                          value={cantidad.value}
                          onChange={(value) => cantidad.onChange(typeof value === 'number' ? value : Number.NaN)}
                          error={errorOf(`premios.${index}.cantidad`)}
                        />
                      )}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={44}
                      aria-label={t.quitarPremio(index + 1)}
                      disabled={isPrizeLocked || premios.fields.length === 1}
                      onClick={() => premios.remove(index)}
                    >
                      <span aria-hidden="true">✕</span>
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
              <Button
                variant="light"
                mt="xs"
                disabled={isPrizeLocked}
                onClick={() => premios.append({ descripcion: '', cantidad: 1 })}
              >
                {t.agregarPremio}
              </Button>
            </fieldset>
            <FormErrorAlert message={serverError} />
          </Stack>
        </fieldset>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t.cancelar}
          </Button>
          {!isDrawn && (
            <Button type="submit" loading={isSaving}>
              {isSaving ? t.guardando : t.guardar}
            </Button>
          )}
        </Group>
      </form>
    </PhoneSheetModal>
  );
}
