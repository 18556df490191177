import {
  calificacionComercioSchema,
  calificacionesComercioParamsSchema,
  calificacionesComercioSchema,
  calificacionesQuerySchema,
  calificacionPedidoSchema,
  calificarCarpetaParamsSchema,
  calificarRequestSchema,
  ocultarComentarioSchema,
  pedidoIdParamsSchema,
  pedidosPorCalificarSchema,
} from './schemas.ts';
import {
  calificarPedidoRoute,
  getCalificacionesComercioRoute,
  getCalificacionPedidoRoute,
  getPedidosPorCalificarRoute,
  ocultarComentarioRoute,
} from './routes.ts';
import { defineOperation } from '../common/operation.ts';

/** Whether the caller may rate one of their orders, and its rating when there is one. */
export const getCalificacionPedidoOperation = defineOperation(getCalificacionPedidoRoute, {
  params: pedidoIdParamsSchema,
  response: calificacionPedidoSchema,
});

/** The order's customer rates it, once, within 7 days of it being ready. */
export const calificarPedidoOperation = defineOperation(calificarPedidoRoute, {
  params: pedidoIdParamsSchema,
  body: calificarRequestSchema,
  response: calificacionPedidoSchema,
});

/** The caller's orders at a business that wait for a rating (the home's prompt). */
export const getPedidosPorCalificarOperation = defineOperation(getPedidosPorCalificarRoute, {
  params: calificarCarpetaParamsSchema,
  response: pedidosPorCalificarSchema,
});

/** The business's ratings with their comments, newest first (back office, staff). */
export const getCalificacionesComercioOperation = defineOperation(getCalificacionesComercioRoute, {
  params: calificacionesComercioParamsSchema,
  query: calificacionesQuerySchema,
  response: calificacionesComercioSchema,
});

/** A platform admin hides or shows again a comment (audited). */
export const ocultarComentarioOperation = defineOperation(ocultarComentarioRoute, {
  params: pedidoIdParamsSchema,
  body: ocultarComentarioSchema,
  response: calificacionComercioSchema,
});
