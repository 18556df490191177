import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjustesComercio } from '@vidriera/domain/schemas/ajustes/comercio';
import { backOfficeAjustesKey } from './back-office-get-ajustes.ts';
import { deleteMercadoPagoRoute } from '@vidriera/domain/contracts/ajustes-routes';
import type { deleteMercadoPagoOperation } from '@vidriera/domain/contracts/ajustes';
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
