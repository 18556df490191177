// Route chunks that the first-screen preload starts fetching before React renders (preload-first-screen.ts):
// the same loaders the router's lazy() and preloadablePage() use, so the browser fetches each chunk once and a
// page that arrived before the first render shows at once (bench/lib/route-modules.ts reads both forms).

export const loadMantineLayout = () => import('../ui/mantine-layout.tsx');
export const loadAdminRoutes = () => import('../features/back-office/back-office-routes.tsx');
export const loadListadoPage = () => import('../features/listado/listado-page.tsx');
export const loadRegionesPage = () => import('../features/regiones/regiones-page.tsx');
export const loadHomePage = () => import('./home-screen.tsx');
export const loadCartaPage = () => import('../features/carta/carta-page.tsx');
export const loadCarteleraPage = () => import('../features/cartelera/cartelera-page.tsx');
export const loadReservarPage = () => import('../features/reservas/reservar-page.tsx');
