import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ServicioAdmin,
  type ServicioInput,
  createServicioRoute,
  updateServicioRoute,
  type createServicioOperation,
  type updateServicioOperation,
} from '@vidriera/domain/reservas';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/** POST (new) or PUT merchant/reservas/{configRestoId}/servicios[/{id}]: a service with its windows (owner). */
export function adminSaveReservaServicio(
  configRestoId: number,
  id: number | null,
  body: ServicioInput,
): Promise<ServicioAdmin> {
  return id === null
    ? callOperation<typeof createServicioOperation>(createServicioRoute, { params: { configRestoId }, body })
    : callOperation<typeof updateServicioOperation>(updateServicioRoute, {
        params: { configRestoId, servicioId: id },
        body,
      });
}

export function useAdminSaveReservaServicio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServicioInput }) =>
      adminSaveReservaServicio(configRestoId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
