import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartaActualizarBody, updateCartaRoute, type updateCartaOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** PATCH merchant/carta/{configRestoId}/cartas/{cartaId}: rename, change mode, publish or hide a carta. */
export function backOfficeUpdateCarta(configRestoId: number, cartaId: number, body: CartaActualizarBody) {
  return callOperation<typeof updateCartaOperation>(updateCartaRoute, { params: { configRestoId, cartaId }, body });
}

export function useBackOfficeUpdateCarta(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartaId, body }: { cartaId: number; body: CartaActualizarBody }) =>
      backOfficeUpdateCarta(configRestoId, cartaId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
