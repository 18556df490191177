import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ResultadoSorteo,
  adminSortearConcursoRoute,
  type adminSortearConcursoOperation,
} from '@vidriera/domain/concursos';
import { adminConcursosKey } from './admin-get-concursos.ts';
import { callOperation } from './client.ts';

/**
 * POST concursos/admin/{configRestoId}/{concursoId}/sortear: runs a scheduled draw whose participation has closed;
 * answers the verifiable result (409 while participation is open or when it was already run).
 */
export function adminSortearConcurso(configRestoId: number, concursoId: number): Promise<ResultadoSorteo> {
  return callOperation<typeof adminSortearConcursoOperation>(adminSortearConcursoRoute, {
    params: { configRestoId, concursoId },
  });
}

/** Success or refusal, the draw (and its participants' prizes) may have changed: both reload. */
export function useAdminSortearConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (concursoId: number) => adminSortearConcurso(configRestoId, concursoId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConcursosKey(configRestoId) }),
  });
}
