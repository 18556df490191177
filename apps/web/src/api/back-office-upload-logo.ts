import type { ImagenSubida } from '@vidriera/domain/imagenes';
import { imagenPath, uploadRaw } from './upload-raw.ts';

/** POST merchant/imagenes/{configRestoId}?tipo=logo: the logo file, resized to its variants; answers their URLs. */
export function backOfficeUploadLogo(configRestoId: number, file: File): Promise<ImagenSubida> {
  return uploadRaw<ImagenSubida>(imagenPath(configRestoId, 'logo'), 'POST', file);
}
