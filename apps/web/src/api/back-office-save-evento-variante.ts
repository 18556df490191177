import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventoAdmin,
  type EventoVarianteInput,
  backOfficeAddEventoVarianteRoute,
  backOfficeUpdateEventoVarianteRoute,
  type backOfficeAddEventoVarianteOperation,
  type backOfficeUpdateEventoVarianteOperation,
} from '@vidriera/domain/eventos';
import { backOfficeEventosKey } from './back-office-get-eventos.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/{eventoId}/variantes (a new ticket kind) or PUT .../variantes/{id}
 * (title, price, solo online, cutoff 'HH:mm', annulled). Answers the whole event.
 */
export function backOfficeSaveEventoVariante(
  configRestoId: number,
  eventoId: number,
  varianteId: number | null,
  input: EventoVarianteInput,
): Promise<EventoAdmin> {
  return varianteId === null
    ? callOperation<typeof backOfficeAddEventoVarianteOperation>(backOfficeAddEventoVarianteRoute, {
        params: { configRestoId, eventoId },
        body: input,
      })
    : callOperation<typeof backOfficeUpdateEventoVarianteOperation>(backOfficeUpdateEventoVarianteRoute, {
        params: { configRestoId, eventoId, varianteId },
        body: input,
      });
}

export function useBackOfficeSaveEventoVariante(configRestoId: number, eventoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ varianteId, input }: { varianteId: number | null; input: EventoVarianteInput }) =>
      backOfficeSaveEventoVariante(configRestoId, eventoId, varianteId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeEventosKey(configRestoId) }),
  });
}
