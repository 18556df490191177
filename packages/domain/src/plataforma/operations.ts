import { z } from 'zod';
import {
  adminSiteListSchema,
  outboxListSchema,
  outboxQuerySchema,
  queuedSiteCommandSchema,
  siteCommandRequestSchema,
  siteIdParamsSchema,
  siteMinBuildSchema,
} from './schemas.ts';
import {
  adminComercioDetailSchema,
  comercioCreateSchema,
  comercioUpdateSchema,
  configRestoIdParamsSchema,
} from './comercios-schemas.ts';
import { adminSiteDetailSchema, siteInputSchema } from './sites-schemas.ts';
import { auditoriaQuerySchema, auditPageSchema } from '../back-office/auditoria-schemas.ts';
import {
  staffAddSchema,
  staffListSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffRolUpdateSchema,
} from '../back-office/staff-schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  adminAddStaffRoute,
  adminAuditoriaRoute,
  adminCreateComercioRoute,
  adminCreateSiteRoute,
  adminGetComercioRoute,
  adminGetSiteRoute,
  adminOutboxRoute,
  adminRemoveStaffRoute,
  adminSiteCommandRoute,
  adminSitesRoute,
  adminStaffRoute,
  adminUpdateComercioRoute,
  adminUpdateSiteRoute,
  adminUpdateStaffRolRoute,
} from './routes.ts';

/** Messages the platform sent, newest first; ?telefono= one phone's. */
export const adminOutboxOperation = defineOperation(adminOutboxRoute, {
  query: outboxQuerySchema,
  response: outboxListSchema,
});

/** Every site with its id and minimum app build. */
export const adminSitesOperation = defineOperation(adminSitesRoute, { response: adminSiteListSchema });

/**
 * A command for a site's apps: 201 the queued command, or 200 the site's new minimum build (FORCE_UPDATE). The
 * answer is either: the API declares each under its status.
 */
export const adminSiteCommandOperation = defineOperation(adminSiteCommandRoute, {
  params: siteIdParamsSchema,
  body: siteCommandRequestSchema,
  response: z.union([siteMinBuildSchema, queuedSiteCommandSchema]),
});

export const adminGetSiteOperation = defineOperation(adminGetSiteRoute, {
  params: siteIdParamsSchema,
  response: adminSiteDetailSchema,
});

/** Answers 201. */
export const adminCreateSiteOperation = defineOperation(adminCreateSiteRoute, {
  body: siteInputSchema,
  response: adminSiteDetailSchema,
});

export const adminUpdateSiteOperation = defineOperation(adminUpdateSiteRoute, {
  params: siteIdParamsSchema,
  body: siteInputSchema,
  response: adminSiteDetailSchema,
});

export const adminGetComercioOperation = defineOperation(adminGetComercioRoute, {
  params: configRestoIdParamsSchema,
  response: adminComercioDetailSchema,
});

/** Answers 201. */
export const adminCreateComercioOperation = defineOperation(adminCreateComercioRoute, {
  body: comercioCreateSchema,
  response: adminComercioDetailSchema,
});

export const adminUpdateComercioOperation = defineOperation(adminUpdateComercioRoute, {
  params: configRestoIdParamsSchema,
  body: comercioUpdateSchema,
  response: adminComercioDetailSchema,
});

/** The platform's audit trail, newest first, with filters and keyset pages. */
export const adminAuditoriaOperation = defineOperation(adminAuditoriaRoute, {
  query: auditoriaQuerySchema,
  response: auditPageSchema,
});

export const adminStaffOperation = defineOperation(adminStaffRoute, {
  params: configRestoIdParamsSchema,
  response: staffListSchema,
});

/** Answers 201. */
export const adminAddStaffOperation = defineOperation(adminAddStaffRoute, {
  params: configRestoIdParamsSchema,
  body: staffAddSchema,
  response: staffMemberSchema,
});

export const adminUpdateStaffRolOperation = defineOperation(adminUpdateStaffRolRoute, {
  params: staffMemberParamsSchema,
  body: staffRolUpdateSchema,
  response: staffMemberSchema,
});

/** Answers 204 (null to the client). */
export const adminRemoveStaffOperation = defineOperation(adminRemoveStaffRoute, {
  params: staffMemberParamsSchema,
  response: z.null(),
});
