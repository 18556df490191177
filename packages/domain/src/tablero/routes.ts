import { defineRoute } from '../common/operation.ts';

// The merchant's numbers (decision 035): a business's dashboard (back office, staff) and a site's (platform admin).
export const getTableroComercioRoute = defineRoute('GET', '/merchant/tablero/:configRestoId');
export const getTableroSiteRoute = defineRoute('GET', '/admin/tablero/sitios/:siteId');
