import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GrupoCrearBody, createGrupoRoute, type createGrupoOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** POST merchant/carta/{configRestoId}/cartas/{cartaId}/grupos: a new group at the end of the carta. */
export function backOfficeCreateGrupo(configRestoId: number, cartaId: number, body: GrupoCrearBody) {
  return callOperation<typeof createGrupoOperation>(createGrupoRoute, { params: { configRestoId, cartaId }, body });
}

export function useBackOfficeCreateGrupo(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartaId, body }: { cartaId: number; body: GrupoCrearBody }) =>
      backOfficeCreateGrupo(configRestoId, cartaId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
