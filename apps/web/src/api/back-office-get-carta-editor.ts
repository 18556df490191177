import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type CartaEditor, getCartaEditorRoute, type getCartaEditorOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/**
 * GET merchant/carta/{configRestoId}: the business's menus to edit (every carta, group and dish, drafts and
 * annulled ones included), its option sets and announcements. Owner only.
 */
export function backOfficeGetCartaEditor(configRestoId: number, signal?: AbortSignal): Promise<CartaEditor> {
  return callOperation<typeof getCartaEditorOperation>(getCartaEditorRoute, { params: { configRestoId }, signal });
}

export const backOfficeCartaEditorKey = (configRestoId: number) => ['admin', 'carta', configRestoId] as const;

export const backOfficeCartaEditorQuery = (configRestoId: number) =>
  queryOptions({
    queryKey: backOfficeCartaEditorKey(configRestoId),
    queryFn: ({ signal }) => backOfficeGetCartaEditor(configRestoId, signal),
  });

export function useBackOfficeCartaEditor(configRestoId: number) {
  return useQuery(backOfficeCartaEditorQuery(configRestoId));
}

/** After a menu write: the editor reloads, and so do the public menus this browser has open or cached. */
export function invalidateCartaEditor(queryClient: QueryClient, configRestoId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: backOfficeCartaEditorKey(configRestoId) }),
    queryClient.invalidateQueries({ queryKey: ['carta'] }),
  ]).then(() => undefined);
}
