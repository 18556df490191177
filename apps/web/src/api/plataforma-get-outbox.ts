import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OutboxMessage, adminOutboxRoute, type adminOutboxOperation } from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/outbox: the messages the platform sent, newest first; one phone's when given. */
export function plataformaGetOutbox(telefono: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return callOperation<typeof adminOutboxOperation>(adminOutboxRoute, { query: { telefono: telefono.trim() }, signal });
}

export const plataformaOutboxQuery = (telefono: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', telefono.trim()],
    queryFn: ({ signal }) => plataformaGetOutbox(telefono, signal),
    staleTime: 10_000,
  });

export function usePlataformaOutbox(telefono: string) {
  return useQuery({ ...plataformaOutboxQuery(telefono), placeholderData: keepPreviousData });
}
