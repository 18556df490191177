import type { MerchantComercio } from '@vidriera/domain/back-office';
import { useEffect } from 'react';
import { useAdminPedidosCola } from '../../../api/admin-get-pedidos-cola.ts';
import { useAdminPedidosEventos } from '../../../api/admin-subscribe-pedidos-eventos.ts';
import { useAdminBadge } from '../shell/admin-badges.tsx';
import { hasComercioArea } from '../shell/admin-nav.ts';

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
  useAdminPedidosEventos(comercio.configRestoId, enabled);
  const { data } = useAdminPedidosCola(comercio.configRestoId, enabled);
  const count = enabled ? (data?.nuevos.length ?? 0) : 0;
  useAdminBadge('pedidos', count);
  useTitleCount(count);
  return null;
}
