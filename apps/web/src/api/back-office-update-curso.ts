import {
  type CursoVideoAdmin,
  type CursoVideoInput,
  backOfficeUpdateCursoRoute,
  type backOfficeUpdateCursoOperation,
} from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** PUT merchant/cursos/{configRestoId}/{videoId}: replaces a video's data (a link replaces its uploaded file). */
export function backOfficeUpdateCurso(
  configRestoId: number,
  videoId: number,
  input: CursoVideoInput,
): Promise<CursoVideoAdmin> {
  return callOperation<typeof backOfficeUpdateCursoOperation>(backOfficeUpdateCursoRoute, {
    params: { configRestoId, videoId },
    body: input,
  });
}
