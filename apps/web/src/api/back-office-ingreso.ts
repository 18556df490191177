import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Ingreso,
  type IngresoRequest,
  backOfficeIngresoRoute,
  type backOfficeIngresoOperation,
} from '@vidriera/domain/eventos';
import { backOfficeVentasKey } from './back-office-get-ventas.ts';
import { callOperation } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/ingreso {codigo, forzarFecha?}: lets a ticket in once and answers it.
 * Refusals are ApiErrors: 404 unknown code; 409 with `ingreso` (the ticket) and exceptionCode 1 already used,
 * 2 not confirmed, 3 annulled, 4 another night (staff may send it again with forzarFecha).
 */
export function backOfficeIngreso(configRestoId: number, request: IngresoRequest): Promise<Ingreso> {
  return callOperation<typeof backOfficeIngresoOperation>(backOfficeIngresoRoute, {
    params: { configRestoId },
    body: request,
  });
}

export function useBackOfficeIngreso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IngresoRequest) => backOfficeIngreso(configRestoId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeVentasKey(configRestoId) }),
  });
}
