import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CalificacionComercio,
  ocultarComentarioRoute,
  type ocultarComentarioOperation,
} from '@vidriera/domain/calificaciones';
import { callOperation } from './client.ts';

/** PUT admin/calificaciones/{id}/comentario: a platform admin hides a comment, or shows it again. */
export function backOfficeOcultarComentario(id: number, oculto: boolean): Promise<CalificacionComercio> {
  return callOperation<typeof ocultarComentarioOperation>(ocultarComentarioRoute, { params: { id }, body: { oculto } });
}

export function useBackOfficeOcultarComentario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, oculto }: { id: number; oculto: boolean }) => backOfficeOcultarComentario(id, oculto),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'calificaciones'] }),
  });
}
