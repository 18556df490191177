import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anularPedidoRoute, type anularPedidoOperation } from '@vidriera/domain/pedidos';
import { callOperation } from './client.ts';

/** DELETE pedidos/{id}: the customer annuls their own order (estado 0 or 5). */
export function anularPedido(id: number): Promise<unknown> {
  return callOperation<typeof anularPedidoOperation>(anularPedidoRoute, { params: { id } });
}

export function useAnularPedido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularPedido,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pedidos'] }),
  });
}
