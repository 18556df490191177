import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnuncioActualizarBody } from '@vidriera/domain/schemas/carta-admin';
import type { AnuncioAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/** PATCH merchant/carta/{configRestoId}/anuncios/{anuncioId}: change an announcement, or hide it (activo). */
export function adminUpdateAnuncio(configRestoId: number, anuncioId: number, body: AnuncioActualizarBody) {
  return apiFetch<AnuncioAdmin>(`merchant/carta/${configRestoId}/anuncios/${anuncioId}`, { method: 'PATCH', body });
}

export function useAdminUpdateAnuncio(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ anuncioId, body }: { anuncioId: number; body: AnuncioActualizarBody }) =>
      adminUpdateAnuncio(configRestoId, anuncioId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
