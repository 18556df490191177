import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectorAdmin, SectorCambio, SectorInput } from '@vidriera/domain/schemas/reserva-admin';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { apiFetch } from './client.ts';

/**
 * POST (new) or PUT merchant/reservas/{configRestoId}/sectores[/{id}]: a sector and its capacity (owner). An
 * update answers the future reservations a lower capacity leaves over it (saved anyway).
 */
export async function adminSaveReservaSector(
  configRestoId: number,
  id: number | null,
  body: SectorInput,
): Promise<SectorCambio> {
  const path = `merchant/reservas/${configRestoId}/sectores`;
  if (id !== null) return apiFetch<SectorCambio>(`${path}/${id}`, { method: 'PUT', body });
  const sector = await apiFetch<SectorAdmin>(path, { method: 'POST', body });
  return { sector, afectadas: [] };
}

export function useAdminSaveReservaSector(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SectorInput }) =>
      adminSaveReservaSector(configRestoId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
