import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configRestoIdParamsSchema } from '@vidriera/domain/schemas/admin-comercios';
import { errorBodySchema } from '@vidriera/domain/schemas/common';
import {
  staffAddSchema,
  staffListSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffRolUpdateSchema,
} from '@vidriera/domain/schemas/staff';
import { requireManagedParam } from '../cuentas/param-guard.ts';
import { requireManagedComercio } from '../cuentas/staff.ts';
import { actorOf } from './platform-routes.ts';
import { addStaff, listStaff, removeStaff, updateStaffRol } from './staff-admin.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema };

interface StaffRoutesOptions {
  /** The collection's path, with :configRestoId in it. */
  basePath: string;
  tag: string;
  /** An owner's own routes: signed in first (401 before validation), then the owner check per business. */
  requireSession: boolean;
}

/**
 * A business's staff: list, add, change role, remove. Served twice: for platform admins under
 * admin/comercios/{id}/staff (inside adminRoutes) and for the business's owner under merchant/staff/{id}. Only the
 * owner (or a platform admin) passes requireManagedComercio(..., 'owner'); day-to-day staff are refused.
 */
export function staffRoutes(options: StaffRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, now } = app.deps;
    const { basePath, tag } = options;
    // An owner's routes: signed in (401 before anything), then refused before validation when the business is not
    // theirs (403 whatever the body). The handler checks again and loads the business.
    const guard = options.requireSession
      ? { onRequest: app.requireUser, preValidation: requireManagedParam(db, 'owner') }
      : {};
    const config = { backOffice: true };

    app.get(
      basePath,
      {
        ...guard,
        config,
        schema: {
          tags: [tag],
          summary: "The business's owners and staff",
          params: configRestoIdParamsSchema,
          response: { 200: staffListSchema, ...errors },
        },
      },
      async (request) => {
        await requireManagedComercio(db, request.currentUser!, request.params.configRestoId, 'owner');
        return listStaff(db, request.params.configRestoId);
      },
    );

    app.post(
      basePath,
      {
        ...guard,
        config,
        schema: {
          tags: [tag],
          summary: 'Add a person: a new user name creates the user (with password), an existing one joins as is',
          params: configRestoIdParamsSchema,
          body: staffAddSchema,
          response: { 201: staffMemberSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { configRestoId } = request.params;
        await requireManagedComercio(db, request.currentUser!, configRestoId, 'owner');
        const member = await addStaff(db, configRestoId, request.body, actorOf(request.currentUser!), now());
        return reply.status(201).send(member);
      },
    );

    app.put(
      `${basePath}/:userId`,
      {
        ...guard,
        config,
        schema: {
          tags: [tag],
          summary: "Change a person's role (owner or staff); the last owner stays owner",
          params: staffMemberParamsSchema,
          body: staffRolUpdateSchema,
          response: { 200: staffMemberSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { configRestoId, userId } = request.params;
        await requireManagedComercio(db, request.currentUser!, configRestoId, 'owner');
        return updateStaffRol(db, configRestoId, userId, request.body.rol, actorOf(request.currentUser!), now());
      },
    );

    app.delete(
      `${basePath}/:userId`,
      {
        ...guard,
        config,
        schema: {
          tags: [tag],
          summary: 'Take a person off the business (never its last owner)',
          params: staffMemberParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        const { configRestoId, userId } = request.params;
        await requireManagedComercio(db, request.currentUser!, configRestoId, 'owner');
        await removeStaff(db, configRestoId, userId, actorOf(request.currentUser!), now());
        return reply.status(204).send(null);
      },
    );
  };
}
