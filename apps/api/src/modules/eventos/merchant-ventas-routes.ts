import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCancelarVentaOperation,
  adminConfirmarVentaOperation,
  adminGetVentaOperation,
  adminGetVentasOperation,
  adminIngresoOperation,
  adminVentasEnVivoRoute,
  ingresoRefusedSchema,
} from '@vidriera/domain/eventos';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/common';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/route-kit.ts';
import { registrarIngreso } from './merchant-ingreso.ts';
import { EVENTOS_TAGS, eventosErrors } from './merchant-routes.ts';
import { cancelarVenta, confirmarVenta, getVentaAdmin, listVentasAdmin } from './merchant-ventas.ts';
import { ventaChanges } from './notify.ts';

/**
 * Day-to-day ticket work, for everyone who runs the business: the sales list (live), confirming transfers,
 * cancelling with a reason, and the door's check-in. Not scoped to the Host's site: the back office reaches every
 * business the user runs. Every move is audited in its transaction.
 */
export const eventosVentasMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { contextOf } = createBackOfficeKit(app);

  app.route({
    method: adminVentasEnVivoRoute.method,
    url: adminVentasEnVivoRoute.path,
    config: { sseToken: true, comercio: 'staff' },
    schema: {
      tags: EVENTOS_TAGS,
      summary: "Live changes of the business's ticket sales (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'venta' event {ventaId, estado, estadoTexto} for every sale, " +
        'payment, confirmation, cancellation or check-in; a comment every 25 s. The token may come as ?token=.',
      params: z.object({ configRestoId: idParamSchema }),
      querystring: sseTokenQuerySchema,
      response: { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { comercio } = request;
      await app.openEventStream(reply, [
        streamOf(
          ventaChanges,
          (evento) => evento.comercioId === comercio.id,
          // The buyer's id stays out of the business's stream.
          ({ ventaId, estado, estadoTexto }) => ({ ventaId, estado, estadoTexto }),
        ),
      ]);
    },
  });

  app.route({
    ...routeOf(adminGetVentasOperation, {
      tags: EVENTOS_TAGS,
      summary: "The business's ticket sales, newest first, with totals (sold, places left, by estado)",
      description:
        'Optional eventoId, eventoFechaId, estado (0..6). The list holds the newest 500; the totals count all.',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listVentasAdmin(db, request.comercio, request.query),
  });

  app.route({
    ...routeOf(adminGetVentaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'One sale of the business with its tickets (codes and check-ins)',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getVentaAdmin(db, request.comercio, request.params.ventaId),
  });

  app.route({
    ...routeOf(adminConfirmarVentaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'The transfer arrived: confirm the sale (estado 0 or 2 → 1)',
      description: 'A sale pending online payment (5) or in any other estado is a 409.',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => confirmarVenta(contextOf(request), request.params.ventaId),
  });

  app.route({
    ...routeOf(adminCancelarVentaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Cancel a sale not yet final, with a reason (→ 4); its places go back to the date',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => {
      const venta = await cancelarVenta(contextOf(request), request.params.ventaId, request.body.motivo);
      // The freed places show on the public board at once.
      await app.announceCatalogChange();
      return venta;
    },
  });

  app.route({
    ...routeOf(adminIngresoOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Check a ticket in by its code (once): answers the holder, event, date and people',
      description:
        '404 for a code unknown to this business. 409 with `ingreso` (the ticket) and exceptionCode: 1 already ' +
        "used ('Entrada ya usada el dd/MM/yyyy HH:mm'), 2 sale not confirmed, 3 event or date annulled, 4 a " +
        'ticket for another night (send forzarFecha: true to let it in anyway; audited).',
      response: { ...eventosErrors, 409: ingresoRefusedSchema },
    }),
    config: { comercio: 'staff' },
    handler: async (request) => registrarIngreso(contextOf(request), request.body.codigo, request.body.forzarFecha),
  });
};
