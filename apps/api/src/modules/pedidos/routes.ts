import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anularPedidoOperation,
  getPedidoOperation,
  getPedidosActivosByCarpetaOperation,
  getPedidosActivosOperation,
  getPedidosByCarpetaOperation,
  getPedidosOperation,
  pedirOperation,
  pedidosEventosRoute,
} from '@vidriera/domain/pedidos';
import { errorResponses } from '../../plugins/errors.ts';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { routeOf } from '../../route-of.ts';
import { requireVerifiedPhone } from '../cuentas/public.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { pedidosBackOfficeRoutes } from './back-office-routes.ts';
import { pedidoChanges } from './notify.ts';
import { pedir } from './pedir.ts';
import { annulOwnPedido, getOwnPedido, listPedidos, listPedidosActivos, type PedidosDeps } from './service.ts';

const authErrors = errorResponses(400, 401, 404);

/**
 * The customer's order calls (spec 02 §7), scoped to the site of the request's Host and to the caller's own
 * orders, the live status stream, and the merchant's (back-office-routes.ts). Payment calls are the pagos module's.
 */
export const pedidosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  // Site rows change only with catalogue writes, which clear the shared cache in every process.
  const siteOf = (hostName: string) =>
    app.responseCache.getOrCompute(`site-row:${hostName}`, () => getSiteByDomain(db, hostName, config.DEFAULT_SITE));
  const deps: PedidosDeps = { db, now, cache: app.responseCache };
  const guarded = { onRequest: app.requireUser };

  app.route({
    ...routeOf(pedirOperation, {
      tags: ['pedidos'],
      summary: 'Place an order: the server prices it from the menu and checks every rule',
      description:
        "Answers { pedidoId }. 400 with the spec's message when a check fails (pagaCon, takeaway-only, " +
        'closed business, online orders disabled, options, address, payment method); prices and totals sent ' +
        'by the client are ignored. Online-paid orders (formaPagoId 3) start in estado 5, the others in 0. 403 ' +
        "{error:'PhoneNotVerified'} on a site that verifies new phones, while the customer's is not verified.",
      response: { ...authErrors, ...errorResponses(403, 429) },
    }),
    // Before body validation: an anonymous caller is told to log in, whatever it sent.
    ...guarded,
    config: { idempotent: true },
    preHandler: app.limitCustomerWrites('pedir'),
    handler: async (request) => {
      const site = await siteOf(request.hostName);
      requireVerifiedPhone(site, request.currentUser!, 'pedido');
      return pedir(deps, site, request.currentUser!, request.body, request.idempotency);
    },
  });

  const listDocs = (summary: string) => ({ tags: ['pedidos'], summary, response: authErrors });
  app.route({
    ...routeOf(getPedidosOperation, listDocs("The caller's orders, newest first")),
    ...guarded,
    handler: async (request) => listPedidos(db, await siteOf(request.hostName), request.currentUser!, now()),
  });
  app.route({
    ...routeOf(getPedidosByCarpetaOperation, listDocs("The caller's orders at one business (customer mode)")),
    ...guarded,
    handler: async (request) =>
      listPedidos(db, await siteOf(request.hostName), request.currentUser!, now(), request.params.carpeta),
  });
  const activosSummary =
    "The caller's orders in progress (estado 0, 1 or 5, and those delivered in the last 20 minutes)";
  app.route({
    ...routeOf(getPedidosActivosOperation, listDocs(activosSummary)),
    ...guarded,
    handler: async (request) => listPedidosActivos(db, await siteOf(request.hostName), request.currentUser!, now()),
  });
  app.route({
    ...routeOf(getPedidosActivosByCarpetaOperation, listDocs(`${activosSummary}, at one business`)),
    ...guarded,
    handler: async (request) =>
      listPedidosActivos(db, await siteOf(request.hostName), request.currentUser!, now(), request.params.carpeta),
  });

  app.route({
    method: pedidosEventosRoute.method,
    url: pedidosEventosRoute.path,
    schema: {
      tags: ['pedidos'],
      summary: "Live status of the caller's orders (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'pedido' event {pedidoId, configRestoId, usuarioId, estadoId, " +
        'estado} for every change of one of your orders, from any API process; a comment every 25 s. The ' +
        'token may come as ?token= (EventSource cannot set headers).',
      querystring: sseTokenQuerySchema,
      response: errorResponses(401),
    },
    config: { sseToken: true },
    ...guarded,
    handler: async (request, reply) => {
      const userId = request.currentUser!.id;
      await app.openEventStream(reply, [streamOf(pedidoChanges, (evento) => evento.usuarioId === userId)]);
    },
  });

  app.route({
    ...routeOf(getPedidoOperation, {
      tags: ['pedidos'],
      summary: "One of the caller's orders (anyone else's is a 404)",
      response: authErrors,
    }),
    ...guarded,
    handler: async (request) =>
      getOwnPedido(db, await siteOf(request.hostName), request.currentUser!, request.params.id, now()),
  });
  app.route({
    ...routeOf(anularPedidoOperation, {
      tags: ['pedidos'],
      summary: "The owner annuls an order placed or pending payment (estado → 3, 'Cancelado: por el cliente]')",
      description: "409 in any other estado; 404 for an order that is not the caller's.",
      response: { ...authErrors, ...errorResponses(409) },
    }),
    ...guarded,
    handler: async (request) =>
      annulOwnPedido(deps, await siteOf(request.hostName), request.currentUser!, request.params.id),
  });

  await app.register(pedidosBackOfficeRoutes, { deps });
};
