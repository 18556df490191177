import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatoOpcionesBody } from '@vidriera/domain/schemas/carta-admin';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { savePlatoOpcionesRoute } from '@vidriera/domain/contracts/carta-merchant-routes';
import type { savePlatoOpcionesOperation } from '@vidriera/domain/contracts/carta';
import { callOperation } from './client.ts';

/** PUT merchant/carta/{configRestoId}/platos/{platoId}/opciones: the option sets the dish offers, in order. */
export function backOfficeSavePlatoOpciones(configRestoId: number, platoId: number, body: PlatoOpcionesBody) {
  return callOperation<typeof savePlatoOpcionesOperation>(savePlatoOpcionesRoute, {
    params: { configRestoId, platoId },
    body,
  });
}

export function useBackOfficeSavePlatoOpciones(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platoId, body }: { platoId: number; body: PlatoOpcionesBody }) =>
      backOfficeSavePlatoOpciones(configRestoId, platoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
