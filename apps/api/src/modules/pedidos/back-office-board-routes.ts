import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crearPedidoComercioOperation,
  getCartaPedidosOperation,
  getPedidosColaOperation,
  getPedidosResumenOperation,
} from '@vidriera/domain/pedidos';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { getCartaDelComercio } from '../carta/public.ts';
import { getColaPedidos, getResumenPedidos } from './back-office-board.ts';
import { createPedidoComercio } from './back-office-nuevo.ts';
import type { PedidosDeps } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The back office's order board for a business's staff (day-to-day: no owner role needed): the live queue by
 * group, the day's totals and orders taken by phone or at the counter. 401 for anonymous callers, 403 for
 * customers and other businesses' staff.
 */
export const pedidosBoardRoutes: FastifyPluginAsyncZod<{ deps: PedidosDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.route({
    ...routeOf(getPedidosColaOperation, {
      tags: ['pedidos (back office)'],
      summary: 'The live queue: Nuevos, En preparación, Listos / En camino and Entregados hoy',
      description:
        'Placed and accepted orders oldest first; ready ones not yet handed over (last 24 h); those handed over ' +
        "today in the business's zone, newest first. Refresh it on each event of /merchant/pedidos/eventos.",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getColaPedidos(db, request.comercio, deps.now()),
  });

  app.route({
    ...routeOf(getPedidosResumenOperation, {
      tags: ['pedidos (back office)'],
      summary: "One day's order totals: by estado, by payment method, delivered, average ticket",
      description:
        "fecha (YYYY-MM-DD) is a day of the business's zone; without it, today. Orders count on the day they " +
        'were placed. Payment methods and the average ticket count sales only (estados 0, 1 and 2).',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getResumenPedidos(db, request.comercio, request.query.fecha, deps.now()),
  });

  app.route({
    ...routeOf(getCartaPedidosOperation, {
      tags: ['pedidos (back office)'],
      summary: "The business's menu for entering an order (the customer's carta, whatever site it is on)",
      description: 'enLocal=1: the in-venue menu (for a table). Dishes and option sets on sale, with their prices.',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => {
      const { comercio } = request;
      const enLocal = request.query.enLocal === '1' || request.query.enLocal === 'true';
      return getCartaDelComercio(db, comercio, { enLocal }, deps.now());
    },
  });

  app.route({
    ...routeOf(crearPedidoComercioOperation, {
      tags: ['pedidos (back office)'],
      summary: 'Enter an order for a phone or walk-in customer',
      description:
        "Priced by the server from the business's menu with the customer order's rules; entrega 'retiro', " +
        "'delivery' (domicilio required) or 'mesa' (mesa required). Not online payment. Starts in estado 0.",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => createPedidoComercio(deps, request.comercio, request.currentUser!, request.body),
  });
};
