import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ComprarRequest,
  type ComprarResponse,
  comprarRoute,
  type comprarOperation,
} from '@vidriera/domain/eventos';
import { callCustomerWrite } from './idempotency-keys.ts';

/** POST eventos/comprar: sells the tickets; the server prices them and answers the sale's id (one per key). */
export function comprarTickets(request: ComprarRequest): Promise<ComprarResponse> {
  return callCustomerWrite<typeof comprarOperation>(comprarRoute, { body: request });
}

export function useComprarTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: comprarTickets,
    // The board's places left and the customer's purchases change with a sale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['eventos'] }),
  });
}
