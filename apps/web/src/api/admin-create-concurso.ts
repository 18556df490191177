import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConcursoAdmin,
  type ConcursoInput,
  adminCreateConcursoRoute,
  type adminCreateConcursoOperation,
} from '@vidriera/domain/concursos';
import { adminConcursosKey } from './admin-get-concursos.ts';
import { callOperation } from './client.ts';

/** POST concursos/admin/{configRestoId}: a new draw with its prizes (201). */
export function adminCreateConcurso(configRestoId: number, input: ConcursoInput): Promise<ConcursoAdmin> {
  return callOperation<typeof adminCreateConcursoOperation>(adminCreateConcursoRoute, {
    params: { configRestoId },
    body: input,
  });
}

export function useAdminCreateConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConcursoInput) => adminCreateConcurso(configRestoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConcursosKey(configRestoId) }),
  });
}
