import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ingreso } from '@vidriera/domain/schemas/evento-admin';
import { adminVentasKey } from './admin-get-ventas.ts';
import { apiFetch } from './client.ts';

/**
 * POST merchant/eventos/{configRestoId}/ingreso {codigo}: lets a ticket in once and answers it. Refusals are
 * ApiErrors: 404 unknown code; 409 with `ingreso` (the ticket) and exceptionCode 1 already used, 2 not
 * confirmed, 3 annulled.
 */
export function adminIngreso(configRestoId: number, codigo: string): Promise<Ingreso> {
  return apiFetch<Ingreso>(`merchant/eventos/${configRestoId}/ingreso`, { method: 'POST', body: { codigo } });
}

export function useAdminIngreso(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codigo: string) => adminIngreso(configRestoId, codigo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVentasKey(configRestoId) }),
  });
}
