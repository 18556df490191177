import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { type EventoFechaAdmin, eventoFechaInputSchema } from '@vidriera/domain/eventos';
import { formatLocalDateTimeInZone } from '@vidriera/domain/common';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAdminSaveEventoFecha } from '../../../api/admin-save-evento-fecha.ts';
import { esAdminEventos as t } from '../../../i18n/es-admin-eventos.ts';
import { saveWithSchema } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { SwitchField } from '../shell/switch-field.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import eventosAdminCss from './eventos-admin.module.css';

interface FechaFormValues {
  fechaHora: string;
  capacidad: number | string;
  anulada: boolean;
}

interface FechaModalProps {
  comercioId: number;
  eventoId: number;
  timeZone: string;
  /** The date to edit; null adds one. */
  fecha: EventoFechaAdmin | null;
  onClose: () => void;
}

/** Adds or changes a date: its time (the business's wall clock), its capacity (not below what was sold). */
export function FechaModal({ comercioId, eventoId, timeZone, fecha, onClose }: FechaModalProps) {
  const save = useAdminSaveEventoFecha(comercioId, eventoId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FechaFormValues>({
    defaultValues: {
      fechaHora: fecha ? formatLocalDateTimeInZone(Date.parse(fecha.fechaHora), timeZone) : '',
      capacidad: fecha?.capacidad ?? '',
      anulada: fecha?.anulada ?? false,
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const message = await saveWithSchema(
      eventoFechaInputSchema,
      { ...values, capacidad: values.capacidad === '' ? null : Number(values.capacidad) },
      setError,
      async (input) => {
        await save.mutateAsync({ fechaId: fecha?.id ?? null, input });
        onClose();
      },
      t.errorCarga,
    );
    setServerError(message);
  });

  return (
    <PhoneSheetModal
      className={eventosAdminCss.evtModal}
      title={fecha ? t.editarFecha : t.nuevaFecha}
      closeLabel={t.cerrar}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="xs" c="gray.7">
            {t.zonaHoraria(timeZone)}
          </Text>
          <TextInput
            type="datetime-local"
            label={t.campoFechaHora}
            required
            error={errors.fechaHora?.message}
            {...register('fechaHora')}
          />
          <Controller
            control={control}
            name="capacidad"
            render={({ field }) => (
              <NumberInput
                label={t.campoCapacidad}
                description={t.campoCapacidadAyuda}
                min={fecha?.vendidos ?? 0}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                error={errors.capacidad?.message}
              />
            )}
          />
          <SwitchField control={control} name="anulada" color="red" label={t.campoFechaAnulada} />
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
