import type { QueryClient } from '@tanstack/react-query';
import { adminComerciosQuery } from '../api/admin-get-comercios.ts';
import { adminPedidosColaQuery } from '../api/admin-get-pedidos-cola.ts';
import { adminPedidosResumenQuery } from '../api/admin-get-pedidos-resumen.ts';
import { categoriasQuery } from '../api/get-categorias.ts';
import { comercioQuery } from '../api/get-comercio.ts';
import { HOME_LINKS_TYPE, linksQuery } from '../api/get-links.ts';
import { listadoQuery } from '../api/get-listado.ts';
import { readInlinedSiteMetadata, siteMetadataQuery } from '../api/get-site-metadata.ts';
import { getToken, isAdmin } from '../api/session.ts';
import { comercioLandingPath } from '../features/admin/shell/comercio-areas.ts';
import { loadAdminRoutes, loadHomePage, loadListadoPage, loadMantineLayout, loadRegionesPage } from './route-chunks.ts';

const ADMIN_HASH = /^#\/admin(?:\/(.*))?$/;
const ORDER_QUEUE = /^comercio\/(\d+)\/(pedidos|cocina)\/?$/;
const HOME_HASH = /^#\/home\/([^/?]+)/;

/**
 * Starts, in parallel and before the first render, what the back office's first screen would otherwise ask for
 * one after the other (layout chunk, back-office chunk, the user's businesses, the screen's chunk, the screen's
 * data): on a slow phone each step is a round trip plus parsing. A failure here is harmless: the screens ask
 * again as they always do.
 */
export function preloadFirstScreen(hash: string, queryClient: QueryClient): void {
  const admin = ADMIN_HASH.exec(hash.split('?')[0] ?? '');
  if (!admin) {
    preloadCustomerScreen(hash, queryClient);
    return;
  }
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

/**
 * The customer's first screens (the listing, the regions, a business home, and the root that leads to one of
 * them): their chunk and their data, asked for together as soon as the entry runs rather than one after the other
 * once the screen has rendered. Needs the site's metadata inlined in the page (its domain names the data);
 * without it the screens load as usual.
 */
function preloadCustomerScreen(hash: string, queryClient: QueryClient): void {
  const site = queryClient.getQueryData(siteMetadataQuery().queryKey) ?? readInlinedSiteMetadata();
  if (!site) return;
  const domain = site.dominioUrl;
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const home = HOME_HASH.exec(hash);
  const isRoot = path === '' || path === '/';
  if (path === '/regiones' || (isRoot && site.esPortal && site.esPortalConCategorias)) {
    void loadRegionesPage().catch(() => {});
    void queryClient.prefetchQuery(categoriasQuery(domain));
  } else if (path === '/listado' || (isRoot && (site.esPortal || !site.carpeta))) {
    void loadListadoPage().catch(() => {});
    void queryClient.prefetchQuery(listadoQuery(domain));
  } else if (home?.[1] || (isRoot && site.carpeta)) {
    void loadHomePage().catch(() => {});
    const carpeta = home?.[1] ? safeDecode(home[1]) : site.carpeta;
    if (!carpeta) return;
    void queryClient
      .fetchQuery(comercioQuery(domain, carpeta))
      .then(([comercio]) => {
        // The home waits for its links too (home-page.tsx): ask for them as soon as the business is known.
        if (comercio?.permiteLinks) void queryClient.prefetchQuery(linksQuery(comercio.id, HOME_LINKS_TYPE));
      })
      .catch(() => {});
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
