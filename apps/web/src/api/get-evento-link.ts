import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventoLink, getEventoLinkRoute, type getEventoLinkOperation } from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';
import { retryUnlessClientError } from './get-cartelera.ts';

/** GET eventos/link/{eventoId}: which of the site's businesses holds an event (the portal's deep link). */
export function getEventoLink(eventoId: number, signal?: AbortSignal): Promise<EventoLink> {
  return callOperation<typeof getEventoLinkOperation>(getEventoLinkRoute, { params: { eventoId }, signal });
}

export const eventoLinkQuery = (eventoId: number) =>
  queryOptions({
    queryKey: ['eventos', 'link', eventoId],
    queryFn: ({ signal }) => getEventoLink(eventoId, signal),
    retry: retryUnlessClientError,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Only asked when `enabled` (a portal; a single-business site already knows its business). */
export function useEventoLink(eventoId: number | null, enabled: boolean) {
  return useQuery({ ...eventoLinkQuery(eventoId ?? 0), enabled: enabled && eventoId !== null });
}
