import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminComercioDetail, ComercioUpdate } from '@vidriera/domain/schemas/admin-comercios';
import { apiFetch } from './client.ts';

/** PUT admin/comercios/{configRestoId}: name, published, group, sites and flags. */
export function adminUpdateComercio(configRestoId: number, input: ComercioUpdate): Promise<AdminComercioDetail> {
  return apiFetch<AdminComercioDetail>(`admin/comercios/${configRestoId}`, { method: 'PUT', body: input });
}

export function useAdminUpdateComercio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComercioUpdate) => adminUpdateComercio(configRestoId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'comercio', configRestoId] });
      // Flags decide the navigation of the business: the shell reloads its list.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'comercios'] });
    },
  });
}
