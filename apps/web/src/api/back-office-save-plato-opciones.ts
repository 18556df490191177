import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PlatoOpcionesBody,
  savePlatoOpcionesRoute,
  type savePlatoOpcionesOperation,
} from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
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
