import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { getReservaConfigAdminRoute, type getReservaConfigAdminOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** GET merchant/reservas/{configRestoId}/config: services, sectors, closed days, the zone and its today. */
export function backOfficeGetReservasConfig(configRestoId: number, signal?: AbortSignal) {
  return callOperation<typeof getReservaConfigAdminOperation>(getReservaConfigAdminRoute, {
    params: { configRestoId },
    signal,
  });
}

export const backOfficeReservasConfigQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...backOfficeReservasKey(configRestoId), 'config'],
    queryFn: ({ signal }) => backOfficeGetReservasConfig(configRestoId, signal),
  });

export function useBackOfficeReservasConfig(configRestoId: number) {
  return useQuery(backOfficeReservasConfigQuery(configRestoId));
}
