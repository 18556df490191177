import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { orderAnunciosRoute, type orderAnunciosOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/** PUT merchant/carta/{configRestoId}/anuncios/orden: every announcement id, in the new order. */
export function adminOrderAnuncios(configRestoId: number, ids: number[]) {
  return callOperation<typeof orderAnunciosOperation>(orderAnunciosRoute, { params: { configRestoId }, body: { ids } });
}

export function useAdminOrderAnuncios(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => adminOrderAnuncios(configRestoId, ids),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
