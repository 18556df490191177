import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backOfficeCreateCursoOperation,
  backOfficeDeleteCursoOperation,
  backOfficeGetCursosOperation,
  backOfficeReorderCursosOperation,
  backOfficeUpdateCursoOperation,
} from '@vidriera/domain/cursos';
import { errorResponses } from '../../plugins/errors.ts';
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
const errors = errorResponses(400, 401, 403, 404);

/** The owner's back office of course videos: add, edit, order, publish and remove them (the file upload is apart). */
export const cursosBackOfficeRoutes: FastifyPluginAsyncZod<{ deps: CursosDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.route({
    ...routeOf(backOfficeGetCursosOperation, {
      tags: [TAG],
      summary: 'Every course video of the business, drafts included, in order (owner)',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => listCursosAdmin(db, request.comercio),
  });

  app.route({
    ...routeOf(backOfficeCreateCursoOperation, {
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
    ...routeOf(backOfficeReorderCursosOperation, {
      tags: [TAG],
      summary: "The new order of the business's videos: every id, once",
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => reorderCursos(deps, request.currentUser!, request.comercio, request.body.ids),
  });

  app.route({
    ...routeOf(backOfficeUpdateCursoOperation, {
      tags: [TAG],
      summary: "Replace a video's title, description, link and published state (a link replaces its file)",
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateCursoVideo(deps, request.currentUser!, request.comercio, request.params.videoId, request.body),
  });

  app.route({
    ...routeOf(backOfficeDeleteCursoOperation, {
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
