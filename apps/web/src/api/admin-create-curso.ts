import {
  type CursoVideoAdmin,
  type CursoVideoInput,
  adminCreateCursoRoute,
  type adminCreateCursoOperation,
} from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** POST merchant/cursos/{configRestoId}: adds a video, last in the order. */
export function adminCreateCurso(configRestoId: number, input: CursoVideoInput): Promise<CursoVideoAdmin> {
  return callOperation<typeof adminCreateCursoOperation>(adminCreateCursoRoute, {
    params: { configRestoId },
    body: input,
  });
}
