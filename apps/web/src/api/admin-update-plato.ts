import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlatoActualizarBody, updatePlatoRoute, type updatePlatoOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { callOperation } from './client.ts';

/**
 * PATCH merchant/carta/{configRestoId}/platos/{platoId}: any of a dish's fields (price, texts, picture,
 * publicado, disponible, grupoId).
 */
export function adminUpdatePlato(configRestoId: number, platoId: number, body: PlatoActualizarBody) {
  return callOperation<typeof updatePlatoOperation>(updatePlatoRoute, { params: { configRestoId, platoId }, body });
}

export function useAdminUpdatePlato(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platoId, body }: { platoId: number; body: PlatoActualizarBody }) =>
      adminUpdatePlato(configRestoId, platoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
