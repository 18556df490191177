import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnuncioCrearBody, createAnuncioRoute, type createAnuncioOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** POST merchant/carta/{configRestoId}/anuncios: a new menu announcement, last. */
export function backOfficeCreateAnuncio(configRestoId: number, body: AnuncioCrearBody) {
  return callOperation<typeof createAnuncioOperation>(createAnuncioRoute, { params: { configRestoId }, body });
}

export function useBackOfficeCreateAnuncio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnuncioCrearBody) => backOfficeCreateAnuncio(configRestoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
