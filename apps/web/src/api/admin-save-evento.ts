import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventoAdminInput,
  adminCreateEventoRoute,
  adminUpdateEventoRoute,
  type adminCreateEventoOperation,
  type adminUpdateEventoOperation,
} from '@vidriera/domain/eventos';
import { adminEventosKey } from './admin-get-eventos.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId} (a new event, 201) or PUT merchant/eventos/{configRestoId}/{eventoId}
 * (replaces it): title, description, photo, type, price, published, annulled. Owner only.
 */
export function adminSaveEvento(configRestoId: number, eventoId: number | null, input: EventoAdminInput) {
  return eventoId === null
    ? callOperation<typeof adminCreateEventoOperation>(adminCreateEventoRoute, {
        params: { configRestoId },
        body: input,
      })
    : callOperation<typeof adminUpdateEventoOperation>(adminUpdateEventoRoute, {
        params: { configRestoId, eventoId },
        body: input,
      });
}

export function useAdminSaveEvento(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventoId, input }: { eventoId: number | null; input: EventoAdminInput }) =>
      adminSaveEvento(configRestoId, eventoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) }),
  });
}
