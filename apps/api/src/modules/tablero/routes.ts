import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableroAdminRoutes } from './plataforma-routes.ts';
import { tableroMerchantRoutes } from './back-office-routes.ts';

/** The merchant's numbers (decision 035): a business's dashboard and a site's for platform admins. */
export const tableroRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tableroMerchantRoutes);
  await app.register(tableroAdminRoutes);
};
