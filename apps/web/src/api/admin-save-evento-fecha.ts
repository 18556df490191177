import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventoAdmin,
  type EventoFechaInput,
  adminAddEventoFechaRoute,
  adminUpdateEventoFechaRoute,
  type adminAddEventoFechaOperation,
  type adminUpdateEventoFechaOperation,
} from '@vidriera/domain/eventos';
import { adminEventosKey } from './admin-get-eventos.ts';
import { callOperation } from './client.ts';

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
  return fechaId === null
    ? callOperation<typeof adminAddEventoFechaOperation>(adminAddEventoFechaRoute, {
        params: { configRestoId, eventoId },
        body: input,
      })
    : callOperation<typeof adminUpdateEventoFechaOperation>(adminUpdateEventoFechaRoute, {
        params: { configRestoId, eventoId, fechaId },
        body: input,
      });
}

export function useAdminSaveEventoFecha(configRestoId: number, eventoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, input }: { fechaId: number | null; input: EventoFechaInput }) =>
      adminSaveEventoFecha(configRestoId, eventoId, fechaId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) }),
  });
}
