import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getConcursosOperation,
  getResultadoSorteoOperation,
  participarOperation,
  participacionRefusedSchema,
} from '@vidriera/domain/concursos';
import { badRequest, errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { participar } from './participation.ts';
import { getResultado, listConcursos } from './service.ts';
import { concursosBackOfficeRoutes } from './back-office-routes.ts';

/**
 * The storefront's prize draw calls. Every one is scoped to the site of the request's Host: a business (or a
 * draw) that site does not show is a 404.
 */
export const concursosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const siteOf = (hostName: string) => getSiteByDomain(db, hostName, config.DEFAULT_SITE);
  const deps = (log: typeof app.log) => ({ db, now, messenger: app.messenger, log });

  // getConcursos is a POST with an empty body: accept one sent with a JSON content type and no content at all
  // (Fastify would answer 400), in this context only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('El cuerpo enviado no es JSON válido'), undefined);
    }
  });

  app.route({
    ...routeOf(getConcursosOperation, {
      tags: ['concursos'],
      summary: "A business's published prize draws for the caller (anonymous or logged in), newest first",
      description:
        'participando, permiteParticipar, motivoNoPermiteParticipar and premioGanado are computed for the ' +
        "caller. The body is ignored. 404 'No se encontró el comercio actual.' for a business the Host's site " +
        'does not show.',
      response: errorResponses(400, 404),
    }),
    handler: async (request) =>
      listConcursos(
        deps(request.log),
        await siteOf(request.hostName),
        request.params.configRestoId,
        request.currentUser,
      ),
  });

  app.route({
    ...routeOf(participarOperation, {
      tags: ['concursos'],
      summary: 'Join a prize draw (once per user); an instant draw answers the outcome at once',
      description:
        'A repeated or simultaneous call answers the participation already registered. 409 with ' +
        'motivoNoPermiteParticipar when the draw has ended or has no prizes left; 404 for a draw that is not ' +
        "published or not of this business, or a business the Host's site does not show.",
      response: { ...errorResponses(400, 401, 404, 429), 409: participacionRefusedSchema },
    }),
    // Before body validation: an anonymous caller is told to log in, whatever it sent.
    onRequest: app.requireUser,
    config: { idempotent: true },
    preHandler: app.limitCustomerWrites('participar'),
    handler: async (request) => {
      const site = await siteOf(request.hostName);
      const outcome = await participar({ db, now }, site, request.currentUser!, request.body, request.idempotency);
      if (outcome.nuevaGanadoraId !== null) app.drawJob.notifyWinner(outcome.nuevaGanadoraId);
      return outcome.result;
    },
  });

  app.route({
    ...routeOf(getResultadoSorteoOperation, {
      tags: ['concursos'],
      summary: "A scheduled draw's verifiable result: seed hash, seed (once run), participants and winners",
      description:
        'Recompute the winners with drawWinners(seed, participantes, premios) from packages/domain ' +
        '(concurso-sorteo.ts) and check SHA-256(seed) = seedHash. 409 for an instant draw.',
      response: errorResponses(400, 404, 409),
    }),
    handler: async (request) =>
      getResultado(deps(request.log), await siteOf(request.hostName), request.params.concursoId),
  });

  // The back office's draws (/concursos/admin/...).
  await app.register(concursosBackOfficeRoutes);
};
