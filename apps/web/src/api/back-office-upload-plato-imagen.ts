import { useMutation } from '@tanstack/react-query';
import type { ImagenSubida } from '@vidriera/domain/imagenes';
import { imagenPath, uploadRaw } from './upload-raw.ts';

/**
 * POST merchant/imagenes/{configRestoId}?tipo=plato: a dish's picture (the file itself is the body), resized to
 * 512 px; answers its URLs (`url` is the one to save as the dish's imagenUrl). Owner only.
 */
export function backOfficeUploadPlatoImagen(configRestoId: number, file: Blob): Promise<ImagenSubida> {
  return uploadRaw<ImagenSubida>(imagenPath(configRestoId, 'plato'), 'POST', file);
}

export function useBackOfficeUploadPlatoImagen(configRestoId: number) {
  return useMutation({ mutationFn: (file: Blob) => backOfficeUploadPlatoImagen(configRestoId, file) });
}
