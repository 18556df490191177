import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Carta,
  getCartaByIdRoute,
  getCartaRoute,
  type getCartaByIdOperation,
  type getCartaOperation,
} from '@vidriera/domain/carta';
import { ApiError, callOperation } from './client.ts';

/** GET carta/{carpeta}/{enLocal}[/{cartaId}]: a business's menu, the in-venue (QR) one when enLocal. */
export function getCarta(
  carpeta: string,
  enLocal: boolean,
  cartaId: number | null,
  signal?: AbortSignal,
): Promise<Carta> {
  const params = { carpeta, enLocal: enLocal ? 1 : 0 };
  return cartaId
    ? callOperation<typeof getCartaByIdOperation>(getCartaByIdRoute, { params: { ...params, cartaId }, signal })
    : callOperation<typeof getCartaOperation>(getCartaRoute, {
        params,
        signal,
      });
}

export const cartaQuery = (carpeta: string, enLocal: boolean, cartaId: number | null) =>
  queryOptions({
    queryKey: ['carta', carpeta.toLowerCase(), enLocal, cartaId ?? 0],
    queryFn: ({ signal }) => getCarta(carpeta, enLocal, cartaId, signal),
    // A menu that is not there stays missing: no second try before saying so.
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    staleTime: 30_000,
  });

/** `reloadMs` refetches the menu while the screen is open (the in-venue menu reloads every 120 s). */
export function useCarta(carpeta: string | undefined, enLocal: boolean, cartaId: number | null, reloadMs?: number) {
  return useQuery({
    ...cartaQuery(carpeta ?? '', enLocal, cartaId),
    enabled: Boolean(carpeta),
    refetchInterval: reloadMs,
  });
}
