import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCursosOperation } from '@vidriera/domain/cursos';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { cursosBackOfficeRoutes } from './back-office-routes.ts';
import { cursosUploadRoutes } from './back-office-upload-routes.ts';
import { type CursosDeps, getCursosComercio } from './service.ts';

/**
 * Course videos: the customers' page (cursos/{carpeta}, scoped to the Host's site, only when the business has
 * permiteCursos), and the owner's back office (back-office-routes.ts, back-office-upload-routes.ts).
 */
export const cursosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const deps: CursosDeps = {
    db,
    now,
    dataDir: config.DATA_DIR,
    announceCatalogChange: () => app.announceCatalogChange(),
  };

  app.route({
    ...routeOf(getCursosOperation, {
      tags: ['cursos'],
      summary: "A business's course videos (published, in order): YouTube/Vimeo embeds or uploaded files",
      description:
        "404 for a business the Host's site does not show, and for one without permiteCursos. Cached; every " +
        'back-office change clears the cache.',
      response: errorResponses(400, 404),
    }),
    handler: async (request, reply) => {
      const { carpeta } = request.params;
      const body = await app.responseCache.getOrCompute(
        `cursos:${request.hostName}:${carpeta.toLowerCase()}`,
        async () =>
          serializeJson(
            await getCursosComercio(db, await getSiteByDomain(db, request.hostName, config.DEFAULT_SITE), carpeta),
          ),
      );
      return sendSerializedJson(reply, body);
    },
  });

  // The owner's back office (/merchant/cursos/...).
  await app.register(cursosBackOfficeRoutes, { deps });
  await app.register(cursosUploadRoutes, { deps });
};
