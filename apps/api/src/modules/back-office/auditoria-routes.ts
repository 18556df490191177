import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantAuditoriaOperation } from '@vidriera/domain/back-office';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { listAuditPage } from '../plataforma/public.ts';

const errors = errorResponses(400, 401, 403, 404);

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
