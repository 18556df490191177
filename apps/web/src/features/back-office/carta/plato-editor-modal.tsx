import { Button, Group, NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { PRECIO_MAXIMO, type GrupoAdmin, type PlatoAdmin, type ProductoOpcAdmin } from '@vidriera/domain/carta';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useBackOfficeCreatePlato } from '../../../api/back-office-create-plato.ts';
import { useBackOfficeSavePlatoOpciones } from '../../../api/back-office-save-plato-opciones.ts';
import { useBackOfficeUpdatePlato } from '../../../api/back-office-update-plato.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { fieldErrorReader } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { SwitchField } from '../shell/switch-field.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import { ImagenField } from './imagen-field.tsx';
import { PESOS_INPUT_PROPS } from './pesos-input.ts';
import {
  hasOpcionesCambios,
  type PlatoFormValues,
  toPlatoCambios,
  toPlatoCrear,
  toPlatoFormValues,
  toPlatoOpciones,
  validatePlatoForm,
} from './plato-form-values.ts';
import { PlatoOpcionesField } from './plato-opciones-field.tsx';
import cartaAdminCss from './carta-back-office.module.css';

interface PlatoEditorModalProps {
  comercioId: number;
  /** The dish to edit; null creates one in `grupoId`. */
  plato: PlatoAdmin | null;
  grupoId: number;
  /** The groups of the carta (to move the dish to another one). */
  grupos: GrupoAdmin[];
  productoOpcs: ProductoOpcAdmin[];
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a dish: texts, price, photo, publication, availability, group and option sets. */
export function PlatoEditorModal({
  comercioId,
  plato,
  grupoId,
  grupos,
  productoOpcs,
  onClose,
  onSaved,
}: PlatoEditorModalProps) {
  const create = useBackOfficeCreatePlato(comercioId);
  const update = useBackOfficeUpdatePlato(comercioId);
  const saveOpciones = useBackOfficeSavePlatoOpciones(comercioId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlatoFormValues>({ defaultValues: toPlatoFormValues(plato, grupoId) });
  const errorOf = fieldErrorReader(errors);
  const titulo = watch('titulo');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const problems = validatePlatoForm(values);
    if (Object.keys(problems).length > 0) {
      for (const [field, message] of Object.entries(problems)) {
        setError(field as keyof PlatoFormValues, { type: 'validate', message });
      }
      return;
    }
    try {
      let platoId = plato?.platoId;
      if (!plato) {
        platoId = (await create.mutateAsync({ grupoId: Number(values.grupoId), body: toPlatoCrear(values) })).platoId;
      } else {
        const cambios = toPlatoCambios(plato, values);
        if (cambios) await update.mutateAsync({ platoId: plato.platoId, body: cambios });
      }
      if (platoId !== undefined && hasOpcionesCambios(plato, values)) {
        await saveOpciones.mutateAsync({ platoId, body: toPlatoOpciones(values) });
      }
      onSaved();
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      for (const [field, messages] of Object.entries(body?.errors ?? {})) {
        if (messages[0]) setError(field as keyof PlatoFormValues, { message: messages[0] });
      }
      setServerError(body?.message ?? t.errorGuardar);
    }
  });

  return (
    <PhoneSheetModal
      className={cartaAdminCss.cadmModal}
      title={plato ? t.editarPlatoTitulo : t.nuevoPlato}
      closeLabel={t.cerrar}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.tituloPlato}
            placeholder={t.tituloPlatoEjemplo}
            required
            maxLength={120}
            error={errorOf('titulo')}
            {...register('titulo')}
          />
          <Textarea
            label={t.descripcion}
            autosize
            minRows={2}
            maxLength={1000}
            error={errorOf('descripcion')}
            {...register('descripcion')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Controller
              control={control}
              name="precio"
              render={({ field }) => (
                <NumberInput
                  {...PESOS_INPUT_PROPS}
                  label={t.precio}
                  description={t.precioAyuda}
                  required
                  min={0}
                  max={PRECIO_MAXIMO}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('precio')}
                />
              )}
            />
            <NativeSelect
              label={t.grupo}
              data={grupos.map((g) => ({ value: String(g.grupoId), label: g.descripcion }))}
              error={errorOf('grupoId')}
              {...register('grupoId')}
            />
          </Group>
          <Controller
            control={control}
            name="imagenUrl"
            render={({ field }) => (
              <ImagenField
                comercioId={comercioId}
                titulo={titulo}
                value={field.value}
                onChange={(url) => {
                  field.onChange(url);
                  // A new photo is meant to be seen; without one there is nothing to show.
                  setValue('mostrarImagen', url !== null);
                }}
              />
            )}
          />
          <SwitchField control={control} name="mostrarImagen" label={t.mostrarImagen} />
          <SwitchField control={control} name="publicado" label={t.publicado} description={t.publicadoAyuda} />
          {plato && (
            <SwitchField control={control} name="disponible" label={t.disponible} description={t.disponibleAyuda} />
          )}
          <PlatoOpcionesField control={control} productoOpcs={productoOpcs} errorOf={errorOf} />
          <FormErrorAlert message={serverError} />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t.cancelar}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t.guardando : t.guardar}
          </Button>
        </Group>
      </form>
    </PhoneSheetModal>
  );
}
