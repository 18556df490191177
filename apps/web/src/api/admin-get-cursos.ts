import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CursosAdmin, adminGetCursosRoute, type adminGetCursosOperation } from '@vidriera/domain/cursos';
import { callOperation } from './client.ts';

/** GET merchant/cursos/{configRestoId}: every course video of the business, drafts included, in order. */
export function adminGetCursos(configRestoId: number, signal?: AbortSignal): Promise<CursosAdmin> {
  return callOperation<typeof adminGetCursosOperation>(adminGetCursosRoute, { params: { configRestoId }, signal });
}

export const adminCursosKey = (configRestoId: number) => ['admin', 'cursos', configRestoId] as const;

export const adminCursosQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: adminCursosKey(configRestoId),
    queryFn: ({ signal }) => adminGetCursos(configRestoId, signal),
  });

export function useAdminCursos(configRestoId: number) {
  return useQuery(adminCursosQuery(configRestoId));
}
