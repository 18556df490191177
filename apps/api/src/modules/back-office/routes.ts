import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantComercioListSchema, merchantComerciosQuerySchema } from '@vidriera/domain/schemas/back-office';
import { errorBodySchema } from '@vidriera/domain/schemas/common';
import { staffRoutes } from '../admin/staff-routes.ts';
import { comercioAuditRoutes } from './auditoria-routes.ts';
import { listBackOfficeComercios } from './managed-comercios.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** The back office shell's own calls: which businesses the signed-in user runs, an owner's staff and audit. */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(comercioAuditRoutes);
  await app.register(
    staffRoutes({
      collectionUrl: '/merchant/staff/:configRestoId',
      memberUrl: '/merchant/staff/:configRestoId/:userId',
      tag: 'personal (back office)',
    }),
  );

  app.get(
    '/merchant/comercios',
    {
      // No config.comercio: any signed-in user may ask, a customer simply gets an empty list.
      onRequest: app.requireUser,
      schema: {
        tags: ['back office'],
        summary: 'The businesses the signed-in user runs (all of them for a platform admin), with their flags',
        querystring: merchantComerciosQuerySchema,
        response: { 200: merchantComercioListSchema, ...errors },
      },
    },
    async (request) => listBackOfficeComercios(db, request.currentUser!, request.query),
  );
};
