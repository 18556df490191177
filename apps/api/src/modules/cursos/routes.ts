import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carpetaParamSchema, errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import {
  cursosAdminSchema,
  cursosComercioSchema,
  cursosOrdenInputSchema,
  cursoVideoAdminSchema,
  cursoVideoInputSchema,
} from '@vidriera/domain/schemas/curso';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { getSiteByDomain } from '../sites/service.ts';
import {
  type CursosDeps,
  createCursoVideo,
  deleteCursoVideo,
  getCursosComercio,
  listCursosAdmin,
  reorderCursos,
  updateCursoVideo,
} from './service.ts';
import { cursosUploadRoutes } from './upload-routes.ts';

const TAG = 'cursos (back office)';
const comercioParams = z.object({ configRestoId: idParamSchema });
const videoParams = z.object({ configRestoId: idParamSchema, videoId: idParamSchema });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Course videos: the customers' page (cursos/{carpeta}, scoped to the Host's site, only when the business has
 * permiteCursos) and the owner's back office to add, edit, order, publish and remove them.
 */
export const cursosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const deps: CursosDeps = {
    db,
    now,
    dataDir: config.DATA_DIR,
    announceCatalogChange: () => app.announceCatalogChange(),
  };

  app.get(
    '/cursos/:carpeta',
    {
      schema: {
        tags: ['cursos'],
        summary: "A business's course videos (published, in order): YouTube/Vimeo embeds or uploaded files",
        description:
          "404 for a business the Host's site does not show, and for one without permiteCursos. Cached; every " +
          'back-office change clears the cache.',
        params: z.object({ carpeta: carpetaParamSchema }),
        response: { 200: cursosComercioSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/merchant/cursos/:configRestoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: [TAG],
        summary: 'Every course video of the business, drafts included, in order (owner)',
        params: comercioParams,
        response: { 200: cursosAdminSchema, ...errors },
      },
    },
    async (request) => listCursosAdmin(db, request.comercio),
  );

  app.post(
    '/merchant/cursos/:configRestoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: [TAG],
        summary: 'Add a video (a YouTube or Vimeo link, or none and then upload its file), last in the order',
        params: comercioParams,
        body: cursoVideoInputSchema,
        response: { 201: cursoVideoAdminSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { comercio } = request;
      const video = await createCursoVideo(deps, request.currentUser!, comercio, request.body);
      return reply.status(201).send(video);
    },
  );

  app.put(
    '/merchant/cursos/:configRestoId/orden',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: [TAG],
        summary: "The new order of the business's videos: every id, once",
        params: comercioParams,
        body: cursosOrdenInputSchema,
        response: { 200: cursosAdminSchema, ...errors },
      },
    },
    async (request) => {
      return reorderCursos(deps, request.currentUser!, request.comercio, request.body.ids);
    },
  );

  app.put(
    '/merchant/cursos/:configRestoId/:videoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: [TAG],
        summary: "Replace a video's title, description, link and published state (a link replaces its file)",
        params: videoParams,
        body: cursoVideoInputSchema,
        response: { 200: cursoVideoAdminSchema, ...errors },
      },
    },
    async (request) => {
      return updateCursoVideo(deps, request.currentUser!, request.comercio, request.params.videoId, request.body);
    },
  );

  app.delete(
    '/merchant/cursos/:configRestoId/:videoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: [TAG],
        summary: 'Remove a video (and its uploaded file)',
        params: videoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { comercio } = request;
      await deleteCursoVideo(deps, request.currentUser!, comercio, request.params.videoId);
      return reply.status(204).send(null);
    },
  );

  await app.register(cursosUploadRoutes, { deps });
};
