import { useQueryClient } from '@tanstack/react-query';
import { backOfficeVentasEnVivoRoute } from '@vidriera/domain/eventos';
import { withQuery } from '@vidriera/domain/common';
import { useEffect } from 'react';
import { backOfficeVentasKey } from './back-office-get-ventas.ts';
import { getToken } from './session.ts';

/**
 * Opens GET /api/merchant/eventos/{configRestoId}/ventas-en-vivo?token=... (EventSource cannot send an
 * Authorization header): `onChange` for every sale, payment, confirmation, cancellation or check-in of the
 * business, and each time the stream opens (what changed before it was open was missed).
 * Returns the function that closes it.
 */
export function subscribeBackOfficeVentas(configRestoId: number, onChange: () => void): () => void {
  const token = getToken();
  if (!token || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`/api${withQuery(backOfficeVentasEnVivoRoute.toPath({ configRestoId }), { token })}`);
  // Every opening, the first too: what changed between the screen's first load and the stream being open (or
  // while it was down) was missed. The server sends it again on an open stream when it hears changes again after
  // losing its database connection (plugins/events.ts): what changed meanwhile never reached the stream.
  source.addEventListener('ready', () => onChange());
  source.addEventListener('venta', onChange);
  return () => source.close();
}

/** While mounted, every change of the business's sales refreshes its sales queries at once. */
export function useBackOfficeVentasEnVivo(configRestoId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: backOfficeVentasKey(configRestoId) });
    return subscribeBackOfficeVentas(configRestoId, refresh);
  }, [configRestoId, queryClient]);
}
