import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventoAdmin,
  type EventoFechaInput,
  backOfficeAddEventoFechaRoute,
  backOfficeUpdateEventoFechaRoute,
  type backOfficeAddEventoFechaOperation,
  type backOfficeUpdateEventoFechaOperation,
} from '@vidriera/domain/eventos';
import { backOfficeEventosKey } from './back-office-get-eventos.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/{eventoId}/fechas (a new date) or PUT .../fechas/{fechaId} (time,
 * capacity, annulled; a capacity below the places sold is a 409). Answers the whole event.
 */
export function backOfficeSaveEventoFecha(
  configRestoId: number,
  eventoId: number,
  fechaId: number | null,
  input: EventoFechaInput,
): Promise<EventoAdmin> {
  return fechaId === null
    ? callOperation<typeof backOfficeAddEventoFechaOperation>(backOfficeAddEventoFechaRoute, {
        params: { configRestoId, eventoId },
        body: input,
      })
    : callOperation<typeof backOfficeUpdateEventoFechaOperation>(backOfficeUpdateEventoFechaRoute, {
        params: { configRestoId, eventoId, fechaId },
        body: input,
      });
}

export function useBackOfficeSaveEventoFecha(configRestoId: number, eventoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, input }: { fechaId: number | null; input: EventoFechaInput }) =>
      backOfficeSaveEventoFecha(configRestoId, eventoId, fechaId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeEventosKey(configRestoId) }),
  });
}
