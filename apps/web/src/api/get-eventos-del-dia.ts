import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventoDelDia } from '@vidriera/domain/schemas/reserva';
import { apiFetch } from './client.ts';

/** GET reservas/eventosDelDia/{configRestoId}/{yyyy-mm-dd}: the business's events of that day (the form's banner). */
export function getEventosDelDia(configRestoId: number, fecha: string, signal?: AbortSignal): Promise<EventoDelDia[]> {
  return apiFetch<EventoDelDia[]>(`reservas/eventosDelDia/${configRestoId}/${encodeURIComponent(fecha)}`, { signal });
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
