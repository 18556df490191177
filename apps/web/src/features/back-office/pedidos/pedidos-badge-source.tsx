import type { MerchantComercio } from '@vidriera/domain/back-office';
import { useEffect } from 'react';
import { useBackOfficePedidosCola } from '../../../api/back-office-get-pedidos-cola.ts';
import { useBackOfficePedidosEventos } from '../../../api/back-office-subscribe-pedidos-eventos.ts';
import { useBackOfficeBadge } from '../shell/back-office-badges.tsx';
import { hasComercioArea } from '../shell/back-office-nav.ts';

const COUNT_PREFIX = /^\(\d+\) /;

/** '(3) Panel de comercios' while there are new orders, so a tab in the background shows them too. */
function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}

/**
 * Kept mounted by the back office layout for the current business (ADMIN_BADGE_SOURCES): the one live channel
 * of its orders, which refreshes the queue, the kitchen and the totals on every change, and the count of new
 * orders beside the 'Pedidos' link and in the document title, whatever screen is open.
 */
export function PedidosBadgeSource({ comercio }: { comercio: MerchantComercio }) {
  const enabled = hasComercioArea(comercio, 'pedidos');
  useBackOfficePedidosEventos(comercio.configRestoId, enabled);
  const { data } = useBackOfficePedidosCola(comercio.configRestoId, enabled);
  const count = enabled ? (data?.nuevos.length ?? 0) : 0;
  useBackOfficeBadge('pedidos', count);
  useTitleCount(count);
  return null;
}
