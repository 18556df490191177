import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OutboxMessage, adminOutboxRoute, type adminOutboxOperation } from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** GET admin/outbox: the messages the platform sent, newest first; one phone's when given. */
export function adminGetOutbox(telefono: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return callOperation<typeof adminOutboxOperation>(adminOutboxRoute, { query: { telefono: telefono.trim() }, signal });
}

export const adminOutboxQuery = (telefono: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', telefono.trim()],
    queryFn: ({ signal }) => adminGetOutbox(telefono, signal),
    staleTime: 10_000,
  });

export function useAdminOutbox(telefono: string) {
  return useQuery({ ...adminOutboxQuery(telefono), placeholderData: keepPreviousData });
}
