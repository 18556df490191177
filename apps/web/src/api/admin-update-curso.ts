import {
  type CursoVideoAdmin,
  type CursoVideoInput,
  adminUpdateCursoRoute,
  type adminUpdateCursoOperation,
} from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** PUT merchant/cursos/{configRestoId}/{videoId}: replaces a video's data (a link replaces its uploaded file). */
export function adminUpdateCurso(
  configRestoId: number,
  videoId: number,
  input: CursoVideoInput,
): Promise<CursoVideoAdmin> {
  return callOperation<typeof adminUpdateCursoOperation>(adminUpdateCursoRoute, {
    params: { configRestoId, videoId },
    body: input,
  });
}
