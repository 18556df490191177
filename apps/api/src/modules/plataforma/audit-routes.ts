import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditoriaOperation } from '@vidriera/domain/plataforma';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { listAuditPage } from './auditoria.ts';

const errors = errorResponses(400, 401, 403, 404);

/** GET admin/auditoria: the whole platform's audit trail (inside plataformaRoutes: platform admins only). */
export const plataformaAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.route({
    ...routeOf(adminAuditoriaOperation, {
      tags: ['admin'],
      summary: 'Audit trail of the platform, newest first; filters and keyset pages (antesDe = siguiente)',
      response: errors,
    }),
    handler: async (request) => listAuditPage(db, request.query),
  });
};
