import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventoAdmin, EventoFechaInput } from '@vidriera/domain/schemas/evento-admin';
import { adminEventosKey } from './admin-get-eventos.ts';
import { apiFetch } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/{eventoId}/fechas (a new date) or PUT .../fechas/{fechaId} (time,
 * capacity, annulled; a capacity below the places sold is a 409). Answers the whole event.
 */
export function adminSaveEventoFecha(
  configRestoId: number,
  eventoId: number,
  fechaId: number | null,
  input: EventoFechaInput,
): Promise<EventoAdmin> {
  const base = `merchant/eventos/${configRestoId}/${eventoId}/fechas`;
  return fechaId === null
    ? apiFetch<EventoAdmin>(base, { method: 'POST', body: input })
    : apiFetch<EventoAdmin>(`${base}/${fechaId}`, { method: 'PUT', body: input });
}

export function useAdminSaveEventoFecha(configRestoId: number, eventoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, input }: { fechaId: number | null; input: EventoFechaInput }) =>
      adminSaveEventoFecha(configRestoId, eventoId, fechaId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) }),
  });
}
