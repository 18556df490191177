import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { get } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client.ts';

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

/**
 * Puts a refused save's per-field messages (`errors` of the 400 body, keyed 'categorias.0.titulo') on the form's
 * fields and answers the general message to show above the form; `fallback` when the call did not reach the API.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): string {
  if (!(err instanceof ApiError)) return fallback;
  for (const [field, messages] of Object.entries(err.body.errors ?? {})) {
    if (field && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return err.message;
}

/** Reads the message of any field of a form by its dotted path ('premios.0.cantidad'), nested ones included. */
export function fieldErrorReader<T extends FieldValues>(errors: FieldErrors<T>) {
  return (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
}

/**
 * Runs a form's save; a refusal puts the server's per-field messages on the fields. Answers the general message
 * to show above the form, or null when it was saved.
 */
export async function saveShowingErrors<T extends FieldValues>(
  save: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  fallback: string,
): Promise<string | null> {
  try {
    await save();
    return null;
  } catch (err) {
    return applyServerErrors(err, setError, fallback);
  }
}

/** The same, after checking the values with the API's schema (nothing is sent when a field is wrong). */
export async function saveWithSchema<S extends z.ZodType, T extends FieldValues>(
  schema: S,
  values: unknown,
  setError: UseFormSetError<T>,
  save: (input: z.output<S>) => Promise<unknown>,
  fallback: string,
): Promise<string | null> {
  const input = parseWithSchema(schema, values, setError);
  if (!input) return null;
  return saveShowingErrors(() => save(input), setError, fallback);
}
