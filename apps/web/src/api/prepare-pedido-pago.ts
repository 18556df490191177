import { useMutation } from '@tanstack/react-query';
import { preparePedidoPagoRoute, type preparePedidoPagoOperation } from '@vidriera/domain/pagos';
import { callCustomerWrite } from './idempotency-keys.ts';

/** POST pedidos/PreparePedidoPago {id}: readies the provider's payment for an order pending payment (keyed). */
export function preparePedidoPago(id: number): Promise<unknown> {
  return callCustomerWrite<typeof preparePedidoPagoOperation>(preparePedidoPagoRoute, { body: { id } });
}

export function usePreparePedidoPago() {
  return useMutation({ mutationFn: preparePedidoPago });
}
