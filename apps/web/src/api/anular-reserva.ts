import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** DELETE reservas/{id}: the customer cancels their own reservation (estado 0 or 1). */
export function anularReserva(id: number): Promise<unknown> {
  return apiFetch<unknown>(`reservas/${id}`, { method: 'DELETE' });
}

export function useAnularReserva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularReserva,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reservas'] }),
  });
}
