import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CursosAdmin, backOfficeGetCursosRoute, type backOfficeGetCursosOperation } from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** GET merchant/cursos/{configRestoId}: every course video of the business, drafts included, in order. */
export function backOfficeGetCursos(configRestoId: number, signal?: AbortSignal): Promise<CursosAdmin> {
  return callOperation<typeof backOfficeGetCursosOperation>(backOfficeGetCursosRoute, {
    params: { configRestoId },
    signal,
  });
}

export const backOfficeCursosKey = (configRestoId: number) => ['admin', 'cursos', configRestoId] as const;

export const backOfficeCursosQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: backOfficeCursosKey(configRestoId),
    queryFn: ({ signal }) => backOfficeGetCursos(configRestoId, signal),
  });

export function useBackOfficeCursos(configRestoId: number) {
  return useQuery(backOfficeCursosQuery(configRestoId));
}
