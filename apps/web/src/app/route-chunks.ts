// Route chunks that the first-screen preload starts fetching before React renders (preload-first-screen.ts):
// the same import() the router's lazy() makes later, so the browser fetches each chunk once.

export const loadMantineLayout = () => import('./mantine-layout.tsx');
export const loadAdminRoutes = () => import('../features/admin/admin-routes.tsx');
