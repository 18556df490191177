import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** DELETE pedidos/{id}: the customer annuls their own order (estado 0 or 5). */
export function anularPedido(id: number): Promise<unknown> {
  return apiFetch<unknown>(`pedidos/${id}`, { method: 'DELETE' });
}

export function useAnularPedido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularPedido,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pedidos'] }),
  });
}
