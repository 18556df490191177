// Back-office roles without their schemas: the web app's entry chunk asks who may see an area (the first-screen
// preload, apps/web/src/features/admin/shell/comercio-areas.ts) and must not load zod and build the back office's
// schemas for it.

/** How a user runs a business: its owner, its day-to-day staff, or a platform admin (who runs every business). */
export const BACK_OFFICE_ROLES = ['owner', 'staff', 'admin'] as const;
export type BackOfficeRol = (typeof BACK_OFFICE_ROLES)[number];

/** Whether a role may do what only owners do (settings, menu, events and draws editing, staff, audit). */
export function isOwnerRol(rol: BackOfficeRol): boolean {
  return rol === 'owner' || rol === 'admin';
}
