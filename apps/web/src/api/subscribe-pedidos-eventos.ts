import { useQueryClient } from '@tanstack/react-query';
import { type PedidoEvento, pedidosEventosRoute } from '@vidriera/domain/pedidos';
import { withQuery } from '@vidriera/domain/common';
import { useEffect } from 'react';
import { getToken } from './session.ts';

/** The live status channel of the customer's orders (Server-Sent Events). */
export const PEDIDOS_EVENTOS_PATH = `/api${pedidosEventosRoute.toPath()}`;

/**
 * Opens GET /api/pedidos/eventos?token=... (EventSource cannot send an Authorization header) and calls `onEvento`
 * for each status change of the user's orders, `onReconnect` each time the stream is (re)established (changes made
 * before, or while it was down, were missed). Returns the function that closes it.
 */
export function subscribePedidosEventos(onEvento: (evento: PedidoEvento) => void, onReconnect: () => void): () => void {
  const token = getToken();
  if (!token || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(withQuery(PEDIDOS_EVENTOS_PATH, { token }));
  // Every opening, the first too: what changed between the screen's first load and the stream being open (or
  // while it was down) was missed. The server sends it again on an open stream when it hears changes again after
  // losing its database connection (plugins/events.ts): what changed meanwhile never reached the stream.
  source.addEventListener('ready', () => onReconnect());
  source.addEventListener('pedido', (event) => {
    try {
      onEvento(JSON.parse((event as MessageEvent<string>).data) as PedidoEvento);
    } catch {
      // A malformed event: the next refresh brings the truth anyway.
    }
  });
  return () => source.close();
}

/**
 * While mounted, a status change of any of the user's orders refreshes the order queries at once; the lists'
 * own 2-minute refresh stays as the fallback when the stream cannot be opened.
 */
export function usePedidosEventos(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['pedidos'] });
    return subscribePedidosEventos(refresh, refresh);
  }, [enabled, queryClient]);
}
