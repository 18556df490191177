import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeEventosKey } from './back-office-get-eventos.ts';
import { backOfficeVentasKey } from './back-office-get-ventas.ts';
import {
  backOfficeCancelarVentaRoute,
  backOfficeConfirmarVentaRoute,
  type backOfficeCancelarVentaOperation,
  type backOfficeConfirmarVentaOperation,
} from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

export type MovimientoVenta = { accion: 'confirmar' } | { accion: 'cancelar'; motivo: string };

/**
 * POST merchant/eventos/{configRestoId}/ventas/{ventaId}/confirmar (the transfer arrived: 0 → 1) or .../cancelar
 * {motivo} (→ 4, places given back). A move the sale's estado does not allow is a 409 with the reason.
 */
export function backOfficeMoverVenta(configRestoId: number, ventaId: number, movimiento: MovimientoVenta) {
  const params = { configRestoId, ventaId };
  return movimiento.accion === 'cancelar'
    ? callOperation<typeof backOfficeCancelarVentaOperation>(backOfficeCancelarVentaRoute, {
        params,
        body: { motivo: movimiento.motivo },
      })
    : callOperation<typeof backOfficeConfirmarVentaOperation>(backOfficeConfirmarVentaRoute, { params, body: {} });
}

/** Success or refusal, the sales (and the events' places left) load again. */
export function useBackOfficeMoverVenta(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ventaId, movimiento }: { ventaId: number; movimiento: MovimientoVenta }) =>
      backOfficeMoverVenta(configRestoId, ventaId, movimiento),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: backOfficeVentasKey(configRestoId) });
      await queryClient.invalidateQueries({ queryKey: backOfficeEventosKey(configRestoId) });
    },
  });
}
