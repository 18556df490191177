import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEventosKey } from './admin-get-eventos.ts';
import { adminVentasKey } from './admin-get-ventas.ts';
import {
  adminCancelarVentaRoute,
  adminConfirmarVentaRoute,
  type adminCancelarVentaOperation,
  type adminConfirmarVentaOperation,
} from '@vidriera/domain/eventos';
import { callOperation } from './client.ts';

export type MovimientoVenta = { accion: 'confirmar' } | { accion: 'cancelar'; motivo: string };

/**
 * POST merchant/eventos/{configRestoId}/ventas/{ventaId}/confirmar (the transfer arrived: 0 → 1) or .../cancelar
 * {motivo} (→ 4, places given back). A move the sale's estado does not allow is a 409 with the reason.
 */
export function adminMoverVenta(configRestoId: number, ventaId: number, movimiento: MovimientoVenta) {
  const params = { configRestoId, ventaId };
  return movimiento.accion === 'cancelar'
    ? callOperation<typeof adminCancelarVentaOperation>(adminCancelarVentaRoute, {
        params,
        body: { motivo: movimiento.motivo },
      })
    : callOperation<typeof adminConfirmarVentaOperation>(adminConfirmarVentaRoute, { params, body: {} });
}

/** Success or refusal, the sales (and the events' places left) load again. */
export function useAdminMoverVenta(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ventaId, movimiento }: { ventaId: number; movimiento: MovimientoVenta }) =>
      adminMoverVenta(configRestoId, ventaId, movimiento),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminVentasKey(configRestoId) });
      await queryClient.invalidateQueries({ queryKey: adminEventosKey(configRestoId) });
    },
  });
}
