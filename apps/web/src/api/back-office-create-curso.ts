import {
  type CursoVideoAdmin,
  type CursoVideoInput,
  backOfficeCreateCursoRoute,
  type backOfficeCreateCursoOperation,
} from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** POST merchant/cursos/{configRestoId}: adds a video, last in the order. */
export function backOfficeCreateCurso(configRestoId: number, input: CursoVideoInput): Promise<CursoVideoAdmin> {
  return callOperation<typeof backOfficeCreateCursoOperation>(backOfficeCreateCursoRoute, {
    params: { configRestoId },
    body: input,
  });
}
