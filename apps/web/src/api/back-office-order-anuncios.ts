import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { orderAnunciosRoute, type orderAnunciosOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/** PUT merchant/carta/{configRestoId}/anuncios/orden: every announcement id, in the new order. */
export function backOfficeOrderAnuncios(configRestoId: number, ids: number[]) {
  return callOperation<typeof orderAnunciosOperation>(orderAnunciosRoute, { params: { configRestoId }, body: { ids } });
}

export function useBackOfficeOrderAnuncios(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => backOfficeOrderAnuncios(configRestoId, ids),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
