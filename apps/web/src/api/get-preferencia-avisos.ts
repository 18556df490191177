import { useQuery } from '@tanstack/react-query';
import { getPreferenciaAvisosRoute, type getPreferenciaAvisosOperation } from '@vidriera/domain/notificaciones';
import { callOperation } from './client.ts';

/** GET notificaciones/preferencia: the customer's remembered "notify me by WhatsApp" and their phone. */
export function getPreferenciaAvisos(signal?: AbortSignal) {
  return callOperation<typeof getPreferenciaAvisosOperation>(getPreferenciaAvisosRoute, { signal });
}

/** Placing an order may change it: the checkout clears it then (use-confirmar-pedido.ts). */
export const preferenciaAvisosKey = ['notificaciones', 'preferencia'] as const;

/** Only asked for with a session (`enabled`): a guest's checkout has no account to remember anything on. */
export function usePreferenciaAvisos(enabled: boolean) {
  return useQuery({
    queryKey: preferenciaAvisosKey,
    queryFn: ({ signal }) => getPreferenciaAvisos(signal),
    enabled,
    staleTime: 60_000,
  });
}
