import { z } from 'zod';
import { emptyAsMissing } from '../common/schemas.ts';
import { TIPOS_ENTREGA } from './back-office.ts';
import { FORMA_PAGO_ONLINE } from './pedidos.ts';
import { findMesaError } from './validation.ts';
import { isPhoneAccepted, normalizePhone, PHONE_INVALID_MESSAGE } from '../common/phone.ts';
import { parseIsoDate } from '../common/zoned-time.ts';
import { pedidoListSchema, pedirRequestSchema } from './schemas.ts';

/**
 * Contracts of the back office's order calls beyond the moves (schemas.ts): the staff-entered order, the
 * live queue and the day's totals. Amounts are pesos.
 */

export const MSG_NOMBRE_CLIENTE_REQUERIDO = 'Indicá el nombre del cliente';
export const MSG_PAGO_ONLINE_MOSTRADOR = 'El pago online no está disponible para pedidos cargados por el comercio';
export const MSG_FECHA_INVALIDA = 'La fecha debe tener el formato AAAA-MM-DD';

const pedir = pedirRequestSchema.shape;

/**
 * POST merchant/pedidos/{configRestoId}/nuevo: an order the staff take by phone or at the counter. The dishes,
 * options, payment and pagaCon follow the customer's order rules (the same fields, priced by the server); the
 * customer is a name and an optional phone; `entrega` says pickup, delivery (with an address) or a table.
 */
export const nuevoPedidoComercioSchema = z
  .object({
    nombre: z
      .string({ error: MSG_NOMBRE_CLIENTE_REQUERIDO })
      .trim()
      .min(1, MSG_NOMBRE_CLIENTE_REQUERIDO)
      .max(120, 'El nombre es demasiado largo (hasta 120 caracteres)'),
    telefono: z
      .string({ error: 'El teléfono debe ser un texto' })
      .trim()
      .max(30, PHONE_INVALID_MESSAGE)
      .refine((value) => value === '' || isPhoneAccepted(normalizePhone(value)), PHONE_INVALID_MESSAGE)
      .transform((value) => (value === '' ? null : normalizePhone(value).normalized))
      .nullish(),
    entrega: z.enum(TIPOS_ENTREGA, { error: 'Elegí retiro en el local, envío a domicilio o mesa' }),
    mesa: pedir.mesa,
    domicilio: pedir.domicilio,
    lat: pedir.lat,
    lng: pedir.lng,
    cartaId: pedir.cartaId,
    pedidosIts: pedir.pedidosIts,
    formaPagoId: pedir.formaPagoId.refine((v) => v !== FORMA_PAGO_ONLINE, MSG_PAGO_ONLINE_MOSTRADOR),
    pagaCon: pedir.pagaCon,
    observacion: pedir.observacion,
  })
  .superRefine((value, ctx) => {
    const message = findMesaError({ enLocal: value.entrega === 'mesa', mesa: value.mesa });
    if (message) ctx.addIssue({ code: 'custom', path: ['mesa'], message });
  });
export type NuevoPedidoComercio = z.infer<typeof nuevoPedidoComercioSchema>;
export type NuevoPedidoComercioInput = z.input<typeof nuevoPedidoComercioSchema>;

export const nuevoPedidoComercioResponseSchema = z.object({ pedidoId: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// The live queue

/** GET merchant/pedidos/{configRestoId}/cola: the board, one list per group (see getGrupoCola). */
export const pedidosColaSchema = z.object({
  /** Today in the business's zone ('YYYY-MM-DD'): what "Entregados hoy" means. */
  fecha: z.string(),
  /** Oldest first. */
  nuevos: pedidoListSchema,
  enPreparacion: pedidoListSchema,
  listos: pedidoListSchema,
  /** Newest first. */
  entregadosHoy: pedidoListSchema,
});
export type PedidosCola = z.infer<typeof pedidosColaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The day's totals

/** A calendar date 'YYYY-MM-DD' (of the business's zone). */
export const isoDateSchema = z
  .string({ error: MSG_FECHA_INVALIDA })
  .refine((value) => parseIsoDate(value) !== null, MSG_FECHA_INVALIDA);

export const resumenPedidosQuerySchema = z.object({
  /** Without it: today in the business's zone. */
  fecha: z.preprocess(emptyAsMissing, isoDateSchema.optional()),
});

const cantidadImporteSchema = z.object({ cantidad: z.number().int(), importe: z.number() });

/** GET merchant/pedidos/{configRestoId}/resumen: the orders placed on one day of the business's zone. */
export const resumenPedidosSchema = z.object({
  fecha: z.string(),
  timeZone: z.string(),
  /** The day's first instant and the next day's (excluded), with the business's offset. */
  desde: z.string(),
  hasta: z.string(),
  pedidos: z.number().int(),
  porEstado: z.array(cantidadImporteSchema.extend({ estadoId: z.number().int(), estado: z.string() })),
  /** Sales only (placed, in preparation, delivered). */
  porFormaPago: z.array(cantidadImporteSchema.extend({ formaPagoId: z.number().int() })),
  ventas: cantidadImporteSchema,
  entregados: cantidadImporteSchema,
  ticketPromedio: z.number(),
});
export type ResumenPedidos = z.infer<typeof resumenPedidosSchema>;
