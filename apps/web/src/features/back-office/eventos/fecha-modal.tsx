import { NumberInput, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { type EventoFechaAdmin, eventoFechaInputSchema } from '@vidriera/domain/eventos';
import { formatLocalDateTimeInZone } from '@vidriera/domain/common';
import { Controller } from 'react-hook-form';
import { useBackOfficeSaveEventoFecha } from '../../../api/back-office-save-evento-fecha.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { SwitchField } from '../shell/switch-field.tsx';
import { EventoItemModal, useEventoItemForm } from './evento-item-modal.tsx';

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
  const save = useBackOfficeSaveEventoFecha(comercioId, eventoId);
  const { control, register, errors, serverError, submit } = useEventoItemForm({
    defaultValues: {
      fechaHora: fecha ? formatLocalDateTimeInZone(Date.parse(fecha.fechaHora), timeZone) : '',
      capacidad: fecha?.capacidad ?? '',
      anulada: fecha?.anulada ?? false,
    } satisfies FechaFormValues,
    schema: eventoFechaInputSchema,
    toInput: (values) => ({ ...values, capacidad: values.capacidad === '' ? null : Number(values.capacidad) }),
    save: (input) => save.mutateAsync({ fechaId: fecha?.id ?? null, input }),
    onSaved: onClose,
  });

  return (
    <EventoItemModal
      title={fecha ? t.editarFecha : t.nuevaFecha}
      serverError={serverError}
      isSaving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </EventoItemModal>
  );
}
