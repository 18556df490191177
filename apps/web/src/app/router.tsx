import { lazy, Suspense } from 'react';
import { HashRouter, Route, Routes } from '../hash-router.tsx';
import { AccountBar } from './account-bar.tsx';
import { AndroidAppBannerSlot } from './android-app-banner-slot.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { preloadablePage } from './preloadable-page.tsx';
import {
  loadAdminRoutes,
  loadCartaPage,
  loadCarteleraPage,
  loadHomePage,
  loadListadoPage,
  loadMantineLayout,
  loadReservarPage,
  loadRegionesPage,
} from './route-chunks.ts';
import { RequireLogin } from './require-login.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** Where the ticket screens send a customer who is not identified (spec 02 §2: mi-cuenta/ticket). */
const CUENTA_TICKET_PATH = '/mi-cuenta/ticket';

// The app's own hash router (hash-router.tsx, decision 028): the app loads its data with TanStack Query, so it
// needs no data router. Each screen group is its own chunk.
const ListadoPage = preloadablePage(loadListadoPage);
const SucursalesPage = lazy(() => import('../features/listado/sucursales-page.tsx'));
const MapaPage = lazy(() => import('../features/listado/mapa-page.tsx'));
const FeedPage = lazy(() => import('../features/listado/feed-page.tsx'));
const RegionesPage = preloadablePage(loadRegionesPage);
const HomePage = preloadablePage(loadHomePage);
const AyudaPage = lazy(() => import('../features/ayuda/ayuda-page.tsx'));
const ContactoPage = lazy(() => import('../features/ayuda/contacto-page.tsx'));
const LoginPage = lazy(() => import('../features/login/login-page.tsx'));
const RecuperarPage = lazy(() => import('../features/login/recuperar-page.tsx'));
const CuentaPage = lazy(() => import('../features/cuenta/cuenta-page.tsx'));
const MantineLayout = preloadablePage(loadMantineLayout);
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));
const ReservarPage = preloadablePage(loadReservarPage);
const ReservaDetallePage = lazy(() => import('../features/reservas/reserva-detalle-page.tsx'));
const ReservaConfirmadaPage = lazy(() => import('../features/reservas/reserva-confirmada-page.tsx'));
const MisReservasPage = lazy(() => import('../features/reservas/mis-reservas-page.tsx'));
const CartaPage = preloadablePage(loadCartaPage);
const PruebaOpcionesPage = lazy(() => import('../features/carta/prueba-opciones-page.tsx'));
const PedidoDetallePage = lazy(() => import('../features/pedidos/pedido-detalle-page.tsx'));
const PedidoEnCursoPage = lazy(() => import('../features/pedidos/pedido-en-curso-page.tsx'));
const PagoPage = lazy(() => import('../features/pedidos/pago-page.tsx'));
const MisPedidosPage = lazy(() => import('../features/pedidos/mis-pedidos-page.tsx'));
const MapaEnviosPage = lazy(() => import('../features/pedidos/mapa-envios-page.tsx'));
const CursosPage = lazy(() => import('../features/cursos/cursos-page.tsx'));
const CarteleraPage = preloadablePage(loadCarteleraPage);
const EventoLinkPage = lazy(() => import('../features/cartelera/evento-link-page.tsx'));
const CompraTicketsPage = lazy(() => import('../features/tickets/compra-tickets-page.tsx'));
const CompraDetallePage = lazy(() => import('../features/tickets/compra-detalle-page.tsx'));
const CompraRealizadaPage = lazy(() => import('../features/tickets/compra-realizada-page.tsx'));
const MisComprasPage = lazy(() => import('../features/tickets/mis-compras-page.tsx'));
const PagoVentaPage = lazy(() => import('../features/tickets/pago-venta-page.tsx'));
const BackOfficeRoutes = lazy(loadAdminRoutes);

