import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GrupoCrearBody, createGrupoRoute, type createGrupoOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** POST merchant/carta/{configRestoId}/cartas/{cartaId}/grupos: a new group at the end of the carta. */
export function adminCreateGrupo(configRestoId: number, cartaId: number, body: GrupoCrearBody) {
  return callOperation<typeof createGrupoOperation>(createGrupoRoute, { params: { configRestoId, cartaId }, body });
}

export function useAdminCreateGrupo(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartaId, body }: { cartaId: number; body: GrupoCrearBody }) =>
      adminCreateGrupo(configRestoId, cartaId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
