import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getInfoPagoOperation,
  pagoWebhookComercioOperation,
  pagoWebhookOperation,
  preparePedidoPagoOperation,
} from '@vidriera/domain/pagos';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { getInfoPagoPedido, preparePedidoPago, registerPedidoPaymentTarget } from './pedido-pago.ts';
import { handleNotification } from './service.ts';
import { simulatedCheckoutRoutes } from './simulated-checkout-routes.ts';

const authErrors = errorResponses(400, 401, 404, 409);

/**
 * Order payment (spec 02 §7: PreparePedidoPago, GetInfoPago), the providers' webhook and, with the simulated
 * provider, its checkout page.
 */
export const pagosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app;
  registerPedidoPaymentTarget(payments);
  const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.route({
    ...routeOf(preparePedidoPagoOperation, {
      tags: ['pagos'],
      summary: "Prepares (or hands out again) the online payment of one of the caller's orders in estado 5",
      description:
        "The amount is the order's total as the server computed it. 409 'El pedido ya fue pagado' for an " +
        "order already paid; 409 for an order not pending payment; 404 for an order that is not the caller's.",
      response: authErrors,
    }),
    onRequest: app.requireUser,
    // Its answer is kept after it (decision 044): a second try hands out the same current checkout anyway.
    config: { idempotent: true },
    handler: async (request) => preparePedidoPago(payments, request.currentUser!, request.body.id, originOf(request)),
  });

  app.route({
    ...routeOf(getInfoPagoOperation, {
      tags: ['pagos'],
      summary: "Payment info of one of the caller's orders: additionalInfo (JSON text: preferenceId, publicKey)",
      description:
        'Also says the provider and its checkout page (checkoutUrl). Prepares the checkout when ' +
        "PreparePedidoPago was not called. 404 for an order that is not the caller's; 409 'El pedido ya fue " +
        "pagado' once paid.",
      response: authErrors,
    }),
    onRequest: app.requireUser,
    handler: async (request) => getInfoPagoPedido(payments, request.currentUser!, request.params.id, originOf(request)),
  });

  const webhookErrors = errorResponses(400, 401, 404, 503);
  app.route({
    ...routeOf(pagoWebhookOperation, {
      tags: ['pagos'],
      summary: "A payment provider's notification ('mercadopago' or 'simulado')",
      description:
        'Checks the x-signature header (HMAC-SHA256 of id:{data.id};request-id:{x-request-id};ts:{ts}; with the ' +
        'webhook secret): 401 and nothing changes when it is not valid. Then fetches the payment from the provider ' +
        'and applies it once: repeated notifications answer resultado "repetido". An approved payment of the ' +
        'prepared amount moves its order from 5 to 0.',
      response: webhookErrors,
    }),
    handler: async (request) => {
      const resultado = await handleNotification(payments.deps, request.params.provider, {
        headers: request.headers,
        query: request.query,
        body: request.body,
      });
      return { recibido: true as const, resultado };
    },
  });

  app.route({
    ...routeOf(pagoWebhookComercioOperation, {
      tags: ['pagos'],
      summary: "A notification of a business's own MercadoPago account (set in its back office settings)",
      description:
        "As POST pagos/webhook/{provider}, checked with that business's webhook secret and read with its access " +
        'token. 404 when the business has no account of that provider.',
      response: webhookErrors,
    }),
    handler: async (request) => {
      const { provider, configRestoId } = request.params;
      const notification = { headers: request.headers, query: request.query, body: request.body };
      const resultado = await handleNotification(payments.deps, provider, notification, configRestoId);
      return { recibido: true as const, resultado };
    },
  });

  const { simulated } = payments.deps.providers;
  if (simulated) await app.register(simulatedCheckoutRoutes, { provider: simulated });
};
