import type { CursoVideoAdmin } from '@vidriera/domain/schemas/curso';
import { uploadRaw } from './upload-raw.ts';

/** PUT merchant/cursos/{configRestoId}/{videoId}/archivo: the video file (MP4 or WebM) as the raw body. */
export function adminUploadCursoVideo(
  configRestoId: number,
  videoId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<CursoVideoAdmin> {
  return uploadRaw<CursoVideoAdmin>(`merchant/cursos/${configRestoId}/${videoId}/archivo`, 'PUT', file, onProgress);
}
