import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SectorCambio,
  type SectorInput,
  createSectorRoute,
  updateSectorRoute,
  type createSectorOperation,
  type updateSectorOperation,
} from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/**
 * POST (new) or PUT merchant/reservas/{configRestoId}/sectores[/{id}]: a sector and its capacity (owner). An
 * update answers the future reservations a lower capacity leaves over it (saved anyway).
 */
export async function backOfficeSaveReservaSector(
  configRestoId: number,
  id: number | null,
  body: SectorInput,
): Promise<SectorCambio> {
  if (id !== null) {
    return callOperation<typeof updateSectorOperation>(updateSectorRoute, {
      params: { configRestoId, sectorId: id },
      body,
    });
  }
  const sector = await callOperation<typeof createSectorOperation>(createSectorRoute, {
    params: { configRestoId },
    body,
  });
  return { sector, afectadas: [] };
}

export function useBackOfficeSaveReservaSector(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SectorInput }) =>
      backOfficeSaveReservaSector(configRestoId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
