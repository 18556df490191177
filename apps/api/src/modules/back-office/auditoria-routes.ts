import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configRestoIdParamsSchema } from '@vidriera/domain/schemas/admin-comercios';
import { auditoriaComercioQuerySchema, auditPageSchema } from '@vidriera/domain/schemas/auditoria';
import { errorBodySchema } from '@vidriera/domain/schemas/common';
import { listAuditPage } from '../admin/auditoria.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** GET merchant/auditoria/{configRestoId}: one business's audit trail, for its owner (or a platform admin). */
export const comercioAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/merchant/auditoria/:configRestoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: ['auditoría (back office)'],
        summary: "A business's audit trail, newest first; filters and keyset pages (antesDe = siguiente)",
        params: configRestoIdParamsSchema,
        querystring: auditoriaComercioQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAuditPage(db, { ...request.query, comercioId: request.comercio.id }),
  );
};
