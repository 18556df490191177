import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reservasEventosRoute } from '@vidriera/domain/reservas';
import { errorResponses } from '../../plugins/errors.ts';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { reservaChanges } from './notify.ts';

/**
 * GET reservas/eventos: the caller's reservation changes as Server-Sent Events (the plumbing is plugins/events.ts,
 * shared with the orders' stream).
 */
export const reservasLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: reservasEventosRoute.method,
    url: reservasEventosRoute.path,
    schema: {
      tags: ['reservas'],
      summary: "Live status of the caller's reservations (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'reserva' event {id, usuarioId, estado} for every change of one " +
        'of your reservations; a comment every 25 s. The token may come as ?token=.',
      querystring: sseTokenQuerySchema,
      response: errorResponses(401),
    },
    config: { sseToken: true },
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const userId = request.currentUser!.id;
      await app.openEventStream(reply, [streamOf(reservaChanges, (reserva) => reserva.usuarioId === userId)]);
    },
  });
};
