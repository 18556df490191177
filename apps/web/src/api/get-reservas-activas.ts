import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reserva } from '@vidriera/domain/schemas/reserva';
import { apiFetch } from './client.ts';
import { RESERVAS_REFRESH_MS } from './get-reservas.ts';

/** GET reservas/activos[/{carpeta}]: the user's current reservations (received or confirmed, still ahead). */
export function getReservasActivas(carpeta: string | null, signal?: AbortSignal): Promise<Reserva[]> {
  const path = carpeta ? `reservas/activos/${encodeURIComponent(carpeta)}` : 'reservas/activos';
  return apiFetch<Reserva[]>(path, { signal });
}

export const reservasActivasQuery = (carpeta: string | null) =>
  queryOptions({
    queryKey: ['reservas', 'activos', carpeta ?? ''],
    queryFn: ({ signal }) => getReservasActivas(carpeta, signal),
    refetchInterval: RESERVAS_REFRESH_MS,
  });

export function useReservasActivas(carpeta: string | null, enabled = true) {
  return useQuery({ ...reservasActivasQuery(carpeta), enabled });
}
