import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventosAdmin, adminGetEventosRoute, type adminGetEventosOperation } from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

/** GET merchant/eventos/{configRestoId}: the business's events with every date and variant, and its time zone. */
export function adminGetEventos(configRestoId: number, signal?: AbortSignal): Promise<EventosAdmin> {
  return callOperation<typeof adminGetEventosOperation>(adminGetEventosRoute, { params: { configRestoId }, signal });
}

/** Every events query of a business (list and single events) starts with this key. */
export const adminEventosKey = (configRestoId: number) => ['admin', 'eventos', configRestoId] as const;

export const adminEventosQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...adminEventosKey(configRestoId), 'lista'],
    queryFn: ({ signal }) => adminGetEventos(configRestoId, signal),
  });

export function useAdminEventos(configRestoId: number) {
  return useQuery(adminEventosQuery(configRestoId));
}
