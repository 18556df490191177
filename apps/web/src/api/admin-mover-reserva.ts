import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccionReserva } from '@vidriera/domain/reservas-admin';
import type { ReservaComercio } from '@vidriera/domain/schemas/reserva-admin';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { apiFetch } from './client.ts';

/**
 * A move of the book, POST reservas/comercio/{configRestoId}/{id}/{accion}: confirmar, cumplida (the party
 * arrived), ausente, or cancelar with the reason the customer sees. 409 when it moved meanwhile elsewhere.
 */
export function adminMoverReserva(
  configRestoId: number,
  id: number,
  accion: AccionReserva,
  motivo?: string,
): Promise<ReservaComercio> {
  return apiFetch<ReservaComercio>(`reservas/comercio/${configRestoId}/${id}/${accion}`, {
    method: 'POST',
    body: motivo ? { motivo } : {},
  });
}

/** Success or refusal, the book and the occupancy reload (a refusal means the reservation changed elsewhere). */
export function useAdminMoverReserva(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accion, motivo }: { id: number; accion: AccionReserva; motivo?: string }) =>
      adminMoverReserva(configRestoId, id, accion, motivo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
