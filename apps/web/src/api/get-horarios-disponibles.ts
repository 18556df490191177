import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HorariosDisponibles,
  type HorariosRequest,
  getHorariosDisponiblesRoute,
  type getHorariosDisponiblesOperation,
} from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** POST reservas/getHorariosDisponibles: the slots of one day for a party size, with sectors and services. */
export function getHorariosDisponibles(request: HorariosRequest, signal?: AbortSignal): Promise<HorariosDisponibles> {
  return callOperation<typeof getHorariosDisponiblesOperation>(getHorariosDisponiblesRoute, { body: request, signal });
}

export const horariosDisponiblesQuery = (request: HorariosRequest) =>
  queryOptions({
    queryKey: ['reservas', 'horarios', request.configRestoId, request.fechaHora, request.cantidadPersonas],
    queryFn: ({ signal }) => getHorariosDisponibles(request, signal),
    // Places go fast on a busy night: what the form shows is at most half a minute old.
    staleTime: 30_000,
  });

/**
 * The availability the form shows. A new party size keeps the previous answer on screen while the new one
 * loads (the same day, so the buttons do not jump); a new day starts empty, as the spec resets it.
 */
export function useHorariosDisponibles(request: HorariosRequest) {
  return useQuery({
    ...horariosDisponiblesQuery(request),
    enabled: request.configRestoId > 0 && request.cantidadPersonas > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === request.fechaHora ? keepPreviousData(previous) : undefined,
  });
}
