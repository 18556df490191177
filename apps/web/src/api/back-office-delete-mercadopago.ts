import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AjustesComercio,
  deleteMercadoPagoRoute,
  type deleteMercadoPagoOperation,
} from '@vidriera/domain/ajustes';
import { backOfficeAjustesKey } from './back-office-get-ajustes.ts';
import { callOperation } from './client.ts';

/** DELETE merchant/ajustes/{configRestoId}/mercadopago: the business's payments go to the platform again. */
export function backOfficeDeleteMercadoPago(configRestoId: number): Promise<AjustesComercio> {
  return callOperation<typeof deleteMercadoPagoOperation>(deleteMercadoPagoRoute, { params: { configRestoId } });
}

export function useBackOfficeDeleteMercadoPago(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backOfficeDeleteMercadoPago(configRestoId),
    onSuccess: (ajustes) => queryClient.setQueryData(backOfficeAjustesKey(configRestoId), ajustes),
  });
}
