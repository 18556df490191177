import type { CursoVideoAdmin, CursoVideoInput } from '@vidriera/domain/schemas/curso';
import { apiFetch } from './client.ts';

/** POST merchant/cursos/{configRestoId}: adds a video, last in the order. */
export function adminCreateCurso(configRestoId: number, input: CursoVideoInput): Promise<CursoVideoAdmin> {
  return apiFetch<CursoVideoAdmin>(`merchant/cursos/${configRestoId}`, { method: 'POST', body: input });
}
