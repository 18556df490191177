import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatoActualizarBody } from '@vidriera/domain/schemas/carta-admin';
import type { PlatoAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/**
 * PATCH merchant/carta/{configRestoId}/platos/{platoId}: any of a dish's fields (price, texts, picture,
 * publicado, disponible, grupoId).
 */
export function adminUpdatePlato(configRestoId: number, platoId: number, body: PlatoActualizarBody) {
  return apiFetch<PlatoAdmin>(`merchant/carta/${configRestoId}/platos/${platoId}`, { method: 'PATCH', body });
}

export function useAdminUpdatePlato(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platoId, body }: { platoId: number; body: PlatoActualizarBody }) =>
      adminUpdatePlato(configRestoId, platoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
