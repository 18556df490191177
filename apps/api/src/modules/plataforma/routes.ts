import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAddStaffOperation,
  adminOutboxOperation,
  adminRemoveStaffOperation,
  adminSiteCommandOperation,
  adminSitesOperation,
  adminStaffOperation,
  adminUpdateStaffRolOperation,
  queuedSiteCommandSchema,
  siteMinBuildSchema,
} from '@vidriera/domain/plataforma';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { plataformaAuditRoutes } from './audit-routes.ts';
import { actorOf } from './audit.ts';
import { sitesComerciosRoutes } from './sites-comercios-routes.ts';
import { listOutbox, listSites, sendSiteCommand } from './service.ts';
import { staffRoutes } from './staff-routes.ts';

const errors = errorResponses(400, 401, 403);

/** Platform administration: only a platform admin (users.admin), never a business's staff. */
export const plataformaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  // Before validation: an anonymous caller or a non-admin is refused whatever it sent.
  app.addHook('onRequest', app.requireAdmin);
  // Children inherit the hook: every /admin route is a platform admin's.
  await app.register(sitesComerciosRoutes);
  await app.register(plataformaAuditRoutes);
  await app.register(
    staffRoutes({
      list: adminStaffOperation,
      add: adminAddStaffOperation,
      updateRol: adminUpdateStaffRolOperation,
      remove: adminRemoveStaffOperation,
      tag: 'admin',
    }),
  );

  app.route({
    ...routeOf(adminOutboxOperation, {
      tags: ['admin'],
      summary: "Messages the platform sent (WhatsApp codes, notices), newest first; ?telefono= one phone's",
      response: errors,
    }),
    handler: async (request) => listOutbox(db, request.query),
  });

  app.route({
    ...routeOf(adminSitesOperation, {
      tags: ['admin'],
      summary: 'Every site with its id (for site commands) and minimum app build',
      response: errors,
    }),
    handler: async () => listSites(db),
  });

  app.route({
    ...routeOf(adminSiteCommandOperation, {
      tags: ['admin'],
      summary: "Queue a command for a site's apps (FORCE_UPDATE sets the site's minimum build instead)",
      description:
        '201: the queued command, delivered once per user or device that asks for the site state before it ' +
        "expires. 200: FORCE_UPDATE set the site's minBuild to args[0].",
      // The contract's answer is either; each status keeps its own schema here.
      response: { 200: siteMinBuildSchema, 201: queuedSiteCommandSchema, ...errors, ...errorResponses(404) },
    }),
    handler: async (request, reply) => {
      const outcome = await sendSiteCommand(
        db,
        request.params.siteId,
        request.body,
        actorOf(request.currentUser!),
        now(),
      );
      if (outcome.kind === 'minBuildSet') return reply.status(200).send(outcome.minBuild);
      return reply.status(201).send(outcome.command);
    },
  });
};
