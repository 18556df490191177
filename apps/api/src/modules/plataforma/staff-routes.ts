import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  adminAddStaffOperation,
  adminRemoveStaffOperation,
  adminStaffOperation,
  adminUpdateStaffRolOperation,
} from '@vidriera/domain/plataforma';
import type {
  merchantAddStaffOperation,
  merchantRemoveStaffOperation,
  merchantStaffOperation,
  merchantUpdateStaffRolOperation,
} from '@vidriera/domain/back-office';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { actorOf } from './audit.ts';
import { addStaff, listStaff, removeStaff, updateStaffRol } from './staff.ts';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = { ...errors, ...errorResponses(409) };

interface StaffRoutesOptions {
  /** The mount's operations (packages/domain/src/contracts): the platform admin's or the owner's. */
  list: typeof adminStaffOperation | typeof merchantStaffOperation;
  add: typeof adminAddStaffOperation | typeof merchantAddStaffOperation;
  updateRol: typeof adminUpdateStaffRolOperation | typeof merchantUpdateStaffRolOperation;
  remove: typeof adminRemoveStaffOperation | typeof merchantRemoveStaffOperation;
  tag: string;
}

/**
 * A business's staff: list, add, change role, remove. Served twice: for platform admins under
 * admin/comercios/{id}/staff (inside plataformaRoutes) and for the business's owner under merchant/staff/{id}. Only the
 * owner (or a platform admin) is admitted (config.comercio 'owner'); day-to-day staff are refused.
 */
export function staffRoutes(options: StaffRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, now } = app.deps;
    const { list, add, updateRol, remove, tag } = options;

    app.route({
      ...routeOf(list, { tags: [tag], summary: "The business's owners and staff", response: errors }),
      config: { comercio: 'owner' },
      handler: async (request) => listStaff(db, request.comercio.id),
    });

    app.route({
      ...routeOf(add, {
        tags: [tag],
        summary: 'Add a person: a new user name creates the user (with password), an existing one joins as is',
        status: 201,
        response: writeErrors,
      }),
      config: { comercio: 'owner' },
      handler: async (request, reply) => {
        const member = await addStaff(db, request.comercio.id, request.body, actorOf(request.currentUser!), now());
        return reply.status(201).send(member);
      },
    });

    app.route({
      ...routeOf(updateRol, {
        tags: [tag],
        summary: "Change a person's role (owner or staff); the last owner stays owner",
        response: writeErrors,
      }),
      config: { comercio: 'owner' },
      handler: async (request) => {
        const { userId } = request.params;
        return updateStaffRol(db, request.comercio.id, userId, request.body.rol, actorOf(request.currentUser!), now());
      },
    });

    app.route({
      ...routeOf(remove, {
        tags: [tag],
        summary: 'Take a person off the business (never its last owner)',
        status: 204,
        response: writeErrors,
      }),
      config: { comercio: 'owner' },
      handler: async (request, reply) => {
        const { userId } = request.params;
        await removeStaff(db, request.comercio.id, userId, actorOf(request.currentUser!), now());
        return reply.status(204).send(null);
      },
    });
  };
}
