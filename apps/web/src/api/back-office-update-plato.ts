import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlatoActualizarBody, updatePlatoRoute, type updatePlatoOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/**
 * PATCH merchant/carta/{configRestoId}/platos/{platoId}: any of a dish's fields (price, texts, picture,
 * publicado, disponible, grupoId).
 */
export function backOfficeUpdatePlato(configRestoId: number, platoId: number, body: PlatoActualizarBody) {
  return callOperation<typeof updatePlatoOperation>(updatePlatoRoute, { params: { configRestoId, platoId }, body });
}

export function useBackOfficeUpdatePlato(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platoId, body }: { platoId: number; body: PlatoActualizarBody }) =>
      backOfficeUpdatePlato(configRestoId, platoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
