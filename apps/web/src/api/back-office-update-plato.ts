import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatoActualizarBody } from '@vidriera/domain/schemas/carta-admin';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { updatePlatoRoute } from '@vidriera/domain/contracts/carta-merchant-routes';
import type { updatePlatoOperation } from '@vidriera/domain/contracts/carta';
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
