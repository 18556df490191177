import { z } from 'zod';
import { idParamSchema } from '../common/schemas.ts';
import {
  infoPagoSchema,
  preparePagoRequestSchema,
  webhookAnswerSchema,
  webhookBodySchema,
  webhookQuerySchema,
} from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { getInfoPagoRoute, pagoWebhookComercioRoute, pagoWebhookRoute, preparePedidoPagoRoute } from './routes.ts';

const providerParamSchema = z.string().max(40);

/** Readies (or hands out again) the provider's payment of one of the caller's orders pending payment. */
export const preparePedidoPagoOperation = defineOperation(preparePedidoPagoRoute, {
  body: preparePagoRequestSchema,
  response: infoPagoSchema,
});

/** What the payment button of an order is drawn from. */
export const getInfoPagoOperation = defineOperation(getInfoPagoRoute, {
  params: z.object({ id: idParamSchema }),
  response: infoPagoSchema,
});

/** A provider's notification, checked by its signature and applied once. */
export const pagoWebhookOperation = defineOperation(pagoWebhookRoute, {
  params: z.object({ provider: providerParamSchema }),
  query: webhookQuerySchema,
  body: webhookBodySchema,
  response: webhookAnswerSchema,
});

/** A notification of a business's own provider account, checked with that business's secret. */
export const pagoWebhookComercioOperation = defineOperation(pagoWebhookComercioRoute, {
  params: z.object({ provider: providerParamSchema, configRestoId: idParamSchema }),
  query: webhookQuerySchema,
  body: webhookBodySchema,
  response: webhookAnswerSchema,
});
