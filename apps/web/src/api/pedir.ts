import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PedirRequest, PedirResponse } from '@vidriera/domain/schemas/pedido';
import { pedirRoute } from '@vidriera/domain/contracts/pedidos-routes';
import type { pedirOperation } from '@vidriera/domain/contracts/pedidos';
import { callOperation } from './client.ts';

/** POST pedidos/pedir: places the order; the server prices it from the menu and answers its pedidoId. */
export function pedir(request: PedirRequest): Promise<PedirResponse> {
  return callOperation<typeof pedirOperation>(pedirRoute, { body: request });
}

export function usePedir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pedir,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pedidos'] }),
  });
}
