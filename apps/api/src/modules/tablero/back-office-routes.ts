import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTableroComercioOperation } from '@vidriera/domain/tablero';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { getTablero } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** GET merchant/tablero/{configRestoId}: a business's dashboard (everyone who runs it). */
export const tableroBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.route({
    ...routeOf(getTableroComercioOperation, {
      tags: ['tablero (back office)'],
      summary: "A business's numbers for today or the last 7 or 30 days (?periodo=hoy|7d|30d), in its time zone",
      description:
        'Sales and orders by day and by hour, delivery / pickup / in-venue, top dishes, times from placed to ' +
        'accepted and from accepted to ready against the promised time, cancellations and rejections with their ' +
        'reasons, reservations by day part and the no-show rate, ticket sales and check-ins per event, draw ' +
        'participants. Amounts in pesos.',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => {
      const comercio = request.comercio;
      return getTablero(
        db,
        { comercios: [{ id: comercio.id, nombreComercio: comercio.nombreComercio }], timeZone: comercio.timeZone },
        request.query.periodo,
        now(),
      );
    },
  });
};
