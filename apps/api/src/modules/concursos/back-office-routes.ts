import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backOfficeCreateConcursoOperation,
  backOfficeGetConcursosOperation,
  backOfficeGetParticipantesOperation,
  backOfficeSortearConcursoOperation,
  backOfficeUpdateConcursoOperation,
} from '@vidriera/domain/concursos';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import { createConcurso, listConcursosAdmin, listParticipantes, updateConcurso } from './back-office.ts';
import { selectConcurso } from './queries.ts';
import { CONCURSO_NOT_FOUND, runDrawNow } from './scheduled-draw.ts';
import { buildResultado } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Back office for a business's prize draws: its staff (or a platform admin) see the draws and who joined; its owner
 * creates and edits them and runs a scheduled draw whose participation has closed. Not scoped to the Host's site: the back office reaches
 * every business the user runs.
 */
export const concursosBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const { actor } = createBackOfficeKit(app);
  app.route({
    ...routeOf(backOfficeGetConcursosOperation, {
      tags: ['concursos (back office)'],
      summary: 'Every draw of a business the caller runs, drafts included, newest first',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listConcursosAdmin(db, request.comercio.id),
  });

  app.route({
    ...routeOf(backOfficeCreateConcursoOperation, {
      tags: ['concursos (back office)'],
      summary: 'Create a draw with its prizes (owner; a scheduled draw publishes its seed hash from now on)',
      status: 201,
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const concurso = await createConcurso(db, request.comercio.id, request.body, now(), actor(request));
      return reply.status(201).send(concurso);
    },
  });

  app.route({
    ...routeOf(backOfficeUpdateConcursoOperation, {
      tags: ['concursos (back office)'],
      summary: 'Replace a draw and its prizes (owner; kind, prizes and quantities are fixed once someone joined)',
      response: { ...errors, ...errorResponses(409) },
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateConcurso(db, request.comercio.id, request.params.concursoId, request.body, now(), actor(request)),
  });

  app.route({
    ...routeOf(backOfficeGetParticipantesOperation, {
      tags: ['concursos (back office)'],
      summary: 'Who joined a draw, in order, with the prize each one won',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listParticipantes(db, request.comercio.id, request.params.concursoId),
  });

  app.route({
    ...routeOf(backOfficeSortearConcursoOperation, {
      tags: ['concursos (back office)'],
      summary: 'Run a scheduled draw now (owner; its participation must have closed); winners are notified',
      response: { ...errors, ...errorResponses(409) },
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const { comercio } = request;
      const { concursoId } = request.params;
      await runDrawNow(db, comercio.id, concursoId, now(), actor(request));
      const concurso = await selectConcurso(db, concursoId);
      if (!concurso) throw notFound(CONCURSO_NOT_FOUND);
      const resultado = await buildResultado(db, concurso);
      for (const ganador of resultado.ganadores) app.drawJob.notifyWinner(ganador.participacionId);
      return resultado;
    },
  });
};
