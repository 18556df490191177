import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlatoCrearBody, createPlatoRoute, type createPlatoOperation } from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/** POST merchant/carta/{configRestoId}/grupos/{grupoId}/platos: a new dish at the end of the group. */
export function backOfficeCreatePlato(configRestoId: number, grupoId: number, body: PlatoCrearBody) {
  return callOperation<typeof createPlatoOperation>(createPlatoRoute, { params: { configRestoId, grupoId }, body });
}

export function useBackOfficeCreatePlato(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grupoId, body }: { grupoId: number; body: PlatoCrearBody }) =>
      backOfficeCreatePlato(configRestoId, grupoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
