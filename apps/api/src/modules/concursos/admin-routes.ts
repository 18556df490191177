import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateConcursoOperation,
  adminGetConcursosOperation,
  adminGetParticipantesOperation,
  adminSortearConcursoOperation,
  adminUpdateConcursoOperation,
} from '@vidriera/domain/concursos';
import { errorBodySchema } from '@vidriera/domain/common';
import type { UserRow } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { createConcurso, listConcursosAdmin, listParticipantes, updateConcurso } from './admin.ts';
import { selectConcurso } from './queries.ts';
import { CONCURSO_NOT_FOUND, runDrawNow } from './scheduled-draw.ts';
import { buildResultado } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Back office for a business's prize draws: its staff (or a platform admin) see the draws and who joined; its owner
 * creates and edits them and runs a scheduled draw whose participation has closed. Not scoped to the Host's site: the back office reaches
 * every business the user runs.
 */
export const concursosAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const actorOf = (request: { currentUser: UserRow | null }) => ({
    id: request.currentUser!.id,
    userName: request.currentUser!.userName,
  });

  app.route({
    ...routeOf(adminGetConcursosOperation, {
      tags: ['concursos (back office)'],
      summary: 'Every draw of a business the caller runs, drafts included, newest first',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listConcursosAdmin(db, request.comercio.id),
  });

  app.route({
    ...routeOf(adminCreateConcursoOperation, {
      tags: ['concursos (back office)'],
      summary: 'Create a draw with its prizes (owner; a scheduled draw publishes its seed hash from now on)',
      status: 201,
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const concurso = await createConcurso(db, request.comercio.id, request.body, now(), actorOf(request));
      return reply.status(201).send(concurso);
    },
  });

  app.route({
    ...routeOf(adminUpdateConcursoOperation, {
      tags: ['concursos (back office)'],
      summary: 'Replace a draw and its prizes (owner; kind, prizes and quantities are fixed once someone joined)',
      response: { ...errors, 409: errorBodySchema },
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateConcurso(db, request.comercio.id, request.params.concursoId, request.body, now(), actorOf(request)),
  });

  app.route({
    ...routeOf(adminGetParticipantesOperation, {
      tags: ['concursos (back office)'],
      summary: 'Who joined a draw, in order, with the prize each one won',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listParticipantes(db, request.comercio.id, request.params.concursoId),
  });

  app.route({
    ...routeOf(adminSortearConcursoOperation, {
      tags: ['concursos (back office)'],
      summary: 'Run a scheduled draw now (owner; its participation must have closed); winners are notified',
      response: { ...errors, 409: errorBodySchema },
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const { comercio } = request;
      const { concursoId } = request.params;
      await runDrawNow(db, comercio.id, concursoId, now(), actorOf(request));
      const concurso = await selectConcurso(db, concursoId);
      if (!concurso) throw notFound(CONCURSO_NOT_FOUND);
      const resultado = await buildResultado(db, concurso);
      for (const ganador of resultado.ganadores) app.drawJob.notifyWinner(ganador.participacionId);
      return resultado;
    },
  });
};
