import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { orderPlatosRoute, type orderPlatosOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/** PUT merchant/carta/{configRestoId}/grupos/{grupoId}/platos/orden: every dish id of the group, in order. */
export function backOfficeOrderPlatos(configRestoId: number, grupoId: number, ids: number[]) {
  return callOperation<typeof orderPlatosOperation>(orderPlatosRoute, {
    params: { configRestoId, grupoId },
    body: { ids },
  });
}

export function useBackOfficeOrderPlatos(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grupoId, ids }: { grupoId: number; ids: number[] }) =>
      backOfficeOrderPlatos(configRestoId, grupoId, ids),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
