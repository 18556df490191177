import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type CalificacionesComercio,
  getCalificacionesComercioRoute,
  type getCalificacionesComercioOperation,
} from '@vidriera/domain/calificaciones';
import { callOperation } from './client.ts';

/** GET merchant/calificaciones/{configRestoId}: one page of the business's ratings, newest first. */
export function backOfficeGetCalificaciones(
  configRestoId: number,
  antesDe: number | null,
  signal?: AbortSignal,
): Promise<CalificacionesComercio> {
  return callOperation<typeof getCalificacionesComercioOperation>(getCalificacionesComercioRoute, {
    params: { configRestoId },
    query: { antesDe: antesDe ?? undefined },
    signal,
  });
}

/** The ratings page by page ("Cargar más" asks for the next, older one). */
export function useBackOfficeCalificaciones(configRestoId: number) {
  return useInfiniteQuery({
    queryKey: ['admin', 'calificaciones', configRestoId],
    queryFn: ({ pageParam, signal }) => backOfficeGetCalificaciones(configRestoId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.siguiente,
  });
}
