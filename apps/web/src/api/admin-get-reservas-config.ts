import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { getReservaConfigAdminRoute, type getReservaConfigAdminOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** GET merchant/reservas/{configRestoId}/config: services, sectors, closed days, the zone and its today. */
export function adminGetReservasConfig(configRestoId: number, signal?: AbortSignal) {
  return callOperation<typeof getReservaConfigAdminOperation>(getReservaConfigAdminRoute, {
    params: { configRestoId },
    signal,
  });
}

export const adminReservasConfigQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...adminReservasKey(configRestoId), 'config'],
    queryFn: ({ signal }) => adminGetReservasConfig(configRestoId, signal),
  });

export function useAdminReservasConfig(configRestoId: number) {
  return useQuery(adminReservasConfigQuery(configRestoId));
}
