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
import { actorOf } from './platform-routes.ts';
import { addStaff, listStaff, removeStaff, updateStaffRol } from './staff-admin.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema };

interface StaffRoutesOptions {
  /** The collection's full path, with :configRestoId in it. */
  collectionUrl: string;
  /** One person's full path: the collection's and :userId. */
  memberUrl: string;
  tag: string;
}

/**
 * A business's staff: list, add, change role, remove. Served twice: for platform admins under
 * admin/comercios/{id}/staff (inside adminRoutes) and for the business's owner under merchant/staff/{id}. Only the
 * owner (or a platform admin) is admitted (config.comercio 'owner'); day-to-day staff are refused.
 */
export function staffRoutes(options: StaffRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, now } = app.deps;
    const { collectionUrl, memberUrl, tag } = options;

    app.get(
      collectionUrl,
      {
        config: { comercio: 'owner' },
        schema: {
          tags: [tag],
          summary: "The business's owners and staff",
          params: configRestoIdParamsSchema,
          response: { 200: staffListSchema, ...errors },
        },
      },
      async (request) => listStaff(db, request.comercio.id),
    );

    app.post(
      collectionUrl,
      {
        config: { comercio: 'owner' },
        schema: {
          tags: [tag],
          summary: 'Add a person: a new user name creates the user (with password), an existing one joins as is',
          params: configRestoIdParamsSchema,
          body: staffAddSchema,
          response: { 201: staffMemberSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const member = await addStaff(db, request.comercio.id, request.body, actorOf(request.currentUser!), now());
        return reply.status(201).send(member);
      },
    );

    app.put(
      memberUrl,
      {
        config: { comercio: 'owner' },
        schema: {
          tags: [tag],
          summary: "Change a person's role (owner or staff); the last owner stays owner",
          params: staffMemberParamsSchema,
          body: staffRolUpdateSchema,
          response: { 200: staffMemberSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { userId } = request.params;
        return updateStaffRol(db, request.comercio.id, userId, request.body.rol, actorOf(request.currentUser!), now());
      },
    );

    app.delete(
      memberUrl,
      {
        config: { comercio: 'owner' },
        schema: {
          tags: [tag],
          summary: 'Take a person off the business (never its last owner)',
          params: staffMemberParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        const { userId } = request.params;
        await removeStaff(db, request.comercio.id, userId, actorOf(request.currentUser!), now());
        return reply.status(204).send(null);
      },
    );
  };
}
