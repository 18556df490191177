import type { QueryClient } from '@tanstack/react-query';
import { backOfficeComerciosQuery } from '../api/back-office-get-comercios.ts';
import { backOfficePedidosColaQuery } from '../api/back-office-get-pedidos-cola.ts';
import { backOfficePedidosResumenQuery } from '../api/back-office-get-pedidos-resumen.ts';
import { anunciosQuery } from '../api/get-anuncios.ts';
import { cartaQuery } from '../api/get-carta.ts';
import { carteleraQuery } from '../api/get-cartelera.ts';
import { categoriasQuery } from '../api/get-categorias.ts';
import { comercioQuery } from '../api/get-comercio.ts';
import { concursosQuery, currentConcursosViewer } from '../api/get-concursos.ts';
import { linksQuery } from '../api/get-links.ts';
import { HOME_LINKS_TYPE, firstCategoriaImages } from '@vidriera/domain/comercios';
import { listadoQuery } from '../api/get-listado.ts';
import { readInlinedSiteMetadata, siteMetadataQuery } from '../api/get-site-metadata.ts';
import { getToken, isAdmin } from '../api/session.ts';
import { comercioLandingPath } from '../features/back-office/shell/comercio-areas.ts';
import { firstPlatoImages } from '@vidriera/domain/carta';
import { preloadImages } from './first-images.ts';
import { preloadPage } from './preloadable-page.tsx';
import {
  loadAdminRoutes,
  loadCartaPage,
  loadCarteleraPage,
  loadHomePage,
  loadListadoPage,
  loadMantineLayout,
  loadRegionesPage,
  loadReservarPage,
} from './route-chunks.ts';

const ADMIN_HASH = /^#\/admin(?:\/(.*))?$/;
const ORDER_QUEUE = /^comercio\/(\d+)\/(pedidos|cocina)\/?$/;
const HOME_PATH = /^\/home\/([^/]+)/;
const CARTA_PATH = /^\/carta([234]?)\/([^/]+)(?:\/([^/]+))?\/?$/;
const CARTELERA_PATH = /^\/cartelera\/([^/]+)\/?$/;
const RESERVAR_PATH = /^\/reservar\/([^/]+)\/?$/;

/**
 * How long the first render waits for the first screen's chunk and data (main.tsx); past it the app renders and
 * the screen shows its loading state until they arrive.
 */
export const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Starts, in parallel and before the first render, what the back office's first screen would otherwise ask for
 * one after the other (layout chunk, back-office chunk, the user's businesses, the screen's chunk, the screen's
 * data): on a slow phone each step is a round trip plus parsing. A failure here is harmless: the screens ask
 * again as they always do.
 */
export function preloadFirstScreen(hash: string, queryClient: QueryClient): Promise<unknown> {
  const admin = ADMIN_HASH.exec(hash.split('?')[0] ?? '');
  if (!admin) return preloadCustomerScreen(hash, queryClient);
  preloadBackOffice(admin[1] ?? '', queryClient);
  return Promise.resolve();
}

function preloadBackOffice(screenPath: string, queryClient: QueryClient): void {
  void loadMantineLayout().catch(() => {});
  if (!getToken()) return;
  const routes = loadAdminRoutes();
  preloadScreen(screenPath, routes, queryClient);
  if (screenPath !== '' || isAdmin()) {
    void queryClient.prefetchQuery(backOfficeComerciosQuery());
  } else {
    // #/admin sends someone who runs one business on to its queue (back-office-home-page.tsx): start that screen too.
    void queryClient
      .fetchQuery(backOfficeComerciosQuery())
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
    void queryClient.prefetchQuery(backOfficePedidosColaQuery(comercioId));
    if (queue[2] === 'pedidos') void queryClient.prefetchQuery(backOfficePedidosResumenQuery(comercioId));
  }
  void routes.then((loaded) => loaded.preloadBackOfficeScreen(screenPath)).catch(() => {});
}

/**
 * The customer's first screens (the listing, the regions, a business home, its menu, its events board, and the
 * root that leads to one of them): their chunk and their data, asked for together as soon as the entry runs
 * rather than one after the other once the screen has rendered. Resolves when both are here (or failed: the
 * screen then asks again and says so), so the first render can wait for them and paint the whole screen at
 * once. Needs the site's metadata inlined in the page (its domain names the data); without it the screens load
 * as usual.
 */
