import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { orderGruposRoute, type orderGruposOperation } from '@vidriera/domain/carta';
import { callOperation } from './client.ts';

/** PUT merchant/carta/{configRestoId}/cartas/{cartaId}/grupos/orden: every group id of the carta, in order. */
export function backOfficeOrderGrupos(configRestoId: number, cartaId: number, ids: number[]) {
  return callOperation<typeof orderGruposOperation>(orderGruposRoute, {
    params: { configRestoId, cartaId },
    body: { ids },
  });
}

export function useBackOfficeOrderGrupos(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartaId, ids }: { cartaId: number; ids: number[] }) =>
      backOfficeOrderGrupos(configRestoId, cartaId, ids),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
