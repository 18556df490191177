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

/** One way to load a picture: an <img> src, and a srcset for screens of higher density when there is one. */
export interface ImagenFuente {
  src: string;
  srcSet?: string;
}

/** An event picture as uploads store it (the saved URL is the 512 px webp or jpg, storeImage in the API). */
const EVENTO_FOTO_512 = /^(.*)_512\.(webp|jpg|png)$/;

/**
 * The sources to try, in order, for an event picture shown small (spec 01: event images with suffix _zz120 or
 * _zz240; the board's cards, the back office's lists): the 120 px square (_zz120, the 240 px one on screens of
 * double density) in webp, the same in jpg, then the picture as saved. A saved URL that is not one of ours (no
 * _512 name: an older or outside picture) is tried as it is. The caller moves on to the next source when one
 * fails, and shows a placeholder when none is left.
 */
export function eventoFotoFuentes(urlFoto: string | null | undefined): ImagenFuente[] {
  if (!urlFoto) return [];
  const match = EVENTO_FOTO_512.exec(urlFoto);
  if (!match) return [{ src: urlFoto }];
  const base = match[1];
  const variant = (format: 'webp' | 'jpg'): ImagenFuente => ({
    src: `${base}_zz120.${format}`,
    srcSet: `${base}_zz120.${format} 1x, ${base}_zz240.${format} 2x`,
  });
  return [variant('webp'), variant('jpg'), { src: urlFoto }];
}
