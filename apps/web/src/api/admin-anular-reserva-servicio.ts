import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServicioAdmin } from '@vidriera/domain/schemas/reserva-admin';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { apiFetch } from './client.ts';

/** DELETE merchant/reservas/{configRestoId}/servicios/{id}: no new slots; bookings already made are kept. */
export function adminAnularReservaServicio(configRestoId: number, id: number): Promise<ServicioAdmin> {
  return apiFetch<ServicioAdmin>(`merchant/reservas/${configRestoId}/servicios/${id}`, { method: 'DELETE' });
}

export function useAdminAnularReservaServicio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminAnularReservaServicio(configRestoId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
