import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipacionResult, ParticiparRequest } from '@vidriera/domain/schemas/concurso';
import { participarRoute } from '@vidriera/domain/contracts/concursos-routes';
import type { participarOperation } from '@vidriera/domain/contracts/concursos';
import { callOperation } from './client.ts';

/** POST concursos/participar: joins a draw (once per user); an instant draw answers its outcome at once. */
export function participar(request: ParticiparRequest): Promise<ParticipacionResult> {
  return callOperation<typeof participarOperation>(participarRoute, { body: request });
}

/** Success or refusal, the draws changed (participating, prizes left, ended): the lists load again. */
export function useParticipar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: participar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['concursos'] }),
  });
}
