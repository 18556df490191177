import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCursosOperation } from '@vidriera/domain/cursos';
import { errorBodySchema } from '@vidriera/domain/common';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/service.ts';
import { cursosMerchantRoutes } from './merchant-routes.ts';
import { cursosUploadRoutes } from './merchant-upload-routes.ts';
import { type CursosDeps, getCursosComercio } from './service.ts';

/**
 * Course videos: the customers' page (cursos/{carpeta}, scoped to the Host's site, only when the business has
 * permiteCursos), and the owner's back office (merchant-routes.ts, merchant-upload-routes.ts).
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
      response: { 400: errorBodySchema, 404: errorBodySchema },
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
  await app.register(cursosMerchantRoutes, { deps });
  await app.register(cursosUploadRoutes, { deps });
};
