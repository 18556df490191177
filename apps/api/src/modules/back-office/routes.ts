import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  merchantAddStaffOperation,
  merchantComerciosOperation,
  merchantRemoveStaffOperation,
  merchantStaffOperation,
  merchantUpdateStaffRolOperation,
} from '@vidriera/domain/back-office';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { staffRoutes } from '../plataforma/public.ts';
import { comercioAuditRoutes } from './auditoria-routes.ts';
import { listBackOfficeComercios } from './managed-comercios.ts';

const errors = errorResponses(400, 401);

/** The back office shell's own calls: which businesses the signed-in user runs, an owner's staff and audit. */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(comercioAuditRoutes);
  await app.register(
    staffRoutes({
      list: merchantStaffOperation,
      add: merchantAddStaffOperation,
      updateRol: merchantUpdateStaffRolOperation,
      remove: merchantRemoveStaffOperation,
      tag: 'personal (back office)',
    }),
  );

  app.route({
    ...routeOf(merchantComerciosOperation, {
      tags: ['back office'],
      summary: 'The businesses the signed-in user runs (all of them for a platform admin), with their flags',
      response: errors,
    }),
    // No config.comercio: any signed-in user may ask, a customer simply gets an empty list.
    onRequest: app.requireUser,
    handler: async (request) => listBackOfficeComercios(db, request.currentUser!, request.query),
  });
};
