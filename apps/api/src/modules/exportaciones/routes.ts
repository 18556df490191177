import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportacionesBackOfficeRoutes } from './back-office-routes.ts';

/** The back office's CSV exports (decision 036): back-office-routes.ts serves merchant/exportaciones/... */
export const exportacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(exportacionesBackOfficeRoutes);
};
