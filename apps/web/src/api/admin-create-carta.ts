import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartaCrearBody } from '@vidriera/domain/schemas/carta-admin';
import type { CartaAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/** POST merchant/carta/{configRestoId}/cartas: a new carta, last and unpublished. */
export function adminCreateCarta(configRestoId: number, body: CartaCrearBody) {
  return apiFetch<CartaAdmin>(`merchant/carta/${configRestoId}/cartas`, { method: 'POST', body });
}

export function useAdminCreateCarta(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartaCrearBody) => adminCreateCarta(configRestoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
