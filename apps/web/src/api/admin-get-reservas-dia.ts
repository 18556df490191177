import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReservasDiaRoute, type getReservasDiaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';

/** Every back-office reservation query of a business: what a live event or a change refreshes. */
export const adminReservasKey = (configRestoId: number) => ['admin', 'reservas', configRestoId] as const;

/** The fallback refresh when the live channel cannot be opened (or a proxy cuts it). */
export const ADMIN_RESERVAS_REFRESH_MS = 60_000;

/** GET reservas/comercio/{configRestoId}/dia/{fecha}: the day's reservations (6:00 to 6:00), every estado. */
export function adminGetReservasDia(configRestoId: number, fecha: string, signal?: AbortSignal) {
  return callOperation<typeof getReservasDiaOperation>(getReservasDiaRoute, {
    params: { configRestoId, fecha },
    signal,
  });
}

export const adminReservasDiaQuery = (configRestoId: number, fecha: string) =>
  queryOptions({
    queryKey: [...adminReservasKey(configRestoId), 'dia', fecha],
    queryFn: ({ signal }) => adminGetReservasDia(configRestoId, fecha, signal),
    refetchInterval: ADMIN_RESERVAS_REFRESH_MS,
  });

export function useAdminReservasDia(configRestoId: number, fecha: string | null) {
  return useQuery({ ...adminReservasDiaQuery(configRestoId, fecha ?? ''), enabled: fecha !== null });
}
