import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnuncioCrearBody } from '@vidriera/domain/schemas/carta-admin';
import type { AnuncioAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/** POST merchant/carta/{configRestoId}/anuncios: a new menu announcement, last. */
export function adminCreateAnuncio(configRestoId: number, body: AnuncioCrearBody) {
  return apiFetch<AnuncioAdmin>(`merchant/carta/${configRestoId}/anuncios`, { method: 'POST', body });
}

export function useAdminCreateAnuncio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnuncioCrearBody) => adminCreateAnuncio(configRestoId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
