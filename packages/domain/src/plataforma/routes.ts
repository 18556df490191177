import { defineRoute } from '../common/operation.ts';

// Platform administration (platform admins only).
export const adminOutboxRoute = defineRoute('GET', '/admin/outbox');

export const adminSitesRoute = defineRoute('GET', '/admin/sites');

export const adminSiteCommandRoute = defineRoute('POST', '/admin/sites/:siteId/commands');

export const adminGetSiteRoute = defineRoute('GET', '/admin/sites/:siteId');

export const adminCreateSiteRoute = defineRoute('POST', '/admin/sites');

export const adminUpdateSiteRoute = defineRoute('PUT', '/admin/sites/:siteId');

export const adminGetComercioRoute = defineRoute('GET', '/admin/comercios/:configRestoId');

export const adminCreateComercioRoute = defineRoute('POST', '/admin/comercios');

export const adminUpdateComercioRoute = defineRoute('PUT', '/admin/comercios/:configRestoId');

export const adminAuditoriaRoute = defineRoute('GET', '/admin/auditoria');

// A business's staff as a platform admin manages it (the owner's mount is in back-office/routes.ts).
export const adminStaffRoute = defineRoute('GET', '/admin/comercios/:configRestoId/staff');

export const adminAddStaffRoute = defineRoute('POST', '/admin/comercios/:configRestoId/staff');

export const adminUpdateStaffRolRoute = defineRoute('PUT', '/admin/comercios/:configRestoId/staff/:userId');

export const adminRemoveStaffRoute = defineRoute('DELETE', '/admin/comercios/:configRestoId/staff/:userId');
