import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConcursoAdmin, ConcursoInput } from '@vidriera/domain/schemas/concurso';
import { adminConcursosKey } from './back-office-get-concursos.ts';
import { adminCreateConcursoRoute } from '@vidriera/domain/contracts/concursos-merchant-routes';
import type { adminCreateConcursoOperation } from '@vidriera/domain/contracts/concursos';
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