export function AppRoutes() {
  return (
    <HashRouter>
      <AndroidAppBannerSlot />
      <RouteErrorBoundary>
        <AccountBar />
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="/" element={<RootRedirect />} />
            <Route path="/listado" element={<ListadoPage />} />
            <Route path="/listado/:carpeta" element={<SucursalesPage />} />
            <Route path="/listadomapa/:carpeta" element={<MapaPage />} />
            <Route path="/feed/:categoryId" element={<FeedPage />} />
            <Route path="/regiones" element={<RegionesPage />} />
            <Route path="/home/:carpeta" element={<HomePage />} />
            <Route path="/ayuda" element={<AyudaPage />} />
            <Route path="/contacto" element={<ContactoPage />} />
            {/* Menu and orders: plain components (the menu is a first screen from a QR code: light and fast). */}
            <Route path="/carta/:carpeta" element={<CartaPage enLocal={false} />} />
            <Route path="/carta2/:carpeta" element={<CartaPage enLocal />} />
            <Route path="/carta3/:carpeta/:id?" element={<CartaPage enLocal={false} />} />
            <Route path="/carta4/:carpeta/:id?" element={<CartaPage enLocal />} />
            <Route path="/pruebaopc" element={<PruebaOpcionesPage />} />
            <Route path="/pedidodetalle" element={<PedidoDetallePage />} />
            <Route
              path="/pedidodetalle/:id"
              element={
                <RequireLogin>
                  <PedidoDetallePage />
                </RequireLogin>
              }
            />
            <Route path="/pedido-en-curso" element={<PedidoEnCursoPage />} />
            <Route
              path="/pago/:pedidoId"
              element={
                <RequireLogin>
                  <PagoPage />
                </RequireLogin>
              }
            />
            <Route path="/mapa" element={<MapaEnviosPage />} />
            <Route path="/mapaG" element={<MapaEnviosPage general />} />
            <Route path="/mapaG/:carpeta" element={<MapaEnviosPage />} />
            <Route path="/cursos/:carpeta" element={<CursosPage />} />
            <Route
              path="/mis-pedidos"
              element={
                <RequireLogin>
                  <MisPedidosPage />
                </RequireLogin>
              }
            />
            <Route
              path="/mis-pedidos/:carpeta"
              element={
                <RequireLogin>
                  <MisPedidosPage />
                </RequireLogin>
              }
            />
            {/* The booking form is plain, as the other screens a link opens first: its calendar brings Mantine. */}
            <Route path="/reservar" element={<ReservarPage />} />
            <Route path="/reservar/:carpeta" element={<ReservarPage />} />
            {/* Screens built with Mantine components: its provider loads with them. */}
            <Route element={<MantineLayout />}>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/login/recuperar" element={<RecuperarPage />} />
              {/* The back office: its own nested routes (features/back-office/back-office-routes.tsx). */}
              <Route path="/admin/*" element={<BackOfficeRoutes />} />
              <Route path="/mi-cuenta" element={<CuentaPage />} />
              <Route path="/mi-cuenta/:origen" element={<CuentaPage />} />
              <Route path="/reservadetalle" element={<ReservaDetallePage />} />
              <Route
                path="/reservadetalle/:id"
                element={
                  <RequireLogin>
                    <ReservaDetallePage />
                  </RequireLogin>
                }
              />
              <Route
                path="/reservaconfirmada"
                element={
                  <RequireLogin>
                    <ReservaConfirmadaPage />
                  </RequireLogin>
                }
              />
              <Route
                path="/mis-reservas"
                element={
                  <RequireLogin>
                    <MisReservasPage />
                  </RequireLogin>
                }
              />
            </Route>
            {/* Events and tickets: plain components. The ticket screens send an unidentified customer to
                mi-cuenta/ticket (spec 02 §2). */}
            <Route path="/cartelera" element={<CarteleraPage />} />
            <Route path="/cartelera/:carpeta" element={<CarteleraPage />} />
            <Route path="/cartelera/:carpeta/:eventoId" element={<CarteleraPage />} />
            <Route path="/cartelera/:carpeta/:eventoId/:fecha" element={<CarteleraPage />} />
            <Route path="/evento" element={<EventoLinkPage />} />
            <Route path="/compratickets/:carpeta/:eventoId/:fecha" element={<CompraTicketsPage />} />
            <Route path="/compraticketsdetalle/:carpeta" element={<CompraDetallePage />} />
            <Route
              path="/compra-realizada/:carpeta/:ventaTicketId"
              element={
                <RequireLogin to={CUENTA_TICKET_PATH}>
                  <CompraRealizadaPage />
                </RequireLogin>
              }
            />
            <Route
              path="/mis-compras"
              element={
                <RequireLogin to={CUENTA_TICKET_PATH}>
                  <MisComprasPage />
                </RequireLogin>
              }
            />
            <Route
              path="/mis-compras/:carpeta"
              element={
                <RequireLogin to={CUENTA_TICKET_PATH}>
                  <MisComprasPage />
                </RequireLogin>
              }
            />
            <Route
              path="/pagoVentaTicket/:id?"
              element={
                <RequireLogin to={CUENTA_TICKET_PATH}>
                  <PagoVentaPage />
                </RequireLogin>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </HashRouter>
  );
}
