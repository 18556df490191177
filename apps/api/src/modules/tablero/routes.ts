import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableroPlataformaRoutes } from './plataforma-routes.ts';
import { tableroBackOfficeRoutes } from './back-office-routes.ts';

/** The merchant's numbers (decision 035): a business's dashboard and a site's for platform admins. */
export const tableroRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tableroBackOfficeRoutes);
  await app.register(tableroPlataformaRoutes);
};
