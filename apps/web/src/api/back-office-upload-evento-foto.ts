import type { ImagenSubida } from '@vidriera/domain/imagenes';
import { imagenPath, uploadRaw } from './upload-raw.ts';

/**
 * POST merchant/imagenes/{configRestoId}?tipo=evento: the event's picture, resized to its variants (120, 240 and
 * 512 px); answers their URLs (`url` is the one to save as the event's urlFoto).
 */
export function backOfficeUploadEventoFoto(
  configRestoId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ImagenSubida> {
  return uploadRaw<ImagenSubida>(imagenPath(configRestoId, 'evento'), 'POST', file, onProgress);
}
