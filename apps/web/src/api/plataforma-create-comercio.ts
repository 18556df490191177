import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminComercioDetail,
  type ComercioCreate,
  adminCreateComercioRoute,
  type adminCreateComercioOperation,
} from '@vidriera/domain/plataforma';
import { callOperation } from './client.ts';

/** POST admin/comercios: a new business on some sites, with its flags. */
export function plataformaCreateComercio(input: ComercioCreate): Promise<AdminComercioDetail> {
  return callOperation<typeof adminCreateComercioOperation>(adminCreateComercioRoute, { body: input });
}

export function usePlataformaCreateComercio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: plataformaCreateComercio,
    // The shell's list of businesses (and the switcher) include it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'comercios'] }),
  });
}
