import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConcursoInput,
  adminUpdateConcursoRoute,
  type adminUpdateConcursoOperation,
} from '@vidriera/domain/concursos';
import { adminConcursosKey } from './admin-get-concursos.ts';
import { callOperation } from './client.ts';

/**
 * PUT concursos/admin/{configRestoId}/{concursoId}: replaces a draw and its prizes (409 when it changes the kind or
 * the prizes of a draw someone joined, or a draw already run).
 */
export function adminUpdateConcurso(configRestoId: number, concursoId: number, input: ConcursoInput) {
  return callOperation<typeof adminUpdateConcursoOperation>(adminUpdateConcursoRoute, {
    params: { configRestoId, concursoId },
    body: input,
  });
}

export function useAdminUpdateConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ concursoId, input }: { concursoId: number; input: ConcursoInput }) =>
      adminUpdateConcurso(configRestoId, concursoId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConcursosKey(configRestoId) }),
  });
}
