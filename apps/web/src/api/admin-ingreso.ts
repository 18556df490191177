import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Ingreso,
  type IngresoRequest,
  adminIngresoRoute,
  type adminIngresoOperation,
} from '@vidriera/domain/eventos';
import { adminVentasKey } from './admin-get-ventas.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/ingreso {codigo, forzarFecha?}: lets a ticket in once and answers it.
 * Refusals are ApiErrors: 404 unknown code; 409 with `ingreso` (the ticket) and exceptionCode 1 already used,
 * 2 not confirmed, 3 annulled, 4 another night (staff may send it again with forzarFecha).
 */
export function adminIngreso(configRestoId: number, request: IngresoRequest): Promise<Ingreso> {
  return callOperation<typeof adminIngresoOperation>(adminIngresoRoute, { params: { configRestoId }, body: request });
}

export function useAdminIngreso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IngresoRequest) => adminIngreso(configRestoId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVentasKey(configRestoId) }),
  });
}
