import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calificarPedidoOperation,
  getCalificacionesComercioOperation,
  getCalificacionPedidoOperation,
  getPedidosPorCalificarOperation,
  ocultarComentarioOperation,
} from '@vidriera/domain/calificaciones';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/public.ts';
import {
  calificarPedido,
  getCalificacionPedido,
  listCalificacionesComercio,
  listPedidosPorCalificar,
  setComentarioOculto,
} from './service.ts';

const customerErrors = errorResponses(400, 401, 404);
const backOfficeErrors = { ...customerErrors, ...errorResponses(403) };
const tags = ['calificaciones'];

/**
 * Ratings from customers (decision 033): the customer's calls (scoped to the Host's site and to the caller's own
 * orders), the business's list (back office, staff) and the platform admin's hide/show of a comment.
 */
export const calificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const siteOf = (hostName: string) => getSiteByDomain(db, hostName, config.DEFAULT_SITE);

  app.route({
    ...routeOf(getCalificacionPedidoOperation, {
      tags,
      summary: "Whether the caller may rate one of their orders now, and the order's rating when there is one",
      description: "404 for an order that is not the caller's at a business the Host's site shows.",
      response: customerErrors,
    }),
    onRequest: app.requireUser,
    handler: async (request) =>
      getCalificacionPedido(db, await siteOf(request.hostName), request.currentUser!, request.params.id, now()),
  });

  app.route({
    ...routeOf(calificarPedidoOperation, {
      tags,
      summary: 'The customer rates their order: quality 1-5, delivery 1-5 for a delivery, an optional comment',
      description:
        'Once per order, within 7 days of it reaching estado 2. 409 when it was never ready (or was cancelled), ' +
        'the window ended or it was already rated; 400 for a delivery score on a pickup order or none on a ' +
        "delivery; 404 for someone else's order. The business's califCalidad, califEnvios and califProm are " +
        'recomputed in the same transaction.',
      response: { ...customerErrors, ...errorResponses(409, 429) },
    }),
    onRequest: app.requireUser,
    // Its answer is kept after it (decision 044): an order is rated once anyway.
    config: { idempotent: true },
    preHandler: app.limitCustomerWrites('calificar'),
    handler: async (request) => {
      const site = await siteOf(request.hostName);
      const answer = await calificarPedido(db, site, request.currentUser!, request.params.id, request.body, now());
      // The listings, menus and homes show the stars from cached answers.
      await app.announceCatalogChange();
      return answer;
    },
  });

  app.route({
    ...routeOf(getPedidosPorCalificarOperation, {
      tags,
      summary: "The caller's orders at a business that still wait for a rating (the business home's prompt)",
      response: customerErrors,
    }),
    onRequest: app.requireUser,
    handler: async (request) =>
      listPedidosPorCalificar(db, await siteOf(request.hostName), request.currentUser!, request.params.carpeta, now()),
  });

  app.route({
    ...routeOf(getCalificacionesComercioOperation, {
      tags: ['calificaciones (back office)'],
      summary: "The business's ratings with their comments, newest first (?antesDe= the previous page's siguiente)",
      description: 'A comment a platform admin hid comes as null with comentarioOculto true (its text only to admins).',
      response: backOfficeErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listCalificacionesComercio(db, request.comercio, request.currentUser!, request.query),
  });

  app.route({
    ...routeOf(ocultarComentarioOperation, {
      tags: ['admin'],
      summary: 'A platform admin hides an abusive comment (oculto true) or shows it again; audited',
      response: backOfficeErrors,
    }),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const user = request.currentUser!;
      return setComentarioOculto(
        db,
        request.params.id,
        request.body.oculto,
        { id: user.id, userName: user.userName },
        now(),
      );
    },
  });
};
