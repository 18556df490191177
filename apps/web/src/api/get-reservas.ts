import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Reserva,
  getReservasByCarpetaRoute,
  getReservasRoute,
  type getReservasByCarpetaOperation,
  type getReservasOperation,
} from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** Spec: the reservation list refreshes every 120000 ms and waits 4 s before retrying a failed load. */
export const RESERVAS_REFRESH_MS = 120_000;
export const RESERVAS_RETRY_DELAY_MS = 4_000;

/** GET reservas/todos[/{carpeta}]: the user's reservations; the carpeta scopes them to one business. */
export function getReservas(carpeta: string | null, signal?: AbortSignal): Promise<Reserva[]> {
  return carpeta
    ? callOperation<typeof getReservasByCarpetaOperation>(getReservasByCarpetaRoute, { params: { carpeta }, signal })
    : callOperation<typeof getReservasOperation>(getReservasRoute, { signal });
}

export const reservasQuery = (carpeta: string | null) =>
  queryOptions({
    queryKey: ['reservas', 'todos', carpeta ?? ''],
    queryFn: ({ signal }) => getReservas(carpeta, signal),
    retryDelay: RESERVAS_RETRY_DELAY_MS,
    // The fallback for the live channel (subscribe-reservas-eventos.ts) when it cannot be opened.
    refetchInterval: RESERVAS_REFRESH_MS,
  });

export function useReservas(carpeta: string | null, enabled = true) {
  return useQuery({ ...reservasQuery(carpeta), enabled });
}
