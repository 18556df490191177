/**
 * Uploaded files (pictures, course videos) the server could not store: nothing of the upload was kept, and the
 * same file can be sent again later.
 */

/** 507: the disk (or the uploads' quota) is full. */
export const MSG_SIN_ESPACIO = 'No hay espacio para guardar el archivo en el servidor: intentá de nuevo más tarde.';

/** 503: the uploads' folder cannot be written (read-only, no permission, missing). */
export const MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR =
  'No se puede guardar el archivo en el servidor en este momento: intentá de nuevo en unos minutos.';
