import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_RESERVAS_REFRESH_MS, backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { getOcupacionDiaRoute, type getOcupacionDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** GET merchant/reservas/{configRestoId}/ocupacion/{fecha}: people seated per sector at each slot of the day. */
export function backOfficeGetReservasOcupacion(configRestoId: number, fecha: string, signal?: AbortSignal) {
  return callOperation<typeof getOcupacionDiaOperation>(getOcupacionDiaRoute, {
    params: { configRestoId, fecha },
    signal,
  });
}

export const backOfficeReservasOcupacionQuery = (configRestoId: number, fecha: string) =>
  queryOptions({
    queryKey: [...backOfficeReservasKey(configRestoId), 'ocupacion', fecha],
    queryFn: ({ signal }) => backOfficeGetReservasOcupacion(configRestoId, fecha, signal),
    refetchInterval: ADMIN_RESERVAS_REFRESH_MS,
  });

export function useBackOfficeReservasOcupacion(configRestoId: number, fecha: string | null) {
  return useQuery({ ...backOfficeReservasOcupacionQuery(configRestoId, fecha ?? ''), enabled: fecha !== null });
}
