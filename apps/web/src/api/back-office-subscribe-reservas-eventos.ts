import { useQueryClient } from '@tanstack/react-query';
import { withQuery } from '@vidriera/domain/common';
import { reservasComercioEventosRoute } from '@vidriera/domain/reservas';
import { useEffect } from 'react';
import { backOfficeReservasKey } from './back-office-get-reservas-dia.ts';
import { getToken } from './session.ts';

/**
 * Opens GET /api/merchant/reservas/{configRestoId}/eventos?token=... (EventSource cannot send an Authorization
 * header) and calls `onChange` for every booking, move and walk-in of the business, and each time the stream
 * opens (what changed before it was open was missed). Returns the function that closes it.
 */
export function subscribeBackOfficeReservasEventos(configRestoId: number, onChange: () => void): () => void {
  const token = getToken();
  if (!token || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(withQuery(`/api${reservasComercioEventosRoute.toPath({ configRestoId })}`, { token }));
  // Every opening, the first too: what changed between the screen's first load and the stream being open (or
  // while it was down) was missed. The server sends it again on an open stream when it hears changes again after
  // losing its database connection (plugins/events.ts): what changed meanwhile never reached the stream.
  source.addEventListener('ready', () => onChange());
  source.addEventListener('reserva', onChange);
  return () => source.close();
}

/** While mounted, the business's reservation queries (book, occupancy) refresh on every change at once. */
export function useBackOfficeReservasEventos(configRestoId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: backOfficeReservasKey(configRestoId) });
    return subscribeBackOfficeReservasEventos(configRestoId, refresh);
  }, [configRestoId, queryClient]);
}
