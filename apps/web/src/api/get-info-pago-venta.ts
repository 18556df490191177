import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPago } from '@vidriera/domain/pagos';
import { getInfoPagoVentaRoute, type getInfoPagoVentaOperation } from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

/** GET eventos/GetInfoPago/{id}: what the payment button of a ticket purchase is drawn from. */
export function getInfoPagoVenta(id: number, signal?: AbortSignal): Promise<InfoPago> {
  return callOperation<typeof getInfoPagoVentaOperation>(getInfoPagoVentaRoute, { params: { id }, signal });
}

export const infoPagoVentaQuery = (id: number) =>
  queryOptions({
    queryKey: ['eventos', 'info-pago', id],
    queryFn: ({ signal }) => getInfoPagoVenta(id, signal),
    retry: false,
    staleTime: 0,
  });

/** Enabled once the payment was prepared (eventos/PreparePedidoPago), which creates what this call reads. */
export function useInfoPagoVenta(id: number, enabled: boolean) {
  return useQuery({ ...infoPagoVentaQuery(id), enabled });
}
