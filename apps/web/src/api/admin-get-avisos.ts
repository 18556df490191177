import { useQuery } from '@tanstack/react-query';
import {
  getAvisosComercioRoute,
  type getAvisosComercioOperation,
  type AvisosComercio,
} from '@vidriera/domain/notificaciones';
import { callOperation } from './client.ts';

/** GET merchant/notificaciones/{configRestoId}: which WhatsApp notices the business sends. */
export function adminGetAvisos(configRestoId: number, signal?: AbortSignal): Promise<AvisosComercio> {
  return callOperation<typeof getAvisosComercioOperation>(getAvisosComercioRoute, {
    params: { configRestoId },
    signal,
  });
}

export const adminAvisosKey = (configRestoId: number) => ['admin', 'avisos', configRestoId] as const;

export function useAdminAvisos(configRestoId: number) {
  return useQuery({
    queryKey: adminAvisosKey(configRestoId),
    queryFn: ({ signal }) => adminGetAvisos(configRestoId, signal),
  });
}
