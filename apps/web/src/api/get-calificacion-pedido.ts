import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CalificacionPedido,
  getCalificacionPedidoRoute,
  type getCalificacionPedidoOperation,
} from '@vidriera/domain/calificaciones';
import { callOperation } from './client.ts';

/** GET pedidos/{id}/calificacion: whether the user may rate their order now, and its rating when there is one. */
export function getCalificacionPedido(id: number, signal?: AbortSignal): Promise<CalificacionPedido> {
  return callOperation<typeof getCalificacionPedidoOperation>(getCalificacionPedidoRoute, { params: { id }, signal });
}

export const calificacionPedidoQuery = (id: number) =>
  queryOptions({
    queryKey: ['calificacion', id],
    queryFn: ({ signal }) => getCalificacionPedido(id, signal),
    staleTime: 60_000,
  });

export function useCalificacionPedido(id: number, enabled = true) {
  return useQuery({ ...calificacionPedidoQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
