import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DiaCerrado,
  type ReservaComercio,
  cerrarDiaRoute,
  type cerrarDiaOperation,
} from '@vidriera/domain/reservas';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/** POST merchant/reservas/{configRestoId}/dias-cerrados: closes a day; answers the bookings it already has. */
export function backOfficeCerrarDiaReservas(
  configRestoId: number,
  body: DiaCerrado,
): Promise<{ diaCerrado: DiaCerrado; afectadas: ReservaComercio[] }> {
  return callOperation<typeof cerrarDiaOperation>(cerrarDiaRoute, { params: { configRestoId }, body });
}

export function useBackOfficeCerrarDiaReservas(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiaCerrado) => backOfficeCerrarDiaReservas(configRestoId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
