import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zonasOperation, zonasSitioOperation } from '@vidriera/domain/zonas';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { getZonasComercio, listZonasDelSitio } from './service.ts';

/** The delivery-price map's data (mapa, mapaG, mapaG/{carpeta}), scoped to the site of the request's Host. */
export const zonasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const siteOf = (hostName: string) => getSiteByDomain(db, hostName, config.DEFAULT_SITE);

  app.route({
    ...routeOf(zonasSitioOperation, {
      tags: ['zonas'],
      summary: 'The delivery zones of every business of the site that draws them',
      response: errorResponses(404),
    }),
    handler: async (request) => listZonasDelSitio(db, await siteOf(request.hostName)),
  });

  app.route({
    ...routeOf(zonasOperation, {
      tags: ['zonas'],
      summary: "A business's delivery zones: polygons of [lat, lng] and the delivery price (pesos) inside each",
      description:
        'An empty zonas list means the business draws none: its costoEnvioText note says the cost. 404 for a ' +
        "business the Host's site does not show.",
      response: errorResponses(400, 404),
    }),
    handler: async (request) => getZonasComercio(db, await siteOf(request.hostName), request.params.carpeta),
  });
};
