import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminComercioDetail,
  adminGetComercioRoute,
  type adminGetComercioOperation,
} from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/comercios/{configRestoId}: a business as the platform edits it. */
export function plataformaGetComercio(configRestoId: number, signal?: AbortSignal): Promise<AdminComercioDetail> {
  return callOperation<typeof adminGetComercioOperation>(adminGetComercioRoute, { params: { configRestoId }, signal });
}

export const plataformaComercioQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: ['admin', 'comercio', configRestoId],
    queryFn: ({ signal }) => plataformaGetComercio(configRestoId, signal),
  });

export function usePlataformaComercio(configRestoId: number | null) {
  return useQuery({ ...plataformaComercioQuery(configRestoId ?? 0), enabled: configRestoId !== null });
}
