import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backOfficeCancelarVentaOperation,
  backOfficeConfirmarVentaOperation,
  backOfficeGetVentaOperation,
  backOfficeGetVentasOperation,
  backOfficeIngresoOperation,
  backOfficeVentasEnVivoRoute,
  ingresoRefusedSchema,
} from '@vidriera/domain/eventos';
import { idParamSchema } from '@vidriera/domain/common';
import { errorResponses } from '../../plugins/errors.ts';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import { registrarIngreso } from './back-office-ingreso.ts';
import { EVENTOS_TAGS, eventosErrors } from './back-office-routes.ts';
import { cancelarVenta, confirmarVenta, getVentaAdmin, listVentasAdmin } from './back-office-ventas.ts';
import { ventaChanges } from './notify.ts';

/**
 * Day-to-day ticket work, for everyone who runs the business: the sales list (live), confirming transfers,
 * cancelling with a reason, and the door's check-in. Not scoped to the Host's site: the back office reaches every
 * business the user runs. Every move is audited in its transaction.
 */
export const eventosVentasBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { contextOf, write } = createBackOfficeKit(app);

  app.route({
    method: backOfficeVentasEnVivoRoute.method,
    url: backOfficeVentasEnVivoRoute.path,
    config: { sseToken: true, comercio: 'staff' },
    schema: {
      tags: EVENTOS_TAGS,
      summary: "Live changes of the business's ticket sales (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'venta' event {ventaId, estado, estadoTexto} for every sale, " +
        'payment, confirmation, cancellation or check-in; a comment every 25 s. The token may come as ?token=.',
      params: z.object({ configRestoId: idParamSchema }),
      querystring: sseTokenQuerySchema,
      response: errorResponses(401, 403, 404),
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
    ...routeOf(backOfficeGetVentasOperation, {
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
    ...routeOf(backOfficeGetVentaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'One sale of the business with its tickets (codes and check-ins)',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getVentaAdmin(db, request.comercio, request.params.ventaId),
  });

  app.route({
    ...routeOf(backOfficeConfirmarVentaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'The transfer arrived: confirm the sale (estado 0 or 2 → 1)',
      description: 'A sale pending online payment (5) or in any other estado is a 409.',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => confirmarVenta(contextOf(request), request.params.ventaId),
  });

  app.route({
    ...routeOf(backOfficeCancelarVentaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Cancel a sale not yet final, with a reason (→ 4); its places go back to the date',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => {
      // The freed places show on the public board at once.
      return write(() => cancelarVenta(contextOf(request), request.params.ventaId, request.body.motivo));
    },
  });

  app.route({
    ...routeOf(backOfficeIngresoOperation, {
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
