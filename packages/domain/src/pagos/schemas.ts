import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './pagos.ts';
import { ESTADOS_REINTEGRO } from './reintegros.ts';

/**
 * Contracts of the payment calls (spec 02 §3 Payment info, §7 PreparePedidoPago and GetInfoPago) and of the
 * provider webhook. Only the API imports these at run time; the web imports their TYPES and pagos.ts.
 */

export const preparePagoRequestSchema = z.object({
  id: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'Falta el pedido (id)' : 'Debe ser un número',
    })
    .int('Debe ser un número entero')
    .positive('Debe ser un número positivo')
    .max(2_147_483_647, 'El identificador es demasiado grande'),
});

export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

/**
 * Payment info: `additionalInfo` is JSON text holding preferenceId and publicKey (the spec's shape, from which
 * the MercadoPago button is drawn). `provider` says which button to draw; `checkoutUrl` is the page that takes
 * the payment (the simulated provider's own checkout, or MercadoPago's hosted checkout).
 */
export const infoPagoSchema = z.object({
  /** The order (or sale) this payment is for. */
  id: z.number().int(),
  additionalInfo: z.string(),
  provider: paymentProviderSchema,
  checkoutUrl: z.string(),
  /** Pesos to pay, computed by the server. */
  importe: z.number(),
});
export type InfoPago = z.infer<typeof infoPagoSchema>;

/**
 * A provider notification. MercadoPago sends `{ type: 'payment', action, data: { id } }` (and `data.id` and
 * `type` in the query string too); anything else is read leniently and ignored.
 */
export const webhookBodySchema = z
  .looseObject({
    type: z.string().optional(),
    topic: z.string().optional(),
    action: z.string().optional(),
    data: z.looseObject({ id: z.union([z.string(), z.number()]).optional() }).optional(),
  })
  .optional();

export const webhookQuerySchema = z.looseObject({
  'data.id': z.string().optional(),
  type: z.string().optional(),
  topic: z.string().optional(),
  id: z.string().optional(),
});

export const webhookAnswerSchema = z.object({
  recibido: z.literal(true),
  /** What the notification did: 'aplicado', 'repetido', 'ignorado', ... (for the provider's delivery log). */
  resultado: z.string(),
});

/** Money given back for an order or ticket sale paid online and then cancelled (decision 022). */
export const reintegroSchema = z.object({
  /** 'pendiente' (on its way), 'hecho' (the provider gave it back), 'fallido' (retried; the merchant sees why). */
  estado: z.enum(ESTADOS_REINTEGRO),
  /** Pesos. */
  importe: z.number(),
  /** When the provider gave it back (ISO instant); null until then. */
  fecha: z.string().nullable(),
});
export type Reintegro = z.infer<typeof reintegroSchema>;
