import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PedirRequest, type PedirResponse, pedirRoute, type pedirOperation } from '@vidriera/domain/pedidos';
import { callCustomerWrite } from './idempotency-keys.ts';

/**
 * POST pedidos/pedir: places the order; the server prices it from the menu and answers its pedidoId. A try sent
 * again before an answer arrived carries the same Idempotency-Key: the server answers the order it already placed.
 */
export function pedir(request: PedirRequest): Promise<PedirResponse> {
  return callCustomerWrite<typeof pedirOperation>(pedirRoute, { body: request });
}

export function usePedir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pedir,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pedidos'] }),
  });
}
