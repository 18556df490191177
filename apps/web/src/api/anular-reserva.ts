import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anularReservaRoute, type anularReservaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** DELETE reservas/{id}: the customer cancels their own reservation (estado 0 or 1). */
export function anularReserva(id: number): Promise<unknown> {
  return callOperation<typeof anularReservaOperation>(anularReservaRoute, { params: { id } });
}

export function useAnularReserva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularReserva,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reservas'] }),
  });
}
