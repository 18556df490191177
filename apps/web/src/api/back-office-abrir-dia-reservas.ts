import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { abrirDiaRoute, type abrirDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** DELETE merchant/reservas/{configRestoId}/dias-cerrados/{fecha}: opens a closed day to bookings again. */
export function backOfficeAbrirDiaReservas(configRestoId: number, fecha: string): Promise<unknown> {
  return callOperation<typeof abrirDiaOperation>(abrirDiaRoute, { params: { configRestoId, fecha } });
}

export function useBackOfficeAbrirDiaReservas(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fecha: string) => backOfficeAbrirDiaReservas(configRestoId, fecha),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) }),
  });
}
