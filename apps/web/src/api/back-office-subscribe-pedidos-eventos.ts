import { useQueryClient } from '@tanstack/react-query';
import { type PedidoEvento, pedidosComercioEventosRoute } from '@vidriera/domain/pedidos';
import { withQuery } from '@vidriera/domain/common';
import { useEffect } from 'react';
import { backOfficePedidosKey } from './back-office-get-pedidos-cola.ts';
import { getToken } from './session.ts';

/**
 * Opens GET /api/merchant/pedidos/eventos/{configRestoId}?token=... (EventSource cannot send an Authorization
 * header): `onEvento` for every new order and every change of the business's orders, `onReconnect` each time the
 * stream opens (what changed before it was open, or while it was down, was missed). Returns the function that
 * closes it.
 */
export function subscribeBackOfficePedidosEventos(
  configRestoId: number,
  onEvento: (evento: PedidoEvento) => void,
  onReconnect: () => void,
): () => void {
  const token = getToken();
  if (!token || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(withQuery(`/api${pedidosComercioEventosRoute.toPath({ configRestoId })}`, { token }));
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
 * While mounted (and enabled), every change of the business's orders refreshes its back-office order queries
 * (queue and totals) at once; their 60 s refresh stays as the fallback.
 */
export function useBackOfficePedidosEventos(configRestoId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: backOfficePedidosKey(configRestoId) });
    return subscribeBackOfficePedidosEventos(configRestoId, refresh, refresh);
  }, [configRestoId, enabled, queryClient]);
}
