import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnuncioActualizarBody, updateAnuncioRoute, type updateAnuncioOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** PATCH merchant/carta/{configRestoId}/anuncios/{anuncioId}: change an announcement, or hide it (activo). */
export function backOfficeUpdateAnuncio(configRestoId: number, anuncioId: number, body: AnuncioActualizarBody) {
  return callOperation<typeof updateAnuncioOperation>(updateAnuncioRoute, {
    params: { configRestoId, anuncioId },
    body,
  });
}

export function useBackOfficeUpdateAnuncio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ anuncioId, body }: { anuncioId: number; body: AnuncioActualizarBody }) =>
      backOfficeUpdateAnuncio(configRestoId, anuncioId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
