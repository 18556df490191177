import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartaCrearBody, createCartaRoute, type createCartaOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** POST merchant/carta/{configRestoId}/cartas: a new carta, last and unpublished. */
export function backOfficeCreateCarta(configRestoId: number, body: CartaCrearBody) {
  return callOperation<typeof createCartaOperation>(createCartaRoute, { params: { configRestoId }, body });
}

export function useBackOfficeCreateCarta(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartaCrearBody) => backOfficeCreateCarta(configRestoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
