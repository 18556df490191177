import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PedidosPorCalificar,
  getPedidosPorCalificarRoute,
  type getPedidosPorCalificarOperation,
} from '@vidriera/domain/calificaciones';
import { callOperation } from './client.ts';

/** GET pedidos/calificar/{carpeta}: the user's orders at the business that still wait for a rating. */
export function getPedidosPorCalificar(carpeta: string, signal?: AbortSignal): Promise<PedidosPorCalificar> {
  return callOperation<typeof getPedidosPorCalificarOperation>(getPedidosPorCalificarRoute, {
    params: { carpeta },
    signal,
  });
}

export const pedidosPorCalificarQuery = (carpeta: string) =>
  queryOptions({
    queryKey: ['pedidos-por-calificar', carpeta],
    queryFn: ({ signal }) => getPedidosPorCalificar(carpeta, signal),
    staleTime: 60_000,
    retry: false,
  });

export function usePedidosPorCalificar(carpeta: string, enabled: boolean) {
  return useQuery({ ...pedidosPorCalificarQuery(carpeta), enabled: enabled && carpeta !== '' });
}
