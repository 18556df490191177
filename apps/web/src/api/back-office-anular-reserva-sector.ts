import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SectorCambio, anularSectorRoute, type anularSectorOperation } from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/** DELETE merchant/reservas/{configRestoId}/sectores/{id}: no new bookings; answers its future reservations. */
export function backOfficeAnularReservaSector(configRestoId: number, id: number): Promise<SectorCambio> {
  return callOperation<typeof anularSectorOperation>(anularSectorRoute, { params: { configRestoId, sectorId: id } });
}

export function useBackOfficeAnularReservaSector(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeAnularReservaSector(configRestoId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
