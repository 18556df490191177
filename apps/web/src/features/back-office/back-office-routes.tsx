import { lazy } from 'react';
import { Route, Routes } from '../../hash-router.tsx';
import { esBackOffice } from '../../i18n/es-back-office.ts';
import BackOfficeLayout from './back-office-layout.tsx';
import { AreaGate, ComercioGate, PlataformaGate } from './shell/back-office-gates.tsx';
import { BackOfficeMessage } from './shell/back-office-message.tsx';

// Each screen is its own chunk: staff on a phone load only the screens they open.
const loadBackOfficeHomePage = () => import('./back-office-home-page.tsx');
const loadComercioHomePage = () => import('./comercio-home-page.tsx');
const BackOfficeHomePage = lazy(loadBackOfficeHomePage);
const ComercioHomePage = lazy(loadComercioHomePage);
// platform helper
const PersonalPage = lazy(() => import('./personal/personal-page.tsx'));
const ComercioAuditoriaPage = lazy(() => import('./auditoria/comercio-auditoria-page.tsx'));
const SitiosPage = lazy(() => import('./plataforma/sitios-page.tsx'));
const SitioFormPage = lazy(() => import('./plataforma/sitio-form-page.tsx'));
const ComerciosPage = lazy(() => import('./plataforma/comercios-page.tsx'));
const ComercioFormPage = lazy(() => import('./plataforma/comercio-form-page.tsx'));
const ComandosPage = lazy(() => import('./plataforma/comandos-page.tsx'));
const MensajesPage = lazy(() => import('./plataforma/mensajes-page.tsx'));
const PlataformaAuditoriaPage = lazy(() => import('./auditoria/plataforma-auditoria-page.tsx'));
// orders helper
const loadPedidosPage = () => import('./pedidos/pedidos-page.tsx');
const loadCocinaPage = () => import('./pedidos/cocina-page.tsx');
const PedidosPage = lazy(loadPedidosPage);
const CocinaPage = lazy(loadCocinaPage);
const NuevoPedidoPage = lazy(() => import('./pedidos/nuevo-pedido-page.tsx'));
// reservations helper
const loadReservasPage = () => import('./reservas/reservas-page.tsx');
const ReservasPage = lazy(loadReservasPage);
const ServiciosReservasPage = lazy(() => import('./reservas/servicios-page.tsx'));
// events helper
const ConcursosBackOfficePage = lazy(() => import('./concursos/concursos-back-office-page.tsx'));
const EventosPage = lazy(() => import('./eventos/eventos-page.tsx'));
const EventoEditorPage = lazy(() => import('./eventos/evento-editor-page.tsx'));
const VentasPage = lazy(() => import('./eventos/ventas-page.tsx'));
const IngresoPage = lazy(() => import('./eventos/ingreso-page.tsx'));
// menu helper
const CartaBackOfficePage = lazy(() => import('./carta/carta-back-office-page.tsx'));
// ratings
const CalificacionesPage = lazy(() => import('./calificaciones/calificaciones-page.tsx'));
// the merchant's numbers (the charts load with these chunks only)
const TableroPage = lazy(() => import('./tablero/tablero-page.tsx'));
const TableroSitiosPage = lazy(() => import('./tablero/tablero-plataforma-page.tsx'));
// exports
const ExportarPage = lazy(() => import('./exportar/exportar-page.tsx'));
// settings helper
const AjustesPage = lazy(() => import('./ajustes/ajustes-page.tsx'));
const CursosBackOfficePage = lazy(() => import('./cursos/cursos-back-office-page.tsx'));
// the signed-in user's own account (data, password)
const MiCuentaPage = lazy(() => import('./cuenta/mi-cuenta-page.tsx'));

const COMERCIO_SCREEN = /^comercio\/\d+(?:\/([a-z]+))?\/?$/;

/**
 * The chunk of the screen staff open the back office on (a bookmark, the app's icon), fetched as soon as this
 * module runs instead of after the layout has loaded the businesses (app/preload-first-screen.ts, which also
 * fetches the screen's data). `path` is the part of the hash after #/admin/.
 */
export function preloadBackOfficeScreen(path: string): void {
  if (path === '') {
    void loadBackOfficeHomePage();
    return;
  }
  const match = COMERCIO_SCREEN.exec(path);
  if (!match) return;
  const loaders: Record<string, () => Promise<unknown>> = {
    pedidos: loadPedidosPage,
    cocina: loadCocinaPage,
    reservas: loadReservasPage,
  };
  void (match[1] === undefined ? loadComercioHomePage() : loaders[match[1]]?.());
}

/*
 * The back office routes, mounted at #/admin/* (router.tsx). Paths are relative to #/admin.
 *
 * HOW TO ADD A SCREEN (back-office helpers):
 *  - A business screen goes INSIDE the `comercio/:comercioId` group below, with a path relative to it
 *    (e.g. path="pedidos" serves #/admin/comercio/5/pedidos). The group's ComercioGate has already checked that
 *    the user runs the business; in the screen, `useCurrentComercio()` (shell/back-office-shell-context.ts) gives the
 *    business (configRestoId, carpeta, nombreComercio, rol, flags) and `useParams()` still gives :comercioId.
 *  - Wrap it in <AreaGate area="pedidos"> when the business's feature flag must be on (the area keys are those of
 *    shell/back-office-nav.ts) and/or <AreaGate owner> for owner-only screens (settings, menu, events, draws).
 *  - Lazy-load it like the pages above (const X = lazy(() => import('./<area>/<file>.tsx'))) and keep one line
 *    per route, in your own labelled block, so parallel edits merge cleanly.
 *  - Badges beside the navigation links: useBackOfficeBadge(key, count) or ADMIN_BADGE_SOURCES (back-office-badge-sources.tsx).
 */
