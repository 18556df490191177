import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DiaCerrado,
  type ReservaComercio,
  cerrarDiaRoute,
  type cerrarDiaOperation,
} from '@vidriera/domain/reservas';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { callOperation } from './client.ts';

/** POST merchant/reservas/{configRestoId}/dias-cerrados: closes a day; answers the bookings it already has. */
export function adminCerrarDiaReservas(
  configRestoId: number,
  body: DiaCerrado,
): Promise<{ diaCerrado: DiaCerrado; afectadas: ReservaComercio[] }> {
  return callOperation<typeof cerrarDiaOperation>(cerrarDiaRoute, { params: { configRestoId }, body });
}

export function useAdminCerrarDiaReservas(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiaCerrado) => adminCerrarDiaReservas(configRestoId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
