import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTableroSiteOperation } from '@vidriera/domain/tablero';
import { sites } from '../../db/schema.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { SITE_ID_NOT_FOUND } from '../plataforma/public.ts';
import { getSiteScope, getTablero } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** GET admin/tablero/sitios/{siteId}: the dashboard summed over a site's businesses (platform admins only). */
export const tableroPlataformaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.route({
    ...routeOf(getTableroSiteOperation, {
      tags: ['admin'],
      summary: 'The numbers of every business a site shows, summed (?periodo=hoy|7d|30d), in their time zone',
      response: errors,
    }),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const [site] = await db.select().from(sites).where(eq(sites.id, request.params.siteId)).limit(1);
      if (!site) throw notFound(SITE_ID_NOT_FOUND);
      return getTablero(db, await getSiteScope(db, site), request.query.periodo, now());
    },
  });
};
