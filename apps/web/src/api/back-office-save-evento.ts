import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventoAdminInput,
  backOfficeCreateEventoRoute,
  backOfficeUpdateEventoRoute,
  type backOfficeCreateEventoOperation,
  type backOfficeUpdateEventoOperation,
} from '@vidriera/domain/eventos';
import { backOfficeEventosKey } from './back-office-get-eventos.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId} (a new event, 201) or PUT merchant/eventos/{configRestoId}/{eventoId}
 * (replaces it): title, description, photo, type, price, published, annulled. Owner only.
 */
export function backOfficeSaveEvento(configRestoId: number, eventoId: number | null, input: EventoAdminInput) {
  return eventoId === null
    ? callOperation<typeof backOfficeCreateEventoOperation>(backOfficeCreateEventoRoute, {
        params: { configRestoId },
        body: input,
      })
    : callOperation<typeof backOfficeUpdateEventoOperation>(backOfficeUpdateEventoRoute, {
        params: { configRestoId, eventoId },
        body: input,
      });
}

export function useBackOfficeSaveEvento(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventoId, input }: { eventoId: number | null; input: EventoAdminInput }) =>
      backOfficeSaveEvento(configRestoId, eventoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeEventosKey(configRestoId) }),
  });
}
