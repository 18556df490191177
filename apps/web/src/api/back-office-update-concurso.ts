import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConcursoInput,
  backOfficeUpdateConcursoRoute,
  type backOfficeUpdateConcursoOperation,
} from '@vidriera/domain/concursos';
import { backOfficeConcursosKey } from './back-office-get-concursos.ts';
import { callOperation } from './client.ts';

/**
 * PUT concursos/admin/{configRestoId}/{concursoId}: replaces a draw and its prizes (409 when it changes the kind or
 * the prizes of a draw someone joined, or a draw already run).
 */
export function backOfficeUpdateConcurso(configRestoId: number, concursoId: number, input: ConcursoInput) {
  return callOperation<typeof backOfficeUpdateConcursoOperation>(backOfficeUpdateConcursoRoute, {
    params: { configRestoId, concursoId },
    body: input,
  });
}

export function useBackOfficeUpdateConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ concursoId, input }: { concursoId: number; input: ConcursoInput }) =>
      backOfficeUpdateConcurso(configRestoId, concursoId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeConcursosKey(configRestoId) }),
  });
}
