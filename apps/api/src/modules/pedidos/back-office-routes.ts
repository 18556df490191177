import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ESTADO_CANCELADO,
  ESTADO_EN_PREPARACION,
  ESTADO_ENTREGADO,
  ESTADO_RECHAZADO,
  aceptarPedidoOperation,
  cancelarPedidoOperation,
  entregadoPedidoOperation,
  getPedidoComercioOperation,
  getPedidosComercioOperation,
  listoPedidoOperation,
  rechazarPedidoOperation,
  pedidosComercioEventosRoute,
} from '@vidriera/domain/pedidos';
import { idParamSchema } from '@vidriera/domain/common';
import { errorResponses } from '../../plugins/errors.ts';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { routeOf } from '../../route-of.ts';
import type { AuditActor } from '../plataforma/public.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { getPedidoComercio, listPedidosComercio, movePedido, type PedidoMove } from './back-office.ts';
import { pedidosBoardRoutes } from './back-office-board-routes.ts';
import { pedidoChanges } from './notify.ts';
import type { PedidosDeps } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const comercioParams = z.object({ configRestoId: idParamSchema });

/**
 * Back office for a business's orders: its staff (or a platform admin) see the queue live and move each order
 * along the state machine. Not scoped to the Host's site: the back office reaches every business the user runs.
 * Anonymous callers get 401; customers and other businesses' staff 403.
 */
export const pedidosBackOfficeRoutes: FastifyPluginAsyncZod<{ deps: PedidosDeps }> = async (app, { deps }) => {
  const { db, now } = deps;
  const { actor } = createBackOfficeKit(app);

  /** A move, then the notices it queued go out now (the job sends them anyway). */
  const moveAndNotify = async (comercio: ComercioRow, actor: AuditActor, id: number, move: PedidoMove) => {
    const pedido = await movePedido(deps, comercio, actor, id, move);
    app.notificacionesJob.kick();
    return pedido;
  };
  // The board, the day's totals and staff-entered orders: static paths, matched before '/:id'.
  await app.register(pedidosBoardRoutes, { deps });

  app.route({
    method: pedidosComercioEventosRoute.method,
    url: pedidosComercioEventosRoute.path,
    schema: {
      tags: ['pedidos (back office)'],
      summary: "Live changes of the business's orders (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'pedido' event for every new order and every change; a comment " +
        'every 25 s. The token may come as ?token=.',
      params: comercioParams,
      querystring: sseTokenQuerySchema,
      response: errorResponses(401, 403, 404),
    },
    config: { sseToken: true, comercio: 'staff' },
    handler: async (request, reply) => {
      const { comercio } = request;
      await app.openEventStream(reply, [streamOf(pedidoChanges, (evento) => evento.configRestoId === comercio.id)]);
    },
  });

  app.route({
    ...routeOf(getPedidosComercioOperation, {
      tags: ['pedidos (back office)'],
      summary: "The business's incoming orders",
      description:
        'Without estadoId: the queue (placed and in preparation), oldest first. With estadoId: the newest ' +
        'orders in that estado.',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listPedidosComercio(db, request.comercio, now(), request.query.estadoId),
  });

  app.route({
    ...routeOf(getPedidoComercioOperation, {
      tags: ['pedidos (back office)'],
      summary: 'One order of the business',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getPedidoComercio(db, request.comercio, request.params.id, now()),
  });

  app.route({
    ...routeOf(aceptarPedidoOperation, {
      tags: ['pedidos (back office)'],
      summary: 'Accept a placed order with an estimated time (estado 0 → 1)',
      description:
        'Body { horaEstimada (ISO 8601) } or { demora (minutes from now) }; without either, the business delay. ' +
        '409 when the estado does not allow it.',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) =>
      moveAndNotify(request.comercio, actor(request), request.params.id, {
        to: ESTADO_EN_PREPARACION,
        aceptar: request.body,
      }),
  });

  app.route({
    ...routeOf(listoPedidoOperation, {
      tags: ['pedidos (back office)'],
      summary: "Mark an order in preparation ready: for pickup, or on its way (estado 1 → 2, 'Listos / En camino')",
      description:
        "Sets horaEntregado, which starts the customer's 'Listo para Retirar!' / 'En Camino...'. 409 when the " +
        'estado does not allow it or it is already ready.',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) =>
      moveAndNotify(request.comercio, actor(request), request.params.id, {
        to: ESTADO_ENTREGADO,
        paso: 'listo',
      }),
  });

  app.route({
    ...routeOf(entregadoPedidoOperation, {
      tags: ['pedidos (back office)'],
      summary: 'Mark an order delivered: it reached the customer (estado 1 → 2, or a ready one)',
      description:
        'From preparation it is ready and handed over at once; a ready order (estado 2) gets its horaCompletado. ' +
        '409 when the estado does not allow it or it was already delivered.',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) =>
      moveAndNotify(request.comercio, actor(request), request.params.id, {
        to: ESTADO_ENTREGADO,
        paso: 'entregado',
      }),
  });

  app.route({
    ...routeOf(rechazarPedidoOperation, {
      tags: ['pedidos (back office)'],
      summary: 'Reject a placed order with a reason (estado 0 → 4; the reason is the observation)',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) =>
      moveAndNotify(request.comercio, actor(request), request.params.id, {
        to: ESTADO_RECHAZADO,
        motivo: request.body.motivo,
      }),
  });

  app.route({
    ...routeOf(cancelarPedidoOperation, {
      tags: ['pedidos (back office)'],
      summary: "Cancel an order not yet delivered, with a reason (→ 3; observation 'Cancelado: {motivo}]')",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) =>
      moveAndNotify(request.comercio, actor(request), request.params.id, {
        to: ESTADO_CANCELADO,
        motivo: request.body.motivo,
      }),
  });
};
