import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccionReserva,
  type ReservaComercio,
  ausenteReservaRoute,
  cancelarReservaComercioRoute,
  confirmarReservaRoute,
  cumplidaReservaRoute,
  type ausenteReservaOperation,
  type cancelarReservaComercioOperation,
  type confirmarReservaOperation,
  type cumplidaReservaOperation,
} from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/**
 * A move of the book, POST reservas/comercio/{configRestoId}/{id}/{accion}: confirmar, cumplida (the party
 * arrived), ausente, or cancelar with the reason the customer sees. 409 when it moved meanwhile elsewhere.
 */
export function backOfficeMoverReserva(
  configRestoId: number,
  id: number,
  accion: AccionReserva,
  motivo?: string,
): Promise<ReservaComercio> {
  const params = { configRestoId, id };
  const body = motivo ? { motivo } : {};
  switch (accion) {
    case 'confirmar':
      return callOperation<typeof confirmarReservaOperation>(confirmarReservaRoute, { params, body });
    case 'cumplida':
      return callOperation<typeof cumplidaReservaOperation>(cumplidaReservaRoute, { params, body });
    case 'ausente':
      return callOperation<typeof ausenteReservaOperation>(ausenteReservaRoute, { params, body });
    case 'cancelar':
      // The API requires the reason: an empty one is answered with its 400 message.
      return callOperation<typeof cancelarReservaComercioOperation>(cancelarReservaComercioRoute, {
        params,
        body: { motivo: motivo ?? '' },
      });
  }
}

/** Success or refusal, the book and the occupancy reload (a refusal means the reservation changed elsewhere). */
export function useBackOfficeMoverReserva(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accion, motivo }: { id: number; accion: AccionReserva; motivo?: string }) =>
      backOfficeMoverReserva(configRestoId, id, accion, motivo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
