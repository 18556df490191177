import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ConcursoAdmin,
  backOfficeGetConcursosRoute,
  type backOfficeGetConcursosOperation,
} from '@vidriera/domain/concursos';
import { callOperation } from './client.ts';
import { serverNow } from './server-clock.ts';

/** GET concursos/admin/{configRestoId}: every draw of a business the caller runs, drafts included, newest first. */
export function backOfficeGetConcursos(configRestoId: number, signal?: AbortSignal): Promise<ConcursoAdmin[]> {
  return callOperation<typeof backOfficeGetConcursosOperation>(backOfficeGetConcursosRoute, {
    params: { configRestoId },
    signal,
  });
}

export const backOfficeConcursosKey = (configRestoId: number) => ['admin', 'concursos', configRestoId] as const;

/** How often the list reloads while a scheduled draw is due, so the merchant sees the job run it. */
export const WATCH_DRAW_INTERVAL_MS = 15_000;

/** Whether a scheduled draw is closed (or about to be) and not yet run: worth reloading to see it happen. */
export function isAwaitingDraw(concurso: ConcursoAdmin, now: number): boolean {
  return (
    !concurso.instantaneo &&
    concurso.publicado &&
    concurso.fechaHoraSorteo === null &&
    Date.parse(concurso.fechaHoraSorteoEstimado) - now < 10 * 60_000
  );
}

export const backOfficeConcursosQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: backOfficeConcursosKey(configRestoId),
    queryFn: ({ signal }) => backOfficeGetConcursos(configRestoId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((c) => isAwaitingDraw(c, serverNow().getTime())) ? WATCH_DRAW_INTERVAL_MS : false,
  });

export function useBackOfficeConcursos(configRestoId: number) {
  return useQuery(backOfficeConcursosQuery(configRestoId));
}
