import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Cartelera, getCarteleraRoute, type getCarteleraOperation } from '@vidriera/domain/eventos';
import { ApiError, callOperation } from './client.ts';

/** GET eventos/cartelera/{commerceId}: a business's events board (by id or carpeta), today through one year. */
export function getCartelera(comercio: string | number, signal?: AbortSignal): Promise<Cartelera> {
  return callOperation<typeof getCarteleraOperation>(getCarteleraRoute, { params: { commerceId: comercio }, signal });
}

/** A missing business or event stays missing; only a server hiccup is worth another try. */
export function retryUnlessClientError(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const carteleraQuery = (comercio: string | number) =>
  queryOptions({
    queryKey: ['eventos', 'cartelera', String(comercio)],
    queryFn: ({ signal }) => getCartelera(comercio, signal),
    retry: retryUnlessClientError,
    // Fresh for 30 s: the first-screen preload's answer serves the board's first render without a second call;
    // a purchase reloads it (comprar-tickets.ts) and the server re-checks the places left anyway.
    staleTime: 30_000,
  });

export function useCartelera(comercio: string | null) {
  return useQuery({ ...carteleraQuery(comercio ?? ''), enabled: Boolean(comercio) });
}
