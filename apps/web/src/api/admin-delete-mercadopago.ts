import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AjustesComercio,
  deleteMercadoPagoRoute,
  type deleteMercadoPagoOperation,
} from '@vidriera/domain/ajustes';
import { adminAjustesKey } from './admin-get-ajustes.ts';
import { callOperation } from './client.ts';

/** DELETE merchant/ajustes/{configRestoId}/mercadopago: the business's payments go to the platform again. */
export function adminDeleteMercadoPago(configRestoId: number): Promise<AjustesComercio> {
  return callOperation<typeof deleteMercadoPagoOperation>(deleteMercadoPagoRoute, { params: { configRestoId } });
}

export function useAdminDeleteMercadoPago(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminDeleteMercadoPago(configRestoId),
    onSuccess: (ajustes) => queryClient.setQueryData(adminAjustesKey(configRestoId), ajustes),
  });
}
