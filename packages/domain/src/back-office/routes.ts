import { defineRoute } from '../common/operation.ts';

/** The back office shell's own calls: the businesses the user runs, an owner's audit trail and staff. */
export const merchantComerciosRoute = defineRoute('GET', '/merchant/comercios');

export const merchantAuditoriaRoute = defineRoute('GET', '/merchant/auditoria/:configRestoId');

export const merchantStaffRoute = defineRoute('GET', '/merchant/staff/:configRestoId');

export const merchantAddStaffRoute = defineRoute('POST', '/merchant/staff/:configRestoId');

export const merchantUpdateStaffRolRoute = defineRoute('PUT', '/merchant/staff/:configRestoId/:userId');

export const merchantRemoveStaffRoute = defineRoute('DELETE', '/merchant/staff/:configRestoId/:userId');
