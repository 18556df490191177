import { Button, Group, MultiSelect, type MultiSelectProps, Select, type SelectProps, Stack } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficeNotice } from '../shell/back-office-notice.tsx';
import { saveShowingErrors } from '../shell/form-errors.ts';

/** A platform form's save: a refusal puts the server's messages on the fields, its general one in `serverError`. */
export function usePlataformaSave() {
  const [serverError, setServerError] = useState<string | null>(null);
  const saveWith = async <T extends FieldValues>(save: () => Promise<unknown>, setError: UseFormSetError<T>) => {
    setServerError(null);
    setServerError(await saveShowingErrors(save, setError, t.comun.errorCarga));
  };
  return { serverError, saveWith };
}

interface PlataformaFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  isSaving: boolean;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** A site's or a business's form: the refusal above, the fields, the submit button below. */
export function PlataformaForm({ onSubmit, serverError, isSaving, submitLabel, children }: PlataformaFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={720}>
        {serverError && <BackOfficeNotice tone="error" title={serverError} />}
        {children}
        <Group>
          <Button type="submit" size="md" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface IdFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}

/** A select of one record by its numeric id (a business, a group); cleared, null. */
export function IdSelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: IdFieldProps<T, TOut> & Omit<SelectProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** A multiple select of records by their numeric ids (sites, a portal's businesses). */
export function IdsMultiSelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: IdFieldProps<T, TOut> & Omit<MultiSelectProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          {...props}
          value={((field.value as number[] | undefined) ?? []).map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
