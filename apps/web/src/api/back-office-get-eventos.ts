import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type EventosAdmin,
  backOfficeGetEventosRoute,
  type backOfficeGetEventosOperation,
} from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

/** GET merchant/eventos/{configRestoId}: the business's events with every date and variant, and its time zone. */
export function backOfficeGetEventos(configRestoId: number, signal?: AbortSignal): Promise<EventosAdmin> {
  return callOperation<typeof backOfficeGetEventosOperation>(backOfficeGetEventosRoute, {
    params: { configRestoId },
    signal,
  });
}

/** Every events query of a business (list and single events) starts with this key. */
export const backOfficeEventosKey = (configRestoId: number) => ['admin', 'eventos', configRestoId] as const;

export const backOfficeEventosQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...backOfficeEventosKey(configRestoId), 'lista'],
    queryFn: ({ signal }) => backOfficeGetEventos(configRestoId, signal),
  });

export function useBackOfficeEventos(configRestoId: number) {
  return useQuery(backOfficeEventosQuery(configRestoId));
}
