import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Reserva, type ReservarRequest, reservarRoute, type reservarOperation } from '@vidriera/domain/reservas';
import { callCustomerWrite } from './idempotency-keys.ts';

/** POST reservas/reservar: books the table; answers the saved reservation (tried again under the same key). */
export function reservar(request: ReservarRequest): Promise<Reserva> {
  return callCustomerWrite<typeof reservarOperation>(reservarRoute, { body: request });
}

/** A booking changes the places left and the customer's lists: all reservation queries are refreshed. */
export function useReservar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reservar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reservas'] }),
  });
}
