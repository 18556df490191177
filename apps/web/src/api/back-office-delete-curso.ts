import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeCursosKey } from './back-office-get-cursos.ts';
import { backOfficeDeleteCursoRoute, type backOfficeDeleteCursoOperation } from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** DELETE merchant/cursos/{configRestoId}/{videoId}: removes a video and its uploaded file (an empty 204). */
export async function backOfficeDeleteCurso(configRestoId: number, videoId: number): Promise<void> {
  await callOperation<typeof backOfficeDeleteCursoOperation>(backOfficeDeleteCursoRoute, {
    params: { configRestoId, videoId },
  });
}

export function useBackOfficeDeleteCurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => backOfficeDeleteCurso(configRestoId, videoId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeCursosKey(configRestoId) }),
  });
}
