import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReservasDiaRoute, type getReservasDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** Every back-office reservation query of a business: what a live event or a change refreshes. */
export const backOfficeReservasKey = (configRestoId: number) => ['admin', 'reservas', configRestoId] as const;

/** The fallback refresh when the live channel cannot be opened (or a proxy cuts it). */
export const ADMIN_RESERVAS_REFRESH_MS = 60_000;

/** GET reservas/comercio/{configRestoId}/dia/{fecha}: the day's reservations (6:00 to 6:00), every estado. */
export function backOfficeGetReservasDia(configRestoId: number, fecha: string, signal?: AbortSignal) {
  return callOperation<typeof getReservasDiaOperation>(getReservasDiaRoute, {
    params: { configRestoId, fecha },
    signal,
  });
}

export const backOfficeReservasDiaQuery = (configRestoId: number, fecha: string) =>
  queryOptions({
    queryKey: [...backOfficeReservasKey(configRestoId), 'dia', fecha],
    queryFn: ({ signal }) => backOfficeGetReservasDia(configRestoId, fecha, signal),
    refetchInterval: ADMIN_RESERVAS_REFRESH_MS,
  });

export function useBackOfficeReservasDia(configRestoId: number, fecha: string | null) {
  return useQuery({ ...backOfficeReservasDiaQuery(configRestoId, fecha ?? ''), enabled: fecha !== null });
}
