import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  putAvisosComercioRoute,
  type putAvisosComercioOperation,
  type AvisosComercio,
} from '@vidriera/domain/notificaciones';
import { backOfficeAvisosKey } from './back-office-get-avisos.ts';
import { callOperation } from './client.ts';

/** PUT merchant/notificaciones/{configRestoId}: the owner's switches; answers them as stored. */
export function backOfficeUpdateAvisos(configRestoId: number, avisos: AvisosComercio): Promise<AvisosComercio> {
  return callOperation<typeof putAvisosComercioOperation>(putAvisosComercioRoute, {
    params: { configRestoId },
    body: avisos,
  });
}

export function useBackOfficeUpdateAvisos(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avisos: AvisosComercio) => backOfficeUpdateAvisos(configRestoId, avisos),
    onSuccess: (avisos) => queryClient.setQueryData(backOfficeAvisosKey(configRestoId), avisos),
  });
}
