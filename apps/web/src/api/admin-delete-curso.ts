import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCursosKey } from './admin-get-cursos.ts';
import { adminDeleteCursoRoute, type adminDeleteCursoOperation } from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** DELETE merchant/cursos/{configRestoId}/{videoId}: removes a video and its uploaded file (an empty 204). */
export async function adminDeleteCurso(configRestoId: number, videoId: number): Promise<void> {
  await callOperation<typeof adminDeleteCursoOperation>(adminDeleteCursoRoute, { params: { configRestoId, videoId } });
}

export function useAdminDeleteCurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => adminDeleteCurso(configRestoId, videoId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCursosKey(configRestoId) }),
  });
}
