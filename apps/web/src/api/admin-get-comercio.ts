import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminComercioDetail,
  adminGetComercioRoute,
  type adminGetComercioOperation,
} from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/comercios/{configRestoId}: a business as the platform edits it. */
export function adminGetComercio(configRestoId: number, signal?: AbortSignal): Promise<AdminComercioDetail> {
  return callOperation<typeof adminGetComercioOperation>(adminGetComercioRoute, { params: { configRestoId }, signal });
}

export const adminComercioQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: ['admin', 'comercio', configRestoId],
    queryFn: ({ signal }) => adminGetComercio(configRestoId, signal),
  });

export function useAdminComercio(configRestoId: number | null) {
  return useQuery({ ...adminComercioQuery(configRestoId ?? 0), enabled: configRestoId !== null });
}
