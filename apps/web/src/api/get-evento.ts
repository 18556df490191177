import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Cartelera,
  getEventoFechaRoute,
  getEventoRoute,
  type getEventoFechaOperation,
  type getEventoOperation,
} from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';
import { retryUnlessClientError } from './get-cartelera.ts';

/**
 * GET eventos/evento/{carpeta}/{eventoId}[/{yyyy-mm-dd or eventoFechaId}]: one event on the board's shape (its
 * upcoming dates, or the one named), with the business's header and payment methods.
 */
export function getEvento(
  carpeta: string,
  eventoId: number,
  fecha?: string | null,
  signal?: AbortSignal,
): Promise<Cartelera> {
  return fecha
    ? callOperation<typeof getEventoFechaOperation>(getEventoFechaRoute, {
        params: { carpeta, eventoId, fecha },
        signal,
      })
    : callOperation<typeof getEventoOperation>(getEventoRoute, { params: { carpeta, eventoId }, signal });
}

export const eventoQuery = (carpeta: string, eventoId: number, fecha?: string | null) =>
  queryOptions({
    queryKey: ['eventos', 'evento', carpeta, eventoId, fecha ?? ''],
    queryFn: ({ signal }) => getEvento(carpeta, eventoId, fecha, signal),
    retry: retryUnlessClientError,
  });

export function useEvento(carpeta: string | null, eventoId: number, fecha?: string | null) {
  return useQuery({
    ...eventoQuery(carpeta ?? '', eventoId, fecha),
    enabled: Boolean(carpeta) && Number.isInteger(eventoId) && eventoId > 0,
  });
}
