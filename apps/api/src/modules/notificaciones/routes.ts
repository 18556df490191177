import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAvisosComercioOperation,
  getPreferenciaAvisosOperation,
  putAvisosComercioOperation,
} from '@vidriera/domain/notificaciones';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import { getAvisosComercio, setAvisosComercio } from './avisos.ts';

const errors = errorResponses(400, 401, 403, 404);
const TAG = 'notificaciones';

/**
 * WhatsApp notices to customers (decision 034): the business's switches (back office: everyone who runs it
 * reads them, its owner changes them) and the customer's remembered choice for the checkout's checkbox.
 */
export const notificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const { actor } = createBackOfficeKit(app);

  app.route({
    ...routeOf(getAvisosComercioOperation, {
      tags: [TAG],
      summary:
        'Which WhatsApp notices the business sends (order accepted, ready or on its way, rejected; reservation confirmed, reminder)',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getAvisosComercio(db, request.comercio.id),
  });

  app.route({
    ...routeOf(putAvisosComercioOperation, {
      tags: [TAG],
      summary: 'The owner turns each WhatsApp notice on or off (audited); answers the switches as they are now',
      description: 'Every switch in the body. Turning a kind off also keeps its queued notices from being sent.',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      return setAvisosComercio(db, request.comercio.id, actor(request), request.body, now());
    },
  });

  app.route({
    ...routeOf(getPreferenciaAvisosOperation, {
      tags: [TAG],
      summary: "The customer's remembered 'notify me by WhatsApp' and the phone the notices go to",
      response: errorResponses(401),
    }),
    onRequest: app.requireUser,
    handler: async (request) => {
      const user = request.currentUser!;
      return { avisarWhatsapp: user.avisosWhatsapp, telefono: user.telefono };
    },
  });
};
