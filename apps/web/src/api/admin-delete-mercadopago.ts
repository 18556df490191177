import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjustesComercio } from '@vidriera/domain/schemas/ajustes/comercio';
import { adminAjustesKey } from './admin-get-ajustes.ts';
import { apiFetch } from './client.ts';

/** DELETE merchant/ajustes/{configRestoId}/mercadopago: the business's payments go to the platform again. */
export function adminDeleteMercadoPago(configRestoId: number): Promise<AjustesComercio> {
  return apiFetch<AjustesComercio>(`merchant/ajustes/${configRestoId}/mercadopago`, { method: 'DELETE' });
}

export function useAdminDeleteMercadoPago(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminDeleteMercadoPago(configRestoId),
    onSuccess: (ajustes) => queryClient.setQueryData(adminAjustesKey(configRestoId), ajustes),
  });
}
