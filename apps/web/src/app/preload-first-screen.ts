import type { QueryClient } from '@tanstack/react-query';
import { adminComerciosQuery } from '../api/admin-get-comercios.ts';
import { adminPedidosColaQuery } from '../api/admin-get-pedidos-cola.ts';
import { adminPedidosResumenQuery } from '../api/admin-get-pedidos-resumen.ts';
import { getToken, isAdmin } from '../api/session.ts';
import { comercioLandingPath } from '../features/admin/shell/comercio-areas.ts';
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
  const routes = loadAdminRoutes();
  preloadScreen(screenPath, routes, queryClient);
  if (screenPath !== '' || isAdmin()) {
    void queryClient.prefetchQuery(adminComerciosQuery());
  } else {
    // #/admin sends someone who runs one business on to its queue (admin-home-page.tsx): start that screen too.
    void queryClient
      .fetchQuery(adminComerciosQuery())
      .then((list) => {
        const [only] = list;
        if (list.length === 1 && only)
          preloadScreen(comercioLandingPath(only).replace(/^\/admin\//, ''), routes, queryClient);
      })
      .catch(() => {});
  }
}

/** A back-office screen's chunk and, for the order queue, its data. */
function preloadScreen(screenPath: string, routes: ReturnType<typeof loadAdminRoutes>, queryClient: QueryClient): void {
  const queue = ORDER_QUEUE.exec(screenPath);
  if (queue) {
    const comercioId = Number(queue[1]);
    void queryClient.prefetchQuery(adminPedidosColaQuery(comercioId));
    if (queue[2] === 'pedidos') void queryClient.prefetchQuery(adminPedidosResumenQuery(comercioId));
  }
  void routes.then((loaded) => loaded.preloadAdminScreen(screenPath)).catch(() => {});
}
