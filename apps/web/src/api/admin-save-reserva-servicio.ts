import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServicioAdmin, ServicioInput } from '@vidriera/domain/schemas/reserva-admin';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { apiFetch } from './client.ts';

/** POST (new) or PUT merchant/reservas/{configRestoId}/servicios[/{id}]: a service with its windows (owner). */
export function adminSaveReservaServicio(
  configRestoId: number,
  id: number | null,
  body: ServicioInput,
): Promise<ServicioAdmin> {
  const path = `merchant/reservas/${configRestoId}/servicios`;
  return id === null
    ? apiFetch<ServicioAdmin>(path, { method: 'POST', body })
    : apiFetch<ServicioAdmin>(`${path}/${id}`, { method: 'PUT', body });
}

export function useAdminSaveReservaServicio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServicioInput }) =>
      adminSaveReservaServicio(configRestoId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
