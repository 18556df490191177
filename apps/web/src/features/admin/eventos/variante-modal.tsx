import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { type EventoVarianteAdmin, eventoVarianteInputSchema } from '@vidriera/domain/eventos';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAdminSaveEventoVariante } from '../../../api/admin-save-evento-variante.ts';
import { esAdminEventos as t } from '../../../i18n/es-admin-eventos.ts';
import { saveWithSchema } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { SwitchField } from '../shell/switch-field.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import eventosAdminCss from './eventos-admin.module.css';

interface VarianteFormValues {
  titulo: string;
  importe: number | string;
  horaHasta: string;
  soloOnline: boolean;
  anulado: boolean;
}

interface VarianteModalProps {
  comercioId: number;
  eventoId: number;
  /** The variant to edit; null adds one. */
  variante: EventoVarianteAdmin | null;
  onClose: () => void;
}

/** Adds or changes a kind of ticket ('Anticipada' until a time of the event day, 'General', ...). */
export function VarianteModal({ comercioId, eventoId, variante, onClose }: VarianteModalProps) {
  const save = useAdminSaveEventoVariante(comercioId, eventoId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VarianteFormValues>({
    defaultValues: {
      titulo: variante?.titulo ?? '',
      importe: variante?.importe ?? '',
      horaHasta: variante?.horaHasta ?? '',
      soloOnline: variante?.soloOnline ?? false,
      anulado: variante?.anulado ?? false,
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const message = await saveWithSchema(
      eventoVarianteInputSchema,
      { ...values, importe: values.importe === '' ? undefined : Number(values.importe) },
      setError,
      async (input) => {
        await save.mutateAsync({ varianteId: variante?.id ?? null, input });
        onClose();
      },
      t.errorCarga,
    );
    setServerError(message);
  });

  return (
    <PhoneSheetModal
      className={eventosAdminCss.evtModal}
      title={variante ? t.editarVariante : t.nuevaVariante}
      closeLabel={t.cerrar}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t.campoVarianteTitulo} required error={errors.titulo?.message} {...register('titulo')} />
          <Controller
            control={control}
            name="importe"
            render={({ field }) => (
              <NumberInput
                label={t.campoVariantePrecio}
                required
                min={0}
                decimalScale={2}
                thousandSeparator="."
                decimalSeparator=","
                value={field.value}
                onChange={field.onChange}
                error={errors.importe?.message}
              />
            )}
          />
          <TextInput
            type="time"
            label={t.campoHoraHasta}
            description={t.campoHoraHastaAyuda}
            error={errors.horaHasta?.message}
            {...register('horaHasta')}
          />
          <SwitchField control={control} name="soloOnline" label={t.campoSoloOnline} />
          <SwitchField control={control} name="anulado" color="red" label={t.campoVarianteAnulada} />
          <FormErrorAlert message={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancelar}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </PhoneSheetModal>
  );
}
