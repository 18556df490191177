import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminVentasKey } from './admin-get-ventas.ts';
import { getToken } from './session.ts';

/**
 * Opens GET /api/merchant/eventos/{configRestoId}/ventas-en-vivo?token=... (EventSource cannot send an
 * Authorization header): `onChange` for every sale, payment, confirmation, cancellation or check-in of the
 * business, and each time the stream comes back after the first time (what changed meanwhile was missed).
 * Returns the function that closes it.
 */
export function subscribeAdminVentas(configRestoId: number, onChange: () => void): () => void {
  const token = getToken();
  if (!token || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(
    `/api/merchant/eventos/${configRestoId}/ventas-en-vivo?token=${encodeURIComponent(token)}`,
  );
  let readyCount = 0;
  source.addEventListener('ready', () => {
    readyCount += 1;
    if (readyCount > 1) onChange();
  });
  source.addEventListener('venta', onChange);
  return () => source.close();
}

/** While mounted, every change of the business's sales refreshes its sales queries at once. */
export function useAdminVentasEnVivo(configRestoId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminVentasKey(configRestoId) });
    return subscribeAdminVentas(configRestoId, refresh);
  }, [configRestoId, queryClient]);
}
