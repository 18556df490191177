import { idFieldSchema, MAX_ID } from '../common/schemas.ts';
import { z } from 'zod';
import { reintegroSchema } from '../pagos/schemas.ts';
import { FORMAS_PAGO_PEDIDO } from './pedidos.ts';
import { findMesaError, MESA_MAX, MESA_MIN, MSG_MESA_INVALIDA, MSG_PEDIDO_VACIO } from './validation.ts';

/**
 * Contracts of the order calls (spec 02 §3 and §7). Prices are pesos. Only the API imports these at run time;
 * the web imports their TYPES (zod stays out of its bundle) and the pure rules from pedidos*.ts.
 */

/** Quantity of one dish in an order. */
export const CANTIDAD_PLATO_MAX = 99;
/** Dishes (lines) in one order. */
export const ITEMS_PEDIDO_MAX = 100;

const idField = idFieldSchema;

// ---------------------------------------------------------------------------------------------------------------
// Option choices

export const platoOpcionDetElegidaSchema = z.object({
  productoOpcDetId: z.number().int().positive().max(MAX_ID).optional(),
  descripcion: z.string().max(200, 'La descripción de la opción es demasiado larga'),
});

/** What the customer chose in one option set of a dish (the spec's platoOpciones). */
export const platoOpcionElegidaSchema = z.object({
  productoOpcId: idField('Falta el grupo de opciones'),
  productoOpcDets: z.array(platoOpcionDetElegidaSchema).max(50, 'Demasiadas opciones elegidas'),
});

// ---------------------------------------------------------------------------------------------------------------
// POST pedidos/pedir

/**
 * One dish of the order: its id, how many and the options chosen. A `precio` or `plato` the client sends is
 * ignored: the server prices everything from the menu.
 */
export const pedirItemSchema = z.object({
  platoId: idField('Falta el plato'),
  cantidad: z
    .number({ error: 'La cantidad debe ser un número' })
    .int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1')
    .max(CANTIDAD_PLATO_MAX, `Se pueden pedir hasta ${CANTIDAD_PLATO_MAX} unidades de un plato`),
  opciones: z.array(platoOpcionElegidaSchema).max(20, 'Demasiados grupos de opciones').nullish(),
});

/**
 * The order body. `total`, `usuarioId`, `estadoId` and item prices, when sent, are ignored (unknown fields are
 * dropped). `pagaCon` 0 means exact. `lat`/`lng` locate a delivery for the business's delivery zones.
 */
export const pedirRequestSchema = z
  .object({
    configRestoId: idField('Falta el comercio'),
    cartaId: z.number().int().positive().max(MAX_ID).nullish(),
    pedidosIts: z
      .array(pedirItemSchema, { error: MSG_PEDIDO_VACIO })
      .min(1, MSG_PEDIDO_VACIO)
      .max(ITEMS_PEDIDO_MAX, `Un pedido puede tener hasta ${ITEMS_PEDIDO_MAX} platos distintos`),
    formaPagoId: z
      .number({ error: 'Seleccione una forma de pago' })
      .int('Seleccione una forma de pago')
      .refine((v) => (FORMAS_PAGO_PEDIDO as readonly number[]).includes(v), 'La forma de pago no es válida'),
    delivery: z.boolean({ error: 'Indicá si el pedido es con envío (delivery)' }),
    domicilio: z.string().max(300, 'El domicilio es demasiado largo (hasta 300 caracteres)').nullish(),
    pagaCon: z
      .number({ error: 'El importe con el que abonás debe ser un número' })
      .min(0, 'El importe con el que abonás no puede ser negativo')
      .max(1_000_000_000, 'El importe con el que abona es muy grande')
      .nullish(),
    observacion: z.string().max(500, 'El comentario es demasiado largo (hasta 500 caracteres)').nullish(),
    /** The in-venue order's table: the QR link's (carta2/{carpeta}?mesa=N) or the one typed at checkout. */
    mesa: z
      .number({ error: MSG_MESA_INVALIDA })
      .int(MSG_MESA_INVALIDA)
      .min(MESA_MIN, MSG_MESA_INVALIDA)
      .max(MESA_MAX, MSG_MESA_INVALIDA)
      .nullish(),
    /** Ordered from the in-venue menu (also implied by a table number): it needs its table. */
    enLocal: z.boolean().nullish(),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    /**
     * The customer wants WhatsApp notices of this order (accepted, ready or on its way, rejected); remembered on
     * their account as the next checkout's default. Absent: the remembered choice.
     */
    avisarWhatsapp: z.boolean({ error: 'Indicá si querés avisos por WhatsApp' }).nullish(),
  })
  .superRefine((value, ctx) => {
    const message = findMesaError({ enLocal: Boolean(value.enLocal), mesa: value.mesa });
    if (message) ctx.addIssue({ code: 'custom', path: ['mesa'], message });
  });
export type PedirRequest = z.infer<typeof pedirRequestSchema>;

export const pedirResponseSchema = z.object({ pedidoId: z.number().int() });
export type PedirResponse = z.infer<typeof pedirResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// An order as the customer (and the merchant) sees it

