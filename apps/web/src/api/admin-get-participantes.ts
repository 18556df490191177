import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGetParticipantesRoute, type adminGetParticipantesOperation } from '@vidriera/domain/concursos';
import { callOperation } from './client.ts';

/** GET concursos/admin/{configRestoId}/{concursoId}/participantes: who joined, in order, with what each won. */
export function adminGetParticipantes(configRestoId: number, concursoId: number, signal?: AbortSignal) {
  return callOperation<typeof adminGetParticipantesOperation>(adminGetParticipantesRoute, {
    params: { configRestoId, concursoId },
    signal,
  });
}

export const adminParticipantesQuery = (configRestoId: number, concursoId: number) =>
  queryOptions({
    queryKey: ['admin', 'concursos', configRestoId, 'participantes', concursoId],
    queryFn: ({ signal }) => adminGetParticipantes(configRestoId, concursoId, signal),
  });

export function useAdminParticipantes(configRestoId: number, concursoId: number | null) {
  return useQuery({ ...adminParticipantesQuery(configRestoId, concursoId ?? 0), enabled: concursoId !== null });
}
