import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Reserva, getReservaRoute, type getReservaOperation } from '@vidriera/domain/reservas';
import { callOperation } from './client.ts';
import { RESERVAS_REFRESH_MS } from './get-reservas.ts';

/** GET reservas/{id}: one of the user's reservations. */
export function getReserva(id: number, signal?: AbortSignal): Promise<Reserva> {
  return callOperation<typeof getReservaOperation>(getReservaRoute, { params: { id }, signal });
}

export const reservaQuery = (id: number) =>
  queryOptions({
    queryKey: ['reservas', 'detalle', id],
    queryFn: ({ signal }) => getReserva(id, signal),
    // The merchant may confirm or cancel while the customer looks at it.
    refetchInterval: RESERVAS_REFRESH_MS,
  });

export function useReserva(id: number) {
  return useQuery({ ...reservaQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
