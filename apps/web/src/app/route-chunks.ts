// Route chunks that the first-screen preload starts fetching before React renders (preload-first-screen.ts):
// the same modules the router's lazy() imports later, so the browser fetches each chunk once. (The router keeps
// its own `lazy(() => import('...'))` for the customer pages: bench/lib/route-modules.ts reads them there.)

export const loadMantineLayout = () => import('./mantine-layout.tsx');
export const loadAdminRoutes = () => import('../features/admin/admin-routes.tsx');
export const loadListadoPage = () => import('../features/listado/listado-page.tsx');
export const loadRegionesPage = () => import('../features/regiones/regiones-page.tsx');
export const loadHomePage = () => import('../features/home/home-page.tsx');
