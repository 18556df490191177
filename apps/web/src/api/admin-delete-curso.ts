import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCursosKey } from './admin-get-cursos.ts';
import { apiFetch } from './client.ts';

/** DELETE merchant/cursos/{configRestoId}/{videoId}: removes a video and its uploaded file. */
export function adminDeleteCurso(configRestoId: number, videoId: number): Promise<void> {
  return apiFetch<void>(`merchant/cursos/${configRestoId}/${videoId}`, { method: 'DELETE' });
}

export function useAdminDeleteCurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => adminDeleteCurso(configRestoId, videoId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCursosKey(configRestoId) }),
  });
}
