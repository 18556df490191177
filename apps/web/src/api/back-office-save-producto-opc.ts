import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ProductoOpcInputBody,
  createProductoOpcRoute,
  updateProductoOpcRoute,
  type createProductoOpcOperation,
  type updateProductoOpcOperation,
} from '@vidriera/domain/carta';
import { invalidateCartaEditor } from './back-office-get-carta-editor.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/carta/{configRestoId}/opciones (a new option set) or, with its id, PUT .../opciones/{id}
 * (replaces its name, state and options; options left out are annulled).
 */
export function backOfficeSaveProductoOpc(
  configRestoId: number,
  productoOpcId: number | null,
  body: ProductoOpcInputBody,
) {
  return productoOpcId === null
    ? callOperation<typeof createProductoOpcOperation>(createProductoOpcRoute, { params: { configRestoId }, body })
    : callOperation<typeof updateProductoOpcOperation>(updateProductoOpcRoute, {
        params: { configRestoId, productoOpcId },
        body,
      });
}

export function useBackOfficeSaveProductoOpc(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productoOpcId, body }: { productoOpcId: number | null; body: ProductoOpcInputBody }) =>
      backOfficeSaveProductoOpc(configRestoId, productoOpcId, body),
    onSettled: () => invalidateCartaEditor(queryClient, configRestoId),
  });
}
