import type { CursoVideoAdmin, CursoVideoInput } from '@vidriera/domain/schemas/curso';
import { backOfficeCreateCursoRoute } from '@vidriera/domain/contracts/cursos-routes';
import type { backOfficeCreateCursoOperation } from '@vidriera/domain/contracts/cursos';
import { callOperation } from './client.ts';

/** POST merchant/cursos/{configRestoId}: adds a video, last in the order. */
export function backOfficeCreateCurso(configRestoId: number, input: CursoVideoInput): Promise<CursoVideoAdmin> {
  return callOperation<typeof backOfficeCreateCursoOperation>(backOfficeCreateCursoRoute, {
    params: { configRestoId },
    body: input,
  });
}
