import { rm } from 'node:fs/promises';
import { MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR, MSG_SIN_ESPACIO } from '@vidriera/domain/common';
import { AppError } from '../../plugins/errors.ts';

/** The disk or the user's quota is full: 507 Insufficient Storage. */
const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
/** The folder cannot be written now (read-only, no permission, gone, out of file handles, failing): 503. */
const UNWRITABLE = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'EMFILE',
  'ENFILE',
  'EIO',
]);

/**
 * What the uploader is told when storing a file under DATA_DIR failed: the file system's error as a Spanish 507 or
 * 503. Anything else (the upload's own 4xx, a bug) is returned as it is.
 */
export function toDiskError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof AppError || typeof code !== 'string') return error;
  if (FULL.has(code)) return new AppError(507, MSG_SIN_ESPACIO, { error: 'Insufficient Storage' });
  if (UNWRITABLE.has(code)) return new AppError(503, MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR);
  return error;
}

/** Removes files a failed upload wrote; a file that cannot be removed (a read-only disk) must not hide the failure. */
export async function removeQuietly(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((file) => rm(file, { force: true }).catch(() => {})));
}
