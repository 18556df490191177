import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NuevoPedidoComercioInput,
  crearPedidoComercioRoute,
  type crearPedidoComercioOperation,
} from '@vidriera/domain/pedidos';
import { backOfficePedidosKey } from './back-office-get-pedidos-cola.ts';
import { callOperation } from './client.ts';

/** POST merchant/pedidos/{configRestoId}/nuevo: an order the staff take by phone or at the counter. */
export function backOfficeCrearPedido(
  configRestoId: number,
  input: NuevoPedidoComercioInput,
): Promise<{ pedidoId: number }> {
  return callOperation<typeof crearPedidoComercioOperation>(crearPedidoComercioRoute, {
    params: { configRestoId },
    body: input,
  });
}

export function useBackOfficeCrearPedido(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NuevoPedidoComercioInput) => backOfficeCrearPedido(configRestoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficePedidosKey(configRestoId) }),
  });
}
