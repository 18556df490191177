import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReservaComercio,
  type WalkInRequest,
  registrarWalkInRoute,
  type registrarWalkInOperation,
} from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/reservas/{configRestoId}/walk-in: a party that arrived without a booking. 409 'No hay
 * disponibilidad' (with `disponibles`) when the sector has no room for it.
 */
export function backOfficeRegistrarWalkIn(configRestoId: number, body: WalkInRequest): Promise<ReservaComercio> {
  return callOperation<typeof registrarWalkInOperation>(registrarWalkInRoute, { params: { configRestoId }, body });
}

export function useBackOfficeRegistrarWalkIn(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkInRequest) => backOfficeRegistrarWalkIn(configRestoId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
