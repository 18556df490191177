import { Button, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { saveWithSchema } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import eventosAdminCss from './eventos-admin.module.css';

/**
 * The save of one of an event's dates or ticket kinds: checked with the API's schema (messages on the fields),
 * then sent; what the API refuses as a whole is the answer's `serverError`.
 */
export function useEventoItemSave() {
  const [serverError, setServerError] = useState<string | null>(null);
  const saveWith = async <S extends z.ZodType, T extends FieldValues>(
    schema: S,
    values: unknown,
    setError: UseFormSetError<T>,
    save: (input: z.output<S>) => Promise<unknown>,
  ) => {
    setServerError(null);
    setServerError(await saveWithSchema(schema, values, setError, save, t.errorCarga));
  };
  return { serverError, saveWith };
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
    <PhoneSheetModal className={eventosAdminCss.evtModal} title={title} closeLabel={t.cerrar} onClose={onClose}>
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
