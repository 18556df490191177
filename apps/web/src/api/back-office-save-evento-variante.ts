import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventoAdmin, EventoVarianteInput } from '@vidriera/domain/schemas/evento-admin';
import { adminEventosKey } from './back-office-get-eventos.ts';
import {
  adminAddEventoVarianteRoute,
  adminUpdateEventoVarianteRoute,
} from '@vidriera/domain/contracts/eventos-merchant-routes';
import type {
  adminAddEventoVarianteOperation,
  adminUpdateEventoVarianteOperation,
} from '@vidriera/domain/contracts/eventos';
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
