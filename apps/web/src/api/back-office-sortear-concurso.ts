import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ResultadoSorteo,
  backOfficeSortearConcursoRoute,
  type backOfficeSortearConcursoOperation,
} from '@vidriera/domain/concursos';
import { backOfficeConcursosKey } from './back-office-get-concursos.ts';
import { callOperation } from './client.ts';

/**
 * POST concursos/admin/{configRestoId}/{concursoId}/sortear: runs a scheduled draw whose participation has closed;
 * answers the verifiable result (409 while participation is open or when it was already run).
 */
export function backOfficeSortearConcurso(configRestoId: number, concursoId: number): Promise<ResultadoSorteo> {
  return callOperation<typeof backOfficeSortearConcursoOperation>(backOfficeSortearConcursoRoute, {
    params: { configRestoId, concursoId },
  });
}

/** Success or refusal, the draw (and its participants' prizes) may have changed: both reload. */
export function useBackOfficeSortearConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (concursoId: number) => backOfficeSortearConcurso(configRestoId, concursoId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeConcursosKey(configRestoId) }),
  });
}
