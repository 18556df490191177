import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { esAdminEventos as t } from '../../../i18n/es-admin-eventos.ts';

/**
 * Checks the values with the same schema the API uses and puts each message on its field (the first one per
 * field); answers the parsed input, or null when something is wrong.
 */
export function parseWithSchema<S extends z.ZodType, T extends FieldValues>(
  schema: S,
  input: unknown,
  setError: UseFormSetError<T>,
): z.output<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!field || seen.has(field)) continue;
    seen.add(field);
    setError(field as Path<T>, { type: 'validate', message: issue.message });
  }
  return null;
}

/** A refused save: its per-field messages go on the fields; answers the message to show above the form. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): string {
  if (!(err instanceof ApiError)) return t.errorCarga;
  for (const [field, messages] of Object.entries(err.body.errors ?? {})) {
    if (field && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return err.message;
}
