import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { abrirDiaRoute, type abrirDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** DELETE merchant/reservas/{configRestoId}/dias-cerrados/{fecha}: opens a closed day to bookings again. */
export function adminAbrirDiaReservas(configRestoId: number, fecha: string): Promise<unknown> {
  return callOperation<typeof abrirDiaOperation>(abrirDiaRoute, { params: { configRestoId, fecha } });
}

export function useAdminAbrirDiaReservas(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fecha: string) => adminAbrirDiaReservas(configRestoId, fecha),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReservasKey(configRestoId) }),
  });
}
