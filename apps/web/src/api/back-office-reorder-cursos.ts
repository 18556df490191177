import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CursosAdmin,
  backOfficeReorderCursosRoute,
  type backOfficeReorderCursosOperation,
} from '@vidriera/domain/cursos';
import { backOfficeCursosKey } from './back-office-get-cursos.ts';
import { callOperation } from './client.ts';

/** PUT merchant/cursos/{configRestoId}/orden: every video's id in the new order. */
export function backOfficeReorderCursos(configRestoId: number, ids: number[]): Promise<CursosAdmin> {
  return callOperation<typeof backOfficeReorderCursosOperation>(backOfficeReorderCursosRoute, {
    params: { configRestoId },
    body: { ids },
  });
}

export function useBackOfficeReorderCursos(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => backOfficeReorderCursos(configRestoId, ids),
    onSuccess: (cursos) => queryClient.setQueryData(backOfficeCursosKey(configRestoId), cursos),
    onError: () => queryClient.invalidateQueries({ queryKey: backOfficeCursosKey(configRestoId) }),
  });
}