export const pedidoItemSchema = z.object({
  platoId: z.number().int().nullable(),
  cantidad: z.number().int(),
  /** The options chosen, with the descriptions they had when ordered. */
  opciones: z.array(
    z.object({
      productoOpcId: z.number().int(),
      descripcion: z.string(),
      productoOpcDets: z.array(
        z.object({ productoOpcDetId: z.number().int().optional(), descripcion: z.string(), precio: z.number() }),
      ),
    }),
  ),
  /** The options in one line: 'Gustos: Chocolate, Frutilla · Extras: Cheddar'. */
  opcionesTexto: z.string(),
  /** Unit price in pesos, options included, as priced when ordered. */
  precio: z.number(),
  /** The dish's title when ordered. */
  plato: z.string(),
});

export const pedidoConfigRestoSchema = z.object({
  id: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  domicilio: z.string(),
  telefono: z.string().nullable(),
  logoUrl: z.string().nullable(),
  ocultaDemora: z.boolean(),
  soloTakeAway: z.boolean(),
  comercioDigital: z.boolean(),
  timeZone: z.string(),
});

export const pedidoSchema = z.object({
  pedidoId: z.number().int(),
  cartaId: z.number().int().nullable(),
  configRestoId: z.number().int(),
  configResto: pedidoConfigRestoSchema,
  pedidosIts: z.array(pedidoItemSchema),
  /** Items only, pesos. */
  subtotal: z.number(),
  /** Delivery cost, pesos (0 when there is none or it is agreed with the merchant). */
  costoEnvio: z.number(),
  /** Items plus delivery, pesos. */
  total: z.number(),
  /** 0 cash, 1 card at home, 2 manual provider (transfer), 3 online. */
  formaPagoId: z.number().int(),
  /** Paid online through the provider (the payment that moved it out of estado 5 is on record). */
  pagado: z.boolean(),
  /** The refund of its online payment once annulled, rejected or cancelled; null without one (decision 022). */
  reintegro: reintegroSchema.nullable(),
  /** The merchant's delay in minutes when the order was placed. */
  demora: z.number().int(),
  observacion: z.string().nullable(),
  delivery: z.boolean(),
  domicilio: z.string().nullable(),
  pagaCon: z.number().nullable(),
  usuarioId: z.number().int(),
  estadoId: z.number().int(),
  /**
   * The estado as its customer reads it when the server answered (getEstadoPedidoTexto): its label ('Pedido
   * Realizado', ...), or 'Listo para Retirar!' / 'En Camino...' during the 20 minutes after a ready order's
   * horaEntregado unless it was handed over first. The screens judge it again as time passes.
   */
  estado: z.string(),
  /** ISO 8601 with the merchant's offset. */
  fechaHora: z.string(),
  horaEstimada: z.string().nullable(),
  horaEntregado: z.string().nullable(),
  /** When the order reached its customer (the back office's 'Entregado'); null while it has not. */
  horaCompletado: z.string().nullable(),
  /** Entered by the business's staff (a phone or walk-in customer): `nombre`/`telefono` are that customer's. */
  cargadoPorComercio: z.boolean(),
  /** The in-venue table, when ordered from the QR menu. */
  mesa: z.number().int().nullable(),
  enLocal: z.boolean(),
  /** Who ordered (for the merchant's queue). */
  nombre: z.string(),
  telefono: z.string(),
});
export type Pedido = z.infer<typeof pedidoSchema>;
export const pedidoListSchema = z.array(pedidoSchema);

// ---------------------------------------------------------------------------------------------------------------
// Merchant side

/** Accept: the estimated time as an instant, or minutes from now (the business's delay when neither is sent). */
export const aceptarPedidoSchema = z
  .object({
    horaEstimada: z.iso
      .datetime({ offset: true, error: 'La hora estimada debe ser una fecha y hora ISO 8601' })
      .nullish(),
    demora: z
      .number({ error: 'La demora debe ser un número de minutos' })
      .int('La demora debe ser un número entero de minutos')
      .min(1, 'La demora debe ser de al menos 1 minuto')
      .max(24 * 60, 'La demora no puede superar las 24 horas')
      .nullish(),
  })
  .nullish();
export type AceptarPedido = z.infer<typeof aceptarPedidoSchema>;

export const motivoPedidoSchema = z.object({
  motivo: z
    .string({ error: 'Indicá el motivo' })
    .trim()
    .min(1, 'Indicá el motivo')
    .max(200, 'El motivo es demasiado largo (hasta 200 caracteres)'),
});

// ---------------------------------------------------------------------------------------------------------------
// Live status (Server-Sent Events)

/** The data of an 'pedido' event: which order changed and its new estado. */
export const pedidoEventoSchema = z.object({
  pedidoId: z.number().int(),
  configRestoId: z.number().int(),
  usuarioId: z.number().int(),
  estadoId: z.number().int(),
  estado: z.string(),
});
export type PedidoEvento = z.infer<typeof pedidoEventoSchema>;
