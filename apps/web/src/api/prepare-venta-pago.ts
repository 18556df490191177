import { useMutation } from '@tanstack/react-query';
import type { InfoPago } from '@vidriera/domain/pagos';
import { prepareVentaPagoRoute, type prepareVentaPagoOperation } from '@vidriera/domain/eventos';
import { callCustomerWrite } from './idempotency-keys.ts';

/** POST eventos/PreparePedidoPago {id}: readies the provider's payment for a purchase pending payment (keyed). */
export function prepareVentaPago(id: number): Promise<InfoPago> {
  return callCustomerWrite<typeof prepareVentaPagoOperation>(prepareVentaPagoRoute, { body: { id } });
}

export function usePrepareVentaPago() {
  return useMutation({ mutationFn: prepareVentaPago });
}
