import { z } from 'zod';
import { cartaSchema } from '../carta/schemas.ts';
import { carpetaParamSchema, idParamSchema } from '../common/schemas.ts';
import {
  aceptarPedidoSchema,
  motivoPedidoSchema,
  pedidoListSchema,
  pedidoSchema,
  pedirRequestSchema,
  pedirResponseSchema,
} from './schemas.ts';
import {
  nuevoPedidoComercioResponseSchema,
  nuevoPedidoComercioSchema,
  pedidosColaSchema,
  resumenPedidosQuerySchema,
  resumenPedidosSchema,
} from './back-office-schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  anularPedidoRoute,
  getPedidoRoute,
  getPedidosActivosByCarpetaRoute,
  getPedidosActivosRoute,
  getPedidosByCarpetaRoute,
  getPedidosRoute,
  pedirRoute,
} from './routes.ts';
import {
  aceptarPedidoRoute,
  cancelarPedidoRoute,
  crearPedidoComercioRoute,
  entregadoPedidoRoute,
  getCartaPedidosRoute,
  getPedidoComercioRoute,
  getPedidosColaRoute,
  getPedidosComercioRoute,
  getPedidosResumenRoute,
  listoPedidoRoute,
  rechazarPedidoRoute,
} from './back-office-routes.ts';

const carpetaParams = z.object({ carpeta: carpetaParamSchema });
const idParams = z.object({ id: idParamSchema });
const comercioParams = z.object({ configRestoId: idParamSchema });
const pedidoComercioParams = z.object({ configRestoId: idParamSchema, id: idParamSchema });

/** Places an order: the server prices it from the menu and answers its pedidoId. */
export const pedirOperation = defineOperation(pedirRoute, { body: pedirRequestSchema, response: pedirResponseSchema });

/** The caller's orders, newest first. */
export const getPedidosOperation = defineOperation(getPedidosRoute, { response: pedidoListSchema });

/** The caller's orders at one business (customer mode). */
export const getPedidosByCarpetaOperation = defineOperation(getPedidosByCarpetaRoute, {
  params: carpetaParams,
  response: pedidoListSchema,
});

/** The caller's orders in progress. */
export const getPedidosActivosOperation = defineOperation(getPedidosActivosRoute, { response: pedidoListSchema });

/** The caller's orders in progress at one business. */
export const getPedidosActivosByCarpetaOperation = defineOperation(getPedidosActivosByCarpetaRoute, {
  params: carpetaParams,
  response: pedidoListSchema,
});

/** One of the caller's orders. */
export const getPedidoOperation = defineOperation(getPedidoRoute, { params: idParams, response: pedidoSchema });

/** The caller annuls their own order. */
export const anularPedidoOperation = defineOperation(anularPedidoRoute, { params: idParams, response: pedidoSchema });

/** The back office's live queue by group. */
export const getPedidosColaOperation = defineOperation(getPedidosColaRoute, {
  params: comercioParams,
  response: pedidosColaSchema,
});

/** One day's order totals (today without a fecha). */
export const getPedidosResumenOperation = defineOperation(getPedidosResumenRoute, {
  params: comercioParams,
  query: resumenPedidosQuerySchema,
  response: resumenPedidosSchema,
});

/** The business's menu for entering an order (enLocal=1: the in-venue one). */
export const getCartaPedidosOperation = defineOperation(getCartaPedidosRoute, {
  params: comercioParams,
  query: z.object({
    enLocal: z
      .enum(['0', '1', 'true', 'false'], { error: 'La opción de consumo en el local debe ser 0 o 1' })
      .optional(),
  }),
  response: cartaSchema,
});

/** An order the staff take by phone or at the counter. */
export const crearPedidoComercioOperation = defineOperation(crearPedidoComercioRoute, {
  params: comercioParams,
  body: nuevoPedidoComercioSchema,
  response: nuevoPedidoComercioResponseSchema,
});

/** The business's incoming orders, or the newest in one estado. */
export const getPedidosComercioOperation = defineOperation(getPedidosComercioRoute, {
  params: comercioParams,
  query: z.object({
    estadoId: z.coerce
      .number({ error: 'El estado debe ser un número' })
      .int('El estado debe ser un número entero')
      .min(0, 'El estado no es válido')
      .max(5, 'El estado no es válido')
      .optional(),
  }),
  response: pedidoListSchema,
});

/** One order of the business. */
export const getPedidoComercioOperation = defineOperation(getPedidoComercioRoute, {
  params: pedidoComercioParams,
  response: pedidoSchema,
});

/** The merchant's moves of an order; each answers the order moved. */
export const aceptarPedidoOperation = defineOperation(aceptarPedidoRoute, {
  params: pedidoComercioParams,
  body: aceptarPedidoSchema,
  response: pedidoSchema,
});

export const listoPedidoOperation = defineOperation(listoPedidoRoute, {
  params: pedidoComercioParams,
  body: z.unknown().optional(),
  response: pedidoSchema,
});

export const entregadoPedidoOperation = defineOperation(entregadoPedidoRoute, {
  params: pedidoComercioParams,
  body: z.unknown().optional(),
  response: pedidoSchema,
});

export const rechazarPedidoOperation = defineOperation(rechazarPedidoRoute, {
  params: pedidoComercioParams,
  body: motivoPedidoSchema,
  response: pedidoSchema,
});

export const cancelarPedidoOperation = defineOperation(cancelarPedidoRoute, {
  params: pedidoComercioParams,
  body: motivoPedidoSchema,
  response: pedidoSchema,
});
