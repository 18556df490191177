import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantAuditoriaOperation } from '@vidriera/domain/back-office';
import { errorBodySchema } from '@vidriera/domain/common';
import { routeOf } from '../../route-of.ts';
import { listAuditPage } from '../admin/auditoria.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** GET merchant/auditoria/{configRestoId}: one business's audit trail, for its owner (or a platform admin). */
export const comercioAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.route({
    ...routeOf(merchantAuditoriaOperation, {
      tags: ['auditoría (back office)'],
      summary: "A business's audit trail, newest first; filters and keyset pages (antesDe = siguiente)",
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => listAuditPage(db, { ...request.query, comercioId: request.comercio.id }),
  });
};
