import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type VentaTicket,
  getComprasTicketsComercioRoute,
  getComprasTicketsRoute,
  type getComprasTicketsComercioOperation,
  type getComprasTicketsOperation,
} from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

/** Spec 02 §9: the purchase list refreshes every 120000 ms and waits 4 s before retrying a failed load. */
export const COMPRAS_REFRESH_MS = 120_000;
export const COMPRAS_RETRY_DELAY_MS = 4_000;

/** GET eventos/GetComprasTickets[/{carpeta}]: the customer's purchases (of one business in customer mode). */
export function getComprasTickets(carpeta: string | null, signal?: AbortSignal): Promise<VentaTicket[]> {
  return carpeta
    ? callOperation<typeof getComprasTicketsComercioOperation>(getComprasTicketsComercioRoute, {
        params: { id: carpeta },
        signal,
      })
    : callOperation<typeof getComprasTicketsOperation>(getComprasTicketsRoute, { signal });
}

export const comprasTicketsQuery = (carpeta: string | null) =>
  queryOptions({
    queryKey: ['eventos', 'compras', carpeta ?? ''],
    queryFn: ({ signal }) => getComprasTickets(carpeta, signal),
    refetchInterval: COMPRAS_REFRESH_MS,
    retryDelay: COMPRAS_RETRY_DELAY_MS,
  });

export function useComprasTickets(carpeta: string | null, enabled = true) {
  return useQuery({ ...comprasTicketsQuery(carpeta), enabled });
}
