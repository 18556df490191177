import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InfoPago, getInfoPagoRoute, type getInfoPagoOperation } from '@vidriera/domain/pagos';
import { callOperation } from './client.ts';

/** GET pedidos/GetInfoPago/{id}: what the payment button of an order is drawn from. */
export function getInfoPago(id: number, signal?: AbortSignal): Promise<InfoPago> {
  return callOperation<typeof getInfoPagoOperation>(getInfoPagoRoute, { params: { id }, signal });
}

export const infoPagoQuery = (id: number) =>
  queryOptions({
    queryKey: ['pedidos', 'info-pago', id],
    queryFn: ({ signal }) => getInfoPago(id, signal),
    retry: false,
    staleTime: 0,
  });

/** Enabled once the payment was prepared (PreparePedidoPago), which creates what this call reads. */
export function useInfoPago(id: number, enabled: boolean) {
  return useQuery({ ...infoPagoQuery(id), enabled });
}
