import { queryOptions, useQuery } from '@tanstack/react-query';
import { type VentaTicket, getCompraTicketRoute, type getCompraTicketOperation } from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';
import { retryUnlessClientError } from './get-cartelera.ts';

/** GET eventos/GetCompraTicket/{carpeta}/{id}: one of the customer's purchases (anyone else's is a 404). */
export function getCompraTicket(carpeta: string, id: number, signal?: AbortSignal): Promise<VentaTicket> {
  return callOperation<typeof getCompraTicketOperation>(getCompraTicketRoute, { params: { carpeta, id }, signal });
}

export const compraTicketQuery = (carpeta: string, id: number) =>
  queryOptions({
    queryKey: ['eventos', 'compra', carpeta, id],
    queryFn: ({ signal }) => getCompraTicket(carpeta, id, signal),
    retry: retryUnlessClientError,
  });

export function useCompraTicket(carpeta: string | null, id: number) {
  return useQuery({
    ...compraTicketQuery(carpeta ?? '', id),
    enabled: Boolean(carpeta) && Number.isInteger(id) && id > 0,
  });
}
