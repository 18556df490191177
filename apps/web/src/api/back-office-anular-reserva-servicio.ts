import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ServicioAdmin, anularServicioRoute, type anularServicioOperation } from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/** DELETE merchant/reservas/{configRestoId}/servicios/{id}: no new slots; bookings already made are kept. */
export function backOfficeAnularReservaServicio(configRestoId: number, id: number): Promise<ServicioAdmin> {
  return callOperation<typeof anularServicioOperation>(anularServicioRoute, {
    params: { configRestoId, servicioId: id },
  });
}

export function useBackOfficeAnularReservaServicio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => backOfficeAnularReservaServicio(configRestoId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
