import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { esAdminPlataforma as t } from '../../../i18n/es-admin-plataforma.ts';

/**
 * Puts a refused save's per-field messages (`errors` of the 400 body, keyed 'categorias.0.titulo') on the form's
 * fields and returns the general message to show above the form.
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): string {
  if (!(err instanceof ApiError)) return t.comun.errorCarga;
  for (const [field, messages] of Object.entries(err.body.errors ?? {})) {
    if (field && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return err.message;
}
