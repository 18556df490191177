import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConcursoAdmin, ConcursoInput } from '@vidriera/domain/schemas/concurso';
import { adminConcursosKey } from './admin-get-concursos.ts';
import { apiFetch } from './client.ts';

/**
 * PUT concursos/admin/{configRestoId}/{concursoId}: replaces a draw and its prizes (409 when it changes the kind or
 * the prizes of a draw someone joined, or a draw already run).
 */
export function adminUpdateConcurso(configRestoId: number, concursoId: number, input: ConcursoInput) {
  return apiFetch<ConcursoAdmin>(`concursos/admin/${configRestoId}/${concursoId}`, { method: 'PUT', body: input });
}

export function useAdminUpdateConcurso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ concursoId, input }: { concursoId: number; input: ConcursoInput }) =>
      adminUpdateConcurso(configRestoId, concursoId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConcursosKey(configRestoId) }),
  });
}
