import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeGetParticipantesRoute, type backOfficeGetParticipantesOperation } from '@vidriera/domain/concursos';
import { callOperation } from './client.ts';

/** GET concursos/admin/{configRestoId}/{concursoId}/participantes: who joined, in order, with what each won. */
export function backOfficeGetParticipantes(configRestoId: number, concursoId: number, signal?: AbortSignal) {
  return callOperation<typeof backOfficeGetParticipantesOperation>(backOfficeGetParticipantesRoute, {
    params: { configRestoId, concursoId },
    signal,
  });
}

export const backOfficeParticipantesQuery = (configRestoId: number, concursoId: number) =>
  queryOptions({
    queryKey: ['admin', 'concursos', configRestoId, 'participantes', concursoId],
    queryFn: ({ signal }) => backOfficeGetParticipantes(configRestoId, concursoId, signal),
  });

export function useBackOfficeParticipantes(configRestoId: number, concursoId: number | null) {
  return useQuery({ ...backOfficeParticipantesQuery(configRestoId, concursoId ?? 0), enabled: concursoId !== null });
}
