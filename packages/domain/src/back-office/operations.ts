import { z } from 'zod';
import { configRestoIdParamsSchema } from '../plataforma/comercios-schemas.ts';
import { auditoriaComercioQuerySchema, auditPageSchema } from './auditoria-schemas.ts';
import { merchantComercioListSchema, merchantComerciosQuerySchema } from './schemas.ts';
import {
  staffAddSchema,
  staffListSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffRolUpdateSchema,
} from './staff-schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  merchantAddStaffRoute,
  merchantAuditoriaRoute,
  merchantComerciosRoute,
  merchantRemoveStaffRoute,
  merchantStaffRoute,
  merchantUpdateStaffRolRoute,
} from './routes.ts';

/** The businesses the signed-in user runs (all of them for a platform admin), with their flags. */
export const merchantComerciosOperation = defineOperation(merchantComerciosRoute, {
  query: merchantComerciosQuerySchema,
  response: merchantComercioListSchema,
});

/** One business's audit trail, for its owner. */
export const merchantAuditoriaOperation = defineOperation(merchantAuditoriaRoute, {
  params: configRestoIdParamsSchema,
  query: auditoriaComercioQuerySchema,
  response: auditPageSchema,
});

// The owner's staff: the same schemas as plataforma/operations.ts's mount for platform admins.
export const merchantStaffOperation = defineOperation(merchantStaffRoute, {
  params: configRestoIdParamsSchema,
  response: staffListSchema,
});

/** Answers 201. */
export const merchantAddStaffOperation = defineOperation(merchantAddStaffRoute, {
  params: configRestoIdParamsSchema,
  body: staffAddSchema,
  response: staffMemberSchema,
});

export const merchantUpdateStaffRolOperation = defineOperation(merchantUpdateStaffRolRoute, {
  params: staffMemberParamsSchema,
  body: staffRolUpdateSchema,
  response: staffMemberSchema,
});

/** Answers 204 (null to the client). */
export const merchantRemoveStaffOperation = defineOperation(merchantRemoveStaffRoute, {
  params: staffMemberParamsSchema,
  response: z.null(),
});
