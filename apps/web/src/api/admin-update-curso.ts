import type { CursoVideoAdmin, CursoVideoInput } from '@vidriera/domain/schemas/curso';
import { apiFetch } from './client.ts';

/** PUT merchant/cursos/{configRestoId}/{videoId}: replaces a video's data (a link replaces its uploaded file). */
export function adminUpdateCurso(
  configRestoId: number,
  videoId: number,
  input: CursoVideoInput,
): Promise<CursoVideoAdmin> {
  return apiFetch<CursoVideoAdmin>(`merchant/cursos/${configRestoId}/${videoId}`, { method: 'PUT', body: input });
}
