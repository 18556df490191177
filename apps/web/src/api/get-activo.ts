import { queryOptions, useQuery } from '@tanstack/react-query';
import { type User, getActivoRoute, type getActivoOperation } from '@vidriera/domain/cuentas';
import { ApiError, callOperation } from './client.ts';

/**
 * GET login/GetActivo: the logged-in user; a 401 means the session is over, and logs the user out (spec 01 §6: the
 * client's rule for every call that carried the token, noteApiAnswer).
 */
export function getActivo(signal?: AbortSignal): Promise<User> {
  return callOperation<typeof getActivoOperation>(getActivoRoute, { signal });
}

export const activoQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['login', 'activo', userId ?? ''],
    queryFn: ({ signal }) => getActivo(signal),
    // Only a server hiccup is worth one more try; a 401 already logged the user out.
    retry: (failures, err) => failures < 1 && err instanceof ApiError && err.status >= 500,
    staleTime: 0,
  });

export function useActivo(userId: string | null) {
  return useQuery({ ...activoQuery(userId), enabled: Boolean(userId) });
}
