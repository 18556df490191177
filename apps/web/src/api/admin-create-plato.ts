import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatoCrearBody } from '@vidriera/domain/schemas/carta-admin';
import type { PlatoAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/** POST merchant/carta/{configRestoId}/grupos/{grupoId}/platos: a new dish at the end of the group. */
export function adminCreatePlato(configRestoId: number, grupoId: number, body: PlatoCrearBody) {
  return apiFetch<PlatoAdmin>(`merchant/carta/${configRestoId}/grupos/${grupoId}/platos`, { method: 'POST', body });
}

export function useAdminCreatePlato(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grupoId, body }: { grupoId: number; body: PlatoCrearBody }) =>
      adminCreatePlato(configRestoId, grupoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
