import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventoAdmin,
  type EventoVarianteInput,
  adminAddEventoVarianteRoute,
  adminUpdateEventoVarianteRoute,
  type adminAddEventoVarianteOperation,
  type adminUpdateEventoVarianteOperation,
} from '@vidriera/domain/eventos';
import { adminEventosKey } from './admin-get-eventos.ts';
import { callOperation } from './client.ts';

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
  return varianteId === null
    ? callOperation<typeof adminAddEventoVarianteOperation>(adminAddEventoVarianteRoute, {
        params: { configRestoId, eventoId },
        body: input,
      })
    : callOperation<typeof adminUpdateEventoVarianteOperation>(adminUpdateEventoVarianteRoute, {
        params: { configRestoId, eventoId, varianteId },
        body: input,
      });
}

export function useAdminSaveEventoVariante(configRestoId: number, eventoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ varianteId, input }: { varianteId: number | null; input: EventoVarianteInput }) =>
      adminSaveEventoVariante(configRestoId, eventoId, varianteId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) }),
  });
}
