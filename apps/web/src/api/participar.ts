import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ParticipacionResult,
  type ParticiparRequest,
  participarRoute,
  type participarOperation,
} from '@vidriera/domain/concursos';
import { useEffect } from 'react';

/**
 * The keyed call (idempotency-keys.ts) on demand: the draws are on a business home, one of the first screens, whose
 * code must stay light (bench/bundle.ts), and entering a draw is a tap away. useParticipar loads it as soon as a
 * draw is shown.
 */
const loadCustomerWrite = () => import('./idempotency-keys.ts');

/**
 * POST concursos/participar: joins a draw (once per user); an instant draw answers its outcome at once, the same
 * outcome to a try sent again under the same key.
 */
export async function participar(request: ParticiparRequest): Promise<ParticipacionResult> {
  const { callCustomerWrite } = await loadCustomerWrite();
  return callCustomerWrite<typeof participarOperation>(participarRoute, { body: request });
}

/** Success or refusal, the draws changed (participating, prizes left, ended): the lists load again. */
export function useParticipar() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Ready before the tap; a failure here is retried by the tap itself.
    loadCustomerWrite().catch(() => undefined);
  }, []);
  return useMutation({
    mutationFn: participar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['concursos'] }),
  });
}
