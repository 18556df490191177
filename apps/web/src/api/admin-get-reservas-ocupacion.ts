import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OcupacionDia } from '@vidriera/domain/schemas/reserva-admin';
import { ADMIN_RESERVAS_REFRESH_MS, adminReservasKey } from './admin-get-reservas-dia.ts';
import { apiFetch } from './client.ts';

/** GET merchant/reservas/{configRestoId}/ocupacion/{fecha}: people seated per sector at each slot of the day. */
export function adminGetReservasOcupacion(configRestoId: number, fecha: string, signal?: AbortSignal) {
  return apiFetch<OcupacionDia>(`merchant/reservas/${configRestoId}/ocupacion/${fecha}`, { signal });
}

export const adminReservasOcupacionQuery = (configRestoId: number, fecha: string) =>
  queryOptions({
    queryKey: [...adminReservasKey(configRestoId), 'ocupacion', fecha],
    queryFn: ({ signal }) => adminGetReservasOcupacion(configRestoId, fecha, signal),
    refetchInterval: ADMIN_RESERVAS_REFRESH_MS,
  });

export function useAdminReservasOcupacion(configRestoId: number, fecha: string | null) {
  return useQuery({ ...adminReservasOcupacionQuery(configRestoId, fecha ?? ''), enabled: fecha !== null });
}
