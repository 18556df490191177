import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateCursoOperation,
  adminDeleteCursoOperation,
  adminGetCursosOperation,
  adminReorderCursosOperation,
  adminUpdateCursoOperation,
} from '@vidriera/domain/cursos';
import { errorBodySchema } from '@vidriera/domain/common';
import { routeOf } from '../../route-of.ts';
import {
  type CursosDeps,
  createCursoVideo,
  deleteCursoVideo,
  listCursosAdmin,
  reorderCursos,
  updateCursoVideo,
} from './service.ts';

const TAG = 'cursos (back office)';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The owner's back office of course videos: add, edit, order, publish and remove them (the file upload is apart). */
export const cursosMerchantRoutes: FastifyPluginAsyncZod<{ deps: CursosDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.route({
    ...routeOf(adminGetCursosOperation, {
      tags: [TAG],
      summary: 'Every course video of the business, drafts included, in order (owner)',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => listCursosAdmin(db, request.comercio),
  });

  app.route({
    ...routeOf(adminCreateCursoOperation, {
      tags: [TAG],
      summary: 'Add a video (a YouTube or Vimeo link, or none and then upload its file), last in the order',
      status: 201,
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const { comercio } = request;
      const video = await createCursoVideo(deps, request.currentUser!, comercio, request.body);
      return reply.status(201).send(video);
    },
  });

  app.route({
    ...routeOf(adminReorderCursosOperation, {
      tags: [TAG],
      summary: "The new order of the business's videos: every id, once",
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => reorderCursos(deps, request.currentUser!, request.comercio, request.body.ids),
  });

  app.route({
    ...routeOf(adminUpdateCursoOperation, {
      tags: [TAG],
      summary: "Replace a video's title, description, link and published state (a link replaces its file)",
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateCursoVideo(deps, request.currentUser!, request.comercio, request.params.videoId, request.body),
  });

  app.route({
    ...routeOf(adminDeleteCursoOperation, {
      tags: [TAG],
      summary: 'Remove a video (and its uploaded file)',
      status: 204,
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const { comercio } = request;
      await deleteCursoVideo(deps, request.currentUser!, comercio, request.params.videoId);
      return reply.status(204).send(null);
    },
  });
};
