import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditoriaOperation } from '@vidriera/domain/plataforma';
import { errorBodySchema } from '@vidriera/domain/common';
import { routeOf } from '../../route-of.ts';
import { listAuditPage } from './auditoria.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** GET admin/auditoria: the whole platform's audit trail (inside adminRoutes: platform admins only). */
export const platformAuditRoutes: FastifyPluginAsyncZod = async (app) => {
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
