import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GrupoActualizarBody, updateGrupoRoute, type updateGrupoOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** PATCH merchant/carta/{configRestoId}/grupos/{grupoId}: rename a group, annul or restore it. */
export function backOfficeUpdateGrupo(configRestoId: number, grupoId: number, body: GrupoActualizarBody) {
  return callOperation<typeof updateGrupoOperation>(updateGrupoRoute, { params: { configRestoId, grupoId }, body });
}

export function useBackOfficeUpdateGrupo(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grupoId, body }: { grupoId: number; body: GrupoActualizarBody }) =>
      backOfficeUpdateGrupo(configRestoId, grupoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
