import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventoDelDia, getEventosDelDiaRoute, type getEventosDelDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** GET reservas/eventosDelDia/{configRestoId}/{yyyy-mm-dd}: the business's events of that day (the form's banner). */
export function getEventosDelDia(configRestoId: number, fecha: string, signal?: AbortSignal): Promise<EventoDelDia[]> {
  return callOperation<typeof getEventosDelDiaOperation>(getEventosDelDiaRoute, {
    params: { configRestoId, fecha },
    signal,
  });
}

export const eventosDelDiaQuery = (configRestoId: number, fecha: string) =>
  queryOptions({
    queryKey: ['reservas', 'eventosDelDia', configRestoId, fecha],
    queryFn: ({ signal }) => getEventosDelDia(configRestoId, fecha, signal),
    staleTime: 5 * 60_000,
    // The banner is a hint: a failure hides it rather than bothering the customer.
    retry: false,
  });

/** Only asked for when the business runs events at all. */
export function useEventosDelDia(configRestoId: number, fecha: string, enabled: boolean) {
  return useQuery({ ...eventosDelDiaQuery(configRestoId, fecha), enabled: enabled && configRestoId > 0 && !!fecha });
}
