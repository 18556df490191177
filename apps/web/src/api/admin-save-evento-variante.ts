import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventoAdmin, EventoVarianteInput } from '@vidriera/domain/schemas/evento-admin';
import { adminEventosKey } from './admin-get-eventos.ts';
import { apiFetch } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/{eventoId}/variantes (a new ticket kind) or PUT .../variantes/{id}
 * (title, price, solo online, cutoff 'HH:mm', annulled). Answers the whole event.
 */
export function adminSaveEventoVariante(
  configRestoId: number,
  eventoId: number,
  varianteId: number | null,
  input: EventoVarianteInput,
): Promise<EventoAdmin> {
  const base = `merchant/eventos/${configRestoId}/${eventoId}/variantes`;
  return varianteId === null
    ? apiFetch<EventoAdmin>(base, { method: 'POST', body: input })
    : apiFetch<EventoAdmin>(`${base}/${varianteId}`, { method: 'PUT', body: input });
}

export function useAdminSaveEventoVariante(configRestoId: number, eventoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ varianteId, input }: { varianteId: number | null; input: EventoVarianteInput }) =>
      adminSaveEventoVariante(configRestoId, eventoId, varianteId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) }),
  });
}
