import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ServicioAdmin,
  type ServicioInput,
  createServicioRoute,
  updateServicioRoute,
  type createServicioOperation,
  type updateServicioOperation,
} from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/** POST (new) or PUT merchant/reservas/{configRestoId}/servicios[/{id}]: a service with its windows (owner). */
export function backOfficeSaveReservaServicio(
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

export function useBackOfficeSaveReservaServicio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServicioInput }) =>
      backOfficeSaveReservaServicio(configRestoId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
