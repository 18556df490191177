import { useQuery } from '@tanstack/react-query';
import {
  getAvisosComercioRoute,
  type getAvisosComercioOperation,
  type AvisosComercio,
} from '@vidriera/domain/notificaciones';
import { callOperation } from './client.ts';

/** GET merchant/notificaciones/{configRestoId}: which WhatsApp notices the business sends. */
export function backOfficeGetAvisos(configRestoId: number, signal?: AbortSignal): Promise<AvisosComercio> {
  return callOperation<typeof getAvisosComercioOperation>(getAvisosComercioRoute, {
    params: { configRestoId },
    signal,
  });
}

export const backOfficeAvisosKey = (configRestoId: number) => ['admin', 'avisos', configRestoId] as const;

export function useBackOfficeAvisos(configRestoId: number) {
  return useQuery({
    queryKey: backOfficeAvisosKey(configRestoId),
    queryFn: ({ signal }) => backOfficeGetAvisos(configRestoId, signal),
  });
}
