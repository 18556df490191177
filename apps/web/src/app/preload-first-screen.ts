import type { QueryClient } from '@tanstack/react-query';
import { adminComerciosQuery } from '../api/admin-get-comercios.ts';
import { adminPedidosColaQuery } from '../api/admin-get-pedidos-cola.ts';
import { adminPedidosResumenQuery } from '../api/admin-get-pedidos-resumen.ts';
import { getToken } from '../api/session.ts';
import { loadAdminRoutes, loadMantineLayout } from './route-chunks.ts';

const ADMIN_HASH = /^#\/admin(?:\/(.*))?$/;
const ORDER_QUEUE = /^comercio\/(\d+)\/(pedidos|cocina)\/?$/;

/**
 * Starts, in parallel and before the first render, what the back office's first screen would otherwise ask for
 * one after the other (layout chunk, back-office chunk, the user's businesses, the screen's chunk, the screen's
 * data): on a slow phone each step is a round trip plus parsing. A failure here is harmless: the screens ask
 * again as they always do.
 */
export function preloadFirstScreen(hash: string, queryClient: QueryClient): void {
  const admin = ADMIN_HASH.exec(hash.split('?')[0] ?? '');
  if (!admin) return;
  void loadMantineLayout().catch(() => {});
  if (!getToken()) return;
  const screenPath = admin[1] ?? '';
  void queryClient.prefetchQuery(adminComerciosQuery());
  const queue = ORDER_QUEUE.exec(screenPath);
  if (queue) {
    const comercioId = Number(queue[1]);
    void queryClient.prefetchQuery(adminPedidosColaQuery(comercioId));
    if (queue[2] === 'pedidos') void queryClient.prefetchQuery(adminPedidosResumenQuery(comercioId));
  }
  void loadAdminRoutes()
    .then((routes) => routes.preloadAdminScreen(screenPath))
    .catch(() => {});
}
