import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PlatoProductoOpc, getOpcionesRoute, type getOpcionesOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/** Spec 02 §7: a failed load of a dish's option sets is retried after 4 s. */
export const OPCIONES_RETRY_DELAY_MS = 4_000;

/** GET carta/opciones/{configRestoId}/{platoId}: the option sets of one dish, as the options dialog shows them. */
export function getOpciones(configRestoId: number, platoId: number, signal?: AbortSignal): Promise<PlatoProductoOpc[]> {
  return callOperation<typeof getOpcionesOperation>(getOpcionesRoute, { params: { configRestoId, platoId }, signal });
}

export const opcionesQuery = (configRestoId: number, platoId: number) =>
  queryOptions({
    queryKey: ['carta', 'opciones', configRestoId, platoId],
    queryFn: ({ signal }) => getOpciones(configRestoId, platoId, signal),
    retryDelay: OPCIONES_RETRY_DELAY_MS,
    staleTime: 60_000,
  });

/** `placeholder`: the sets the menu already holds, shown while the dish's own call answers. */
export function useOpciones(configRestoId: number, platoId: number, placeholder?: PlatoProductoOpc[]) {
  return useQuery({ ...opcionesQuery(configRestoId, platoId), placeholderData: placeholder });
}
