import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { RECARGO_MAXIMO, type ProductoOpcAdmin } from '@vidriera/domain/carta';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useBackOfficeSaveProductoOpc } from '../../../api/back-office-save-producto-opc.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { fieldErrorReader } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { SwitchField } from '../shell/switch-field.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import { PESOS_INPUT_PROPS } from './pesos-input.ts';
import cartaAdminCss from './carta-back-office.module.css';

interface OpcionValues {
  productoOpcDetId?: number;
  descripcion: string;
  precio: number | string;
}

interface ProductoOpcFormValues {
  descripcion: string;
  activo: boolean;
  dets: OpcionValues[];
}

function toFormValues(set: ProductoOpcAdmin | null): ProductoOpcFormValues {
  if (!set) return { descripcion: '', activo: true, dets: [{ descripcion: '', precio: 0 }] };
  return {
    descripcion: set.descripcion,
    activo: !set.anulado,
    // Annulled options stay out of the form: left out, they stay annulled.
    dets: set.productosOpcDets
      .filter((d) => !d.anulado)
      .map((d) => ({ productoOpcDetId: d.productoOpcDetId, descripcion: d.descripcion, precio: d.precio })),
  };
}

interface ProductoOpcModalProps {
  comercioId: number;
  /** The set to edit; null creates one. */
  productoOpc: ProductoOpcAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits an option set: its name, whether it is offered, and its options with their surcharges. */
export function ProductoOpcModal({ comercioId, productoOpc, onClose, onSaved }: ProductoOpcModalProps) {
  const save = useBackOfficeSaveProductoOpc(comercioId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductoOpcFormValues>({ defaultValues: toFormValues(productoOpc) });
  const dets = useFieldArray({ control, name: 'dets', keyName: 'key' });
  const errorOf = fieldErrorReader(errors);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    let isValid = true;
    if (!values.descripcion.trim()) {
      setError('descripcion', { message: t.faltaNombreOpciones });
      isValid = false;
    }
    values.dets.forEach((d, i) => {
      if (!d.descripcion.trim()) {
        setError(`dets.${i}.descripcion`, { message: t.faltaOpcion });
        isValid = false;
      }
    });
    if (values.dets.length === 0) {
      setServerError(t.alMenosUnaOpcion);
      isValid = false;
    }
    if (!isValid) return;
    try {
      await save.mutateAsync({
        productoOpcId: productoOpc?.productoOpcId ?? null,
        body: {
          descripcion: values.descripcion.trim(),
          anulado: !values.activo,
          productosOpcDets: values.dets.map((d) => ({
            ...(d.productoOpcDetId ? { productoOpcDetId: d.productoOpcDetId } : {}),
            descripcion: d.descripcion.trim(),
            precio: typeof d.precio === 'number' ? d.precio : 0,
          })),
        },
      });
      onSaved();
    } catch (err) {
      setServerError(err instanceof ApiError ? err.message : t.errorGuardar);
    }
  });

  return (
    <PhoneSheetModal
      className={cartaAdminCss.cadmModal}
      title={productoOpc ? t.editarGrupoOpciones : t.nuevoGrupoOpciones}
      closeLabel={t.cerrar}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.nombreGrupoOpciones}
            placeholder={t.nombreGrupoOpcionesEjemplo}
            required
            maxLength={80}
            error={errorOf('descripcion')}
            {...register('descripcion')}
          />
          <SwitchField control={control} name="activo" label={t.grupoOpcionesActivo} />
          <fieldset className={cartaAdminCss.cadmFieldset}>
            <legend className={cartaAdminCss.cadmLegend}>{t.opcionesTitulo}</legend>
            <Stack gap="xs">
              {dets.fields.map((field, index) => (
                <Group key={field.key} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    className={cartaAdminCss.cadmGrow}
                    aria-label={t.opcion(index + 1)}
                    placeholder={t.opcion(index + 1)}
                    maxLength={80}
                    error={errorOf(`dets.${index}.descripcion`)}
                    {...register(`dets.${index}.descripcion`)}
                  />
                  <Controller
                    control={control}
                    name={`dets.${index}.precio`}
                    render={({ field: precio }) => (
                      <NumberInput
                        {...PESOS_INPUT_PROPS}
                        className={cartaAdminCss.cadmRecargo}
                        aria-label={t.recargoDe(index + 1)}
                        max={RECARGO_MAXIMO}
                        value={precio.value}
                        onChange={precio.onChange}
                      />
                    )}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t.quitarOpcion(index + 1)}
                    disabled={dets.fields.length === 1}
                    onClick={() => dets.remove(index)}
                  >
                    <span aria-hidden="true">✕</span>
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <Text size="xs" c="dimmed" mt={4}>
              {t.recargoAyuda}
            </Text>
            <Button variant="light" mt="xs" onClick={() => dets.append({ descripcion: '', precio: 0 })}>
              {t.agregarOpcion}
            </Button>
          </fieldset>
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
