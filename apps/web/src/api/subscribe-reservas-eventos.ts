import { useQueryClient } from '@tanstack/react-query';
import { withQuery } from '@vidriera/domain/common';
import { reservasEventosRoute } from '@vidriera/domain/reservas';
import { useEffect } from 'react';
import { getToken } from './session.ts';

/** The live channel of the customer's reservations (Server-Sent Events). */
export const RESERVAS_EVENTOS_PATH = `/api${reservasEventosRoute.toPath()}`;

/**
 * Opens GET /api/reservas/eventos?token=... (EventSource cannot send an Authorization header) and calls
 * `onChange` for each change of one of the user's reservations ('reserva' events carry {id, usuarioId, estado}),
 * and each time the stream is (re)established (changes made before, or while it was down, were missed).
 * Returns the function that closes it.
 */
export function subscribeReservasEventos(onChange: () => void): () => void {
  const token = getToken();
  if (!token || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(withQuery(RESERVAS_EVENTOS_PATH, { token }));
  // Every opening, the first too: what changed between the screen's first load and the stream being open (or
  // while it was down) was missed. The server sends it again on an open stream when it hears changes again after
  // losing its database connection (plugins/events.ts): what changed meanwhile never reached the stream.
  source.addEventListener('ready', () => onChange());
  source.addEventListener('reserva', onChange);
  return () => source.close();
}

/**
 * While mounted, a merchant's confirmation or cancellation refreshes the reservation queries at once; the
 * screens' own 120000 ms refresh stays as the fallback when the stream cannot be opened.
 */
export function useReservasEventos(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeReservasEventos(() => void queryClient.invalidateQueries({ queryKey: ['reservas'] }));
  }, [enabled, queryClient]);
}
