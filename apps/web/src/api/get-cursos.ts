import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CursosComercio, getCursosRoute, type getCursosOperation } from '@vidriera/domain/cursos';
import { ApiError, callOperation } from './client.ts';

/** GET cursos/{carpeta}: the business's published course videos (the site comes from the host). */
export function getCursos(carpeta: string, signal?: AbortSignal): Promise<CursosComercio> {
  return callOperation<typeof getCursosOperation>(getCursosRoute, { params: { carpeta }, signal });
}

export const cursosQuery = (carpeta: string) =>
  queryOptions({
    queryKey: ['cursos', carpeta.toLowerCase()],
    queryFn: ({ signal }) => getCursos(carpeta, signal),
    staleTime: 60_000,
    // A 404 (no such business, or no courses) is an answer, not a hiccup.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });

export function useCursos(carpeta: string | undefined) {
  return useQuery({ ...cursosQuery(carpeta ?? ''), enabled: Boolean(carpeta) });
}
