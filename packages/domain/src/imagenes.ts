/**
 * Image uploads of the back office (POST merchant/imagenes/{configRestoId}?tipo=...): the kinds, limits and
 * messages the API enforces and the web checks first (zod-free, so the web bundle imports it at run time).
 */

export const TIPOS_IMAGEN = ['plato', 'logo', 'evento'] as const;
export type TipoImagen = (typeof TIPOS_IMAGEN)[number];

/** The largest file accepted: a phone photo fits; anything larger is refused before it is read whole. */
export const IMAGEN_MAX_BYTES = 8 * 1024 * 1024;
/** Decoded size limit (width × height), against files that are small on disk but huge once decoded. */
export const IMAGEN_MAX_PIXELES = 50_000_000;
/** The formats a browser file input should offer; the API tells them apart by their first bytes. */
export const IMAGEN_TIPOS_ACEPTADOS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const MSG_IMAGEN_VACIA = 'No se recibió ninguna imagen.';
export const MSG_IMAGEN_NO_VALIDA = 'El archivo no es una imagen válida: subí una foto JPG, PNG, WebP o GIF.';
export const MSG_IMAGEN_DEMASIADO_GRANDE = 'La imagen pesa más de 8 MB: elegí una más liviana.';
export const MSG_IMAGEN_DEMASIADOS_PIXELES = 'La imagen tiene demasiados píxeles: elegí una de menor resolución.';

/** Why a chosen file will be refused (null when it is worth sending; the API checks its bytes again). */
export function getImagenRechazo(file: { size: number; type: string }): string | null {
  if (file.size === 0) return MSG_IMAGEN_VACIA;
  if (file.size > IMAGEN_MAX_BYTES) return MSG_IMAGEN_DEMASIADO_GRANDE;
  if (!(IMAGEN_TIPOS_ACEPTADOS as readonly string[]).includes(file.type.toLowerCase())) return MSG_IMAGEN_NO_VALIDA;
  return null;
}