function preloadCustomerScreen(hash: string, queryClient: QueryClient): Promise<unknown> {
  const site = queryClient.getQueryData(siteMetadataQuery().queryKey) ?? readInlinedSiteMetadata();
  if (!site) return Promise.resolve();
  const domain = site.dominioUrl;
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const isRoot = path === '' || path === '/';
  const home = HOME_PATH.exec(path);
  const carta = CARTA_PATH.exec(path);
  const cartelera = CARTELERA_PATH.exec(path);
  if (path === '/regiones' || (isRoot && site.esPortal && site.esPortalConCategorias)) {
    // The first cards' pictures are the screen's largest element (a single category leads on to its feed).
    const data = queryClient.fetchQuery(categoriasQuery(domain)).then((categorias) => {
      preloadImages(firstCategoriaImages(categorias));
    });
    return settled(preloadPage(loadRegionesPage), data);
  }
  if (path === '/listado' || (isRoot && (site.esPortal || !site.carpeta))) {
    return settled(preloadPage(loadListadoPage), queryClient.prefetchQuery(listadoQuery(domain)));
  }
  if (home?.[1] || (isRoot && site.carpeta)) {
    const carpeta = home?.[1] ? safeDecode(home[1]) : site.carpeta;
    return settled(preloadPage(loadHomePage), carpeta ? preloadHomeData(queryClient, domain, carpeta) : null);
  }
  if (carta?.[2]) {
    const carpeta = safeDecode(carta[2]);
    const enLocal = carta[1] === '2' || carta[1] === '4';
    const cartaId = carta[1] === '3' || carta[1] === '4' ? parsePositiveId(carta[3]) : null;
    // The menu waits for its announcements on its first paint (carta-page.tsx): ask as soon as the menu is known.
    const data = carpeta
      ? queryClient.fetchQuery(cartaQuery(carpeta, enLocal, cartaId)).then((carta) => {
          preloadImages(firstPlatoImages(carta.grupos).map((plato) => plato.imagenUrl));
          return queryClient.prefetchQuery(anunciosQuery(carta.configRestoId, !enLocal));
        })
      : null;
    return settled(preloadPage(loadCartaPage), data);
  }
  if (cartelera?.[1]) {
    const carpeta = safeDecode(cartelera[1]);
    return settled(preloadPage(loadCarteleraPage), carpeta ? queryClient.prefetchQuery(carteleraQuery(carpeta)) : null);
  }
  const reservar = RESERVAR_PATH.exec(path);
  if (reservar?.[1]) {
    const carpeta = safeDecode(reservar[1]);
    // The booking form asks for its first day's times once it has the business: ask as soon as the business is
    // here instead (the page's chunk knows how the form starts), so the form opens with its times.
    const data = carpeta
      ? queryClient.fetchQuery(comercioQuery(domain, carpeta)).then(async ([comercio]) => {
          if (!comercio?.permiteReservas) return;
          const page = await loadReservarPage();
          await page.prefetchFirstAvailability(queryClient, comercio);
        })
      : null;
    return settled(preloadPage(loadReservarPage), data);
  }
  return Promise.resolve();
}

/**
 * A business home waits for the business, then for its links and draws (home-page.tsx): ask for those as soon as
 * the business is known, as the visitor sees them (draws are keyed by the signed-in customer).
 */
async function preloadHomeData(queryClient: QueryClient, domain: string, carpeta: string): Promise<void> {
  const [comercio] = await queryClient.fetchQuery(comercioQuery(domain, carpeta));
  if (!comercio) return;
  await Promise.allSettled([
    comercio.permiteLinks ? queryClient.prefetchQuery(linksQuery(comercio.id, HOME_LINKS_TYPE)) : null,
    comercio.permiteConcursos && comercio.id > 0
      ? queryClient.prefetchQuery(concursosQuery(comercio.id, currentConcursosViewer()))
      : null,
  ]);
}

/** Resolves once every given task has settled; a failure is the screen's to report, not the preload's. */
function settled(...tasks: Array<Promise<unknown> | null>): Promise<unknown> {
  return Promise.allSettled(tasks);
}

function parsePositiveId(segment: string | undefined): number | null {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
