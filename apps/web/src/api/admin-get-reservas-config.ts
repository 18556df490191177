import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservaConfigAdmin } from '@vidriera/domain/schemas/reserva-admin';
import { adminReservasKey } from './admin-get-reservas-dia.ts';
import { apiFetch } from './client.ts';

/** GET merchant/reservas/{configRestoId}/config: services, sectors, closed days, the zone and its today. */
export function adminGetReservasConfig(configRestoId: number, signal?: AbortSignal) {
  return apiFetch<ReservaConfigAdmin>(`merchant/reservas/${configRestoId}/config`, { signal });
}

export const adminReservasConfigQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: [...adminReservasKey(configRestoId), 'config'],
    queryFn: ({ signal }) => adminGetReservasConfig(configRestoId, signal),
  });

export function useAdminReservasConfig(configRestoId: number) {
  return useQuery(adminReservasConfigQuery(configRestoId));
}
