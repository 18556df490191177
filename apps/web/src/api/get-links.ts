import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Link, getLinksRoute, type getLinksOperation } from '@vidriera/domain/comercios';
import { callOperation } from './client.ts';

/** A business's external links of one type (the site comes from the host the app runs on). */
export function getLinks(commerceId: number, type: number): Promise<Link[]> {
  return callOperation<typeof getLinksOperation>(getLinksRoute, { params: { commerceId, type } });
}

export const linksQuery = (commerceId: number, type: number) =>
  queryOptions({
    queryKey: ['links', commerceId, type],
    queryFn: () => getLinks(commerceId, type),
    staleTime: 5 * 60_000,
  });

export function useLinks(commerceId: number | undefined, type: number, enabled = true) {
  return useQuery({ ...linksQuery(commerceId ?? 0, type), enabled: enabled && Boolean(commerceId) });
}
