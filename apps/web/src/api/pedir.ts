import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PedirRequest, PedirResponse } from '@vidriera/domain/schemas/pedido';
import { apiFetch } from './client.ts';

/** POST pedidos/pedir: places the order; the server prices it from the menu and answers its pedidoId. */
export function pedir(request: PedirRequest): Promise<PedirResponse> {
  return apiFetch<PedirResponse>('pedidos/pedir', { method: 'POST', body: request });
}

export function usePedir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pedir,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pedidos'] }),
  });
}
