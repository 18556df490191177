import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConcursoAdmin,
  type ConcursoInput,
  backOfficeCreateConcursoRoute,
  type backOfficeCreateConcursoOperation,
} from '@vidriera/domain/concursos';
import { backOfficeConcursosKey } from './back-office-get-concursos.ts';
import { callOperation } from './client.ts';

/** POST concursos/admin/{configRestoId}: a new draw with its prizes (201). */
export function backOfficeCreateConcurso(configRestoId: number, input: ConcursoInput): Promise<ConcursoAdmin> {
  return callOperation<typeof backOfficeCreateConcursoOperation>(backOfficeCreateConcursoRoute, {
    params: { configRestoId },
    body: input,
  });
}

export function useBackOfficeCreateConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConcursoInput) => backOfficeCreateConcurso(configRestoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeConcursosKey(configRestoId) }),
  });
}
