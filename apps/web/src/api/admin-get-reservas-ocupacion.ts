import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_RESERVAS_REFRESH_MS, adminReservasKey } from './admin-get-reservas-dia.ts';
import { getOcupacionDiaRoute, type getOcupacionDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** GET merchant/reservas/{configRestoId}/ocupacion/{fecha}: people seated per sector at each slot of the day. */
export function adminGetReservasOcupacion(configRestoId: number, fecha: string, signal?: AbortSignal) {
  return callOperation<typeof getOcupacionDiaOperation>(getOcupacionDiaRoute, {
    params: { configRestoId, fecha },
    signal,
  });
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