export default function BackOfficeRoutes() {
  return (
    <Routes>
      <Route element={<BackOfficeLayout />}>
        <Route index element={<BackOfficeHomePage />} />
        <Route path="comercio/:comercioId" element={<ComercioGate />}>
          <Route index element={<ComercioHomePage />} />
          {/* ── orders helper: pedidos, cocina, pedidos/nuevo ── */}
          <Route
            path="pedidos"
            element={
              <AreaGate area="pedidos">
                <PedidosPage />
              </AreaGate>
            }
          />
          <Route
            path="cocina"
            element={
              <AreaGate area="cocina">
                <CocinaPage />
              </AreaGate>
            }
          />
          <Route
            path="pedidos/nuevo"
            element={
              <AreaGate area="pedidos">
                <NuevoPedidoPage />
              </AreaGate>
            }
          />
          {/* ── reservations helper: reservas, reservas/servicios ── */}
          <Route
            path="reservas"
            element={
              <AreaGate area="reservas">
                <ReservasPage />
              </AreaGate>
            }
          />
          <Route
            path="reservas/servicios"
            element={
              <AreaGate area="reservas" owner>
                <ServiciosReservasPage />
              </AreaGate>
            }
          />
          {/* ── events helper: eventos, eventos/:eventoId, ventas, ingreso, concursos ── */}
          <Route
            path="eventos"
            element={
              <AreaGate area="eventos">
                <EventosPage />
              </AreaGate>
            }
          />
          <Route
            path="eventos/:eventoId"
            element={
              <AreaGate area="eventos" owner>
                <EventoEditorPage />
              </AreaGate>
            }
          />
          <Route
            path="ventas"
            element={
              <AreaGate area="ventas">
                <VentasPage />
              </AreaGate>
            }
          />
          <Route
            path="ingreso"
            element={
              <AreaGate area="ingreso">
                <IngresoPage />
              </AreaGate>
            }
          />
          <Route
            path="concursos"
            element={
              <AreaGate area="concursos" owner>
                <ConcursosBackOfficePage />
              </AreaGate>
            }
          />
          {/* ── menu helper: carta ── */}
          <Route
            path="carta"
            element={
              <AreaGate owner>
                <CartaBackOfficePage />
              </AreaGate>
            }
          />
          {/* ── settings helper: ajustes, cursos ── */}
          {/* Staff open/close the business and set the delay here too: the page shows them only that. */}
          <Route path="ajustes" element={<AjustesPage />} />
          <Route
            path="cursos"
            element={
              <AreaGate area="cursos" owner>
                <CursosBackOfficePage />
              </AreaGate>
            }
          />
          {/* ── ratings: calificaciones ── */}
          <Route path="calificaciones" element={<CalificacionesPage />} />
          {/* ── the merchant's numbers: tablero ── */}
          <Route path="tablero" element={<TableroPage />} />
          {/* ── exports: exportar (owner-only: customers' data in bulk) ── */}
          <Route
            path="exportar"
            element={
              <AreaGate owner>
                <ExportarPage />
              </AreaGate>
            }
          />
          {/* ── platform helper: auditoria, personal ── */}
          <Route
            path="auditoria"
            element={
              <AreaGate area="auditoria" owner>
                <ComercioAuditoriaPage />
              </AreaGate>
            }
          />
          <Route
            path="personal"
            element={
              <AreaGate area="personal" owner>
                <PersonalPage />
              </AreaGate>
            }
          />
        </Route>
        <Route path="plataforma" element={<PlataformaGate />}>
          {/* ── platform helper: sitios, comercios, comandos, mensajes, auditoria ── */}
          <Route path="sitios" element={<SitiosPage />} />
          {/* 'nuevo' is the same screen with no site yet: after creating, it stays mounted on the new id. */}
          <Route path="sitios/:siteId" element={<SitioFormPage />} />
          <Route path="comercios" element={<ComerciosPage />} />
          <Route path="comercios/:comercioId" element={<ComercioFormPage />} />
          <Route path="comandos" element={<ComandosPage />} />
          <Route path="mensajes" element={<MensajesPage />} />
          <Route path="auditoria" element={<PlataformaAuditoriaPage />} />
          {/* ── the merchant's numbers: a site's businesses summed ── */}
          <Route path="tablero" element={<TableroSitiosPage />} />
        </Route>
        {/* ── the user's own account: cuenta ── */}
        <Route path="cuenta" element={<MiCuentaPage />} />
        <Route path="*" element={<BackOfficeMessage title={esBackOffice.paginaNoEncontrada} />} />
      </Route>
    </Routes>
  );
}
