import { NumberInput, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { type EventoVarianteAdmin, eventoVarianteInputSchema } from '@vidriera/domain/eventos';
import { Controller } from 'react-hook-form';
import { useBackOfficeSaveEventoVariante } from '../../../api/back-office-save-evento-variante.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { SwitchField } from '../shell/switch-field.tsx';
import { EventoItemModal, useEventoItemForm } from './evento-item-modal.tsx';

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
  const save = useBackOfficeSaveEventoVariante(comercioId, eventoId);
  const { control, register, errors, serverError, submit } = useEventoItemForm({
    defaultValues: {
      titulo: variante?.titulo ?? '',
      importe: variante?.importe ?? '',
      horaHasta: variante?.horaHasta ?? '',
      soloOnline: variante?.soloOnline ?? false,
      anulado: variante?.anulado ?? false,
    } satisfies VarianteFormValues,
    schema: eventoVarianteInputSchema,
    toInput: (values) => ({ ...values, importe: values.importe === '' ? undefined : Number(values.importe) }),
    save: (input) => save.mutateAsync({ varianteId: variante?.id ?? null, input }),
    onSaved: onClose,
  });

  return (
    <EventoItemModal
      title={variante ? t.editarVariante : t.nuevaVariante}
      serverError={serverError}
      isSaving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </EventoItemModal>
  );
}
