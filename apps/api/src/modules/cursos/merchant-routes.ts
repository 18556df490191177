import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import {
  cursosAdminSchema,
  cursosOrdenInputSchema,
  cursoVideoAdminSchema,
  cursoVideoInputSchema,
} from '@vidriera/domain/schemas/curso';
import {
  type CursosDeps,
  createCursoVideo,
  deleteCursoVideo,
  listCursosAdmin,
  reorderCursos,
  updateCursoVideo,
} from './service.ts';

const TAG = 'cursos (back office)';
const comercioParams = z.object({ configRestoId: idParamSchema });
const videoParams = z.object({ configRestoId: idParamSchema, videoId: idParamSchema });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The owner's back office of course videos: add, edit, order, publish and remove them (the file upload is apart). */
export const cursosMerchantRoutes: FastifyPluginAsyncZod<{ deps: CursosDeps }> = async (app, { deps }) => {
  const { db } = deps;

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
    async (request) => reorderCursos(deps, request.currentUser!, request.comercio, request.body.ids),
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
    async (request) =>
      updateCursoVideo(deps, request.currentUser!, request.comercio, request.params.videoId, request.body),
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
};
