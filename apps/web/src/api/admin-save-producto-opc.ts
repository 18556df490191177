import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductoOpcInputBody } from '@vidriera/domain/schemas/carta-admin';
import type { ProductoOpcAdmin } from '@vidriera/domain/schemas/carta-editor';
import { invalidateCartaEditor } from './admin-get-carta-editor.ts';
import { apiFetch } from './client.ts';

/**
 * POST merchant/carta/{configRestoId}/opciones (a new option set) or, with its id, PUT .../opciones/{id}
 * (replaces its name, state and options; options left out are annulled).
 */
export function adminSaveProductoOpc(configRestoId: number, productoOpcId: number | null, body: ProductoOpcInputBody) {
  const base = `merchant/carta/${configRestoId}/opciones`;
  return productoOpcId === null
    ? apiFetch<ProductoOpcAdmin>(base, { method: 'POST', body })
    : apiFetch<ProductoOpcAdmin>(`${base}/${productoOpcId}`, { method: 'PUT', body });
}

export function useAdminSaveProductoOpc(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productoOpcId, body }: { productoOpcId: number | null; body: ProductoOpcInputBody }) =>
      adminSaveProductoOpc(configRestoId, productoOpcId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
