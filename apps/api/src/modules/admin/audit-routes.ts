import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditoriaQuerySchema, auditPageSchema } from '@vidriera/domain/schemas/auditoria';
import { errorBodySchema } from '@vidriera/domain/schemas/common';
import { listAuditPage } from './auditoria.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** GET admin/auditoria: the whole platform's audit trail (inside adminRoutes: platform admins only). */
export const platformAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/admin/auditoria',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit trail of the platform, newest first; filters and keyset pages (antesDe = siguiente)',
        querystring: auditoriaQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAuditPage(db, request.query),
  );
};
