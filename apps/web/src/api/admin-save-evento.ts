import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventoAdmin, EventoAdminInput } from '@vidriera/domain/schemas/evento-admin';
import { adminEventosKey } from './admin-get-eventos.ts';
import { apiFetch } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId} (a new event, 201) or PUT merchant/eventos/{configRestoId}/{eventoId}
 * (replaces it): title, description, photo, type, price, published, annulled. Owner only.
 */
export function adminSaveEvento(configRestoId: number, eventoId: number | null, input: EventoAdminInput) {
  return eventoId === null
    ? apiFetch<EventoAdmin>(`merchant/eventos/${configRestoId}`, { method: 'POST', body: input })
    : apiFetch<EventoAdmin>(`merchant/eventos/${configRestoId}/${eventoId}`, { method: 'PUT', body: input });
}

export function useAdminSaveEvento(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventoId, input }: { eventoId: number | null; input: EventoAdminInput }) =>
      adminSaveEvento(configRestoId, eventoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) }),
  });
}
