import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CursosAdmin, adminReorderCursosRoute, type adminReorderCursosOperation } from '@vidriera/domain/cursos';
import { adminCursosKey } from './admin-get-cursos.ts';
import { callOperation } from './client.ts';

/** PUT merchant/cursos/{configRestoId}/orden: every video's id in the new order. */
export function adminReorderCursos(configRestoId: number, ids: number[]): Promise<CursosAdmin> {
  return callOperation<typeof adminReorderCursosOperation>(adminReorderCursosRoute, {
    params: { configRestoId },
    body: { ids },
  });
}

export function useAdminReorderCursos(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => adminReorderCursos(configRestoId, ids),
    onSuccess: (cursos) => queryClient.setQueryData(adminCursosKey(configRestoId), cursos),
    onError: () => queryClient.invalidateQueries({ queryKey: adminCursosKey(configRestoId) }),
  });
}
