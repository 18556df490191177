import type { CursoVideoAdmin, CursoVideoInput } from '@vidriera/domain/schemas/curso';
import { adminCreateCursoRoute } from '@vidriera/domain/contracts/cursos-routes';
import type { adminCreateCursoOperation } from '@vidriera/domain/contracts/cursos';
import { callOperation } from './client.ts';

/** POST merchant/cursos/{configRestoId}: adds a video, last in the order. */
export function adminCreateCurso(configRestoId: number, input: CursoVideoInput): Promise<CursoVideoAdmin> {
  return callOperation<typeof adminCreateCursoOperation>(adminCreateCursoRoute, {
    params: { configRestoId },
    body: input,
  });
}
