import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminComercioDetail,
  type ComercioUpdate,
  adminUpdateComercioRoute,
  type adminUpdateComercioOperation,
} from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** PUT admin/comercios/{configRestoId}: name, published, group, sites and flags. */
export function plataformaUpdateComercio(configRestoId: number, input: ComercioUpdate): Promise<AdminComercioDetail> {
  return callOperation<typeof adminUpdateComercioOperation>(adminUpdateComercioRoute, {
    params: { configRestoId },
    body: input,
  });
}

export function usePlataformaUpdateComercio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComercioUpdate) => plataformaUpdateComercio(configRestoId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'comercio', configRestoId] });
      // Flags decide the navigation of the business: the shell reloads its list.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'comercios'] });
    },
  });
}
