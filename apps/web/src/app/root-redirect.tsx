import { Navigate } from '../hash-router.tsx';
import { useSiteMetadata } from '../api/get-site-metadata.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';

/** Waits for site metadata, then: portal with categories → regiones; portal → listado; one business → its home. */
export function RootRedirect() {
  const { data: site } = useSiteMetadata();
  if (!site) return <LoadingScreen />;
  if (site.esPortal && site.esPortalConCategorias) return <Navigate to="/regiones" replace />;
  if (site.esPortal || !site.carpeta) return <Navigate to="/listado" replace />;
  return <Navigate to={`/home/${site.carpeta}`} replace />;
}
