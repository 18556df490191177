import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrupoActualizarBody } from '@vidriera/domain/schemas/carta-admin';
import type { GrupoAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/** PATCH merchant/carta/{configRestoId}/grupos/{grupoId}: rename a group, annul or restore it. */
export function adminUpdateGrupo(configRestoId: number, grupoId: number, body: GrupoActualizarBody) {
  return apiFetch<GrupoAdmin>(`merchant/carta/${configRestoId}/grupos/${grupoId}`, { method: 'PATCH', body });
}

export function useAdminUpdateGrupo(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grupoId, body }: { grupoId: number; body: GrupoActualizarBody }) =>
      adminUpdateGrupo(configRestoId, grupoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
