import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { simuladoCheckoutChoiceRoute, simuladoCheckoutRoute } from '@vidriera/domain/pagos';
import { renderCheckoutPage, renderMessagePage } from './simulated-checkout-page.ts';
import { type SimulatedProvider, simulatedCheckoutPath } from './simulated-provider.ts';

const paramsSchema = z.object({
  preferenceId: z.string().regex(/^sim-[0-9a-f-]{36}$/, 'El pago no existe'),
});
const choiceSchema = z.object({
  accion: z.enum(['aprobar', 'rechazar'], { error: "Elegí 'Aprobar pago' o 'Rechazar pago'" }),
});

const NOT_FOUND_TITLE = 'Pago no encontrado';
const NOT_FOUND_MESSAGE = 'No encontramos este pago. Volvé a la aplicación e intentá pagar de nuevo.';

/**
 * The simulated provider's checkout page (GET) and the buyer's choice (POST): the choice is recorded as a
 * payment, announced to POST /api/pagos/webhook/simulado exactly as MercadoPago would announce it (signed,
 * through the HTTP route, so the same checks run), and the buyer is sent back to the app.
 */
export const simulatedCheckoutRoutes: FastifyPluginAsyncZod<{ provider: SimulatedProvider }> = async (
  app,
  { provider },
) => {
  // An HTML form posts url-encoded fields; only this plugin's routes accept them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    method: simuladoCheckoutRoute.method,
    url: simuladoCheckoutRoute.path,
    schema: {
      tags: ['pagos'],
      summary: "The simulated provider's checkout page (HTML): the amount, 'Aprobar pago' and 'Rechazar pago'",
      params: paramsSchema,
    },
    handler: async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const checkout = await provider.getCheckout(request.params.preferenceId);
      if (!checkout) return reply.status(404).send(renderMessagePage(NOT_FOUND_TITLE, NOT_FOUND_MESSAGE));
      if (await provider.findApprovedPaymentId(checkout.id)) {
        return renderMessagePage('Pago aprobado', 'Este pago ya fue aprobado.', {
          href: checkout.backUrls.success,
          text: 'Volver',
        });
      }
      return renderCheckoutPage({
        titulo: checkout.titulo,
        importe: checkout.importe,
        action: simulatedCheckoutPath(checkout.id),
        volverUrl: checkout.backUrls.pending,
      });
    },
  });

  app.route({
    method: simuladoCheckoutChoiceRoute.method,
    url: simuladoCheckoutChoiceRoute.path,
    schema: {
      tags: ['pagos'],
      summary: 'The buyer approves or rejects the simulated payment; redirects back to the app',
      description:
        "Form field accion: 'aprobar' or 'rechazar'. The payment is notified to the webhook before the 303 " +
        'redirect, so the order is already paid when the app shows it. A checkout already approved is not ' +
        'charged again.',
      params: paramsSchema,
      body: choiceSchema,
    },
    handler: async (request, reply) => {
      const checkout = await provider.getCheckout(request.params.preferenceId);
      if (!checkout) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(renderMessagePage(NOT_FOUND_TITLE, NOT_FOUND_MESSAGE));
      }
      const approve = request.body.accion === 'aprobar';
      // A second click, or the back button, must not pay twice; the notification is sent again (idempotent) in
      // case the first one did not get through.
      const approvedId = await provider.findApprovedPaymentId(checkout.id);
      const paymentId = approvedId ?? (await provider.recordPayment(checkout, approve));
      const notification = provider.buildNotification(paymentId);
      const answer = await app.inject({
        method: 'POST',
        url: notification.url,
        headers: notification.headers,
        payload: notification.body as Record<string, unknown>,
      });
      if (answer.statusCode !== 200) {
        request.log.error({ status: answer.statusCode, body: answer.body }, 'simulated payment notification failed');
        return reply
          .status(502)
          .type('text/html; charset=utf-8')
          .send(
            renderMessagePage(
              'No pudimos confirmar el pago',
              'Ocurrió un problema al confirmar el pago. Probá de nuevo.',
              {
                href: simulatedCheckoutPath(checkout.id),
                text: 'Volver al pago',
              },
            ),
          );
      }
      return reply.redirect(approve || approvedId ? checkout.backUrls.success : checkout.backUrls.failure, 303);
    },
  });
};
