import { type CursoVideoAdmin, backOfficeUploadCursoVideoRoute } from '@vidriera/domain/cursos';
import { uploadRaw } from './upload-raw.ts';

/** PUT merchant/cursos/{configRestoId}/{videoId}/archivo: the video file (MP4 or WebM) as the raw body. */
export function backOfficeUploadCursoVideo(
  configRestoId: number,
  videoId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<CursoVideoAdmin> {
  const path = backOfficeUploadCursoVideoRoute.toPath({ configRestoId, videoId }).slice(1);
  return uploadRaw<CursoVideoAdmin>(path, backOfficeUploadCursoVideoRoute.method, file, onProgress);
}
