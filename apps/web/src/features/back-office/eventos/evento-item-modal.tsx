import { Button, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { saveWithSchema } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import eventosBackOfficeCss from './eventos-back-office.module.css';

interface EventoItemFormOptions<V extends FieldValues, S extends z.ZodType> {
  defaultValues: DefaultValues<V>;
  /** The API's schema of the input. */
  schema: S;
  /** The form's values as the schema reads them (an empty number field is no number). */
  toInput: (values: V) => unknown;
  save: (input: z.output<S>) => Promise<unknown>;
  /** After a save. */
  onSaved: () => void;
}

/**
 * The form of one of an event's dates or ticket kinds: checked with the API's schema (messages on the fields),
 * then saved; what the API refuses as a whole is `serverError`.
 */
export function useEventoItemForm<V extends FieldValues, S extends z.ZodType>({
  defaultValues,
  schema,
  toInput,
  save,
  onSaved,
}: EventoItemFormOptions<V, S>) {
  const form = useForm<V>({ defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const saveAndClose = async (input: z.output<S>) => {
      await save(input);
      onSaved();
    };
    setServerError(await saveWithSchema(schema, toInput(values), form.setError, saveAndClose, t.errorCarga));
  });
  return { control: form.control, register: form.register, errors: form.formState.errors, serverError, submit };
}

interface EventoItemModalProps {
  title: string;
  serverError: string | null;
  isSaving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The sheet that adds or changes a date or a ticket kind: its fields, the refusal, Cancelar and Guardar. */
export function EventoItemModal({ title, serverError, isSaving, onSubmit, onClose, children }: EventoItemModalProps) {
  return (
    <PhoneSheetModal className={eventosBackOfficeCss.evtModal} title={title} closeLabel={t.cerrar} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <FormErrorAlert message={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancelar}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </PhoneSheetModal>
  );
}
