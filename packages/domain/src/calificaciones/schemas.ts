import { z } from 'zod';
import {
  COMENTARIO_MAX,
  MSG_COMENTARIO_LARGO,
  MSG_PUNTAJE_INVALIDO,
  PUNTAJE_MAX,
  PUNTAJE_MIN,
} from './calificaciones.ts';
import { carpetaParamSchema, idParamSchema, MAX_ID, emptyAsMissing, limitQueryField } from '../common/schemas.ts';

// Ratings from customers (decision 033). Scores are whole stars 1-5; times are ISO 8601 with the business's offset.

const puntaje = z
  .number({ error: MSG_PUNTAJE_INVALIDO })
  .int(MSG_PUNTAJE_INVALIDO)
  .min(PUNTAJE_MIN, MSG_PUNTAJE_INVALIDO)
  .max(PUNTAJE_MAX, MSG_PUNTAJE_INVALIDO);

/** POST pedidos/{id}/calificacion: the delivery score only for a delivery (the server checks it with the order). */
export const calificarRequestSchema = z.object({
  puntajeCalidad: puntaje,
  puntajeEnvio: puntaje.nullable().optional(),
  comentario: z
    .string({ error: 'El comentario debe ser un texto' })
    .trim()
    .max(COMENTARIO_MAX, MSG_COMENTARIO_LARGO)
    .nullable()
    .optional(),
});
export type CalificarRequest = z.infer<typeof calificarRequestSchema>;

export const calificacionSchema = z.object({
  id: z.number().int(),
  pedidoId: z.number().int(),
  configRestoId: z.number().int(),
  puntajeCalidad: z.number().int(),
  puntajeEnvio: z.number().int().nullable(),
  /** Null when there is none, or when a platform admin hid it and the reader is the business. */
  comentario: z.string().nullable(),
  /** A platform admin hid the comment as abusive; the scores still count. */
  comentarioOculto: z.boolean(),
  fecha: z.string(),
});
export type Calificacion = z.infer<typeof calificacionSchema>;

/** GET pedidos/{id}/calificacion: whether the caller may rate the order now, and the rating when there is one. */
export const calificacionPedidoSchema = z.object({
  pedidoId: z.number().int(),
  delivery: z.boolean(),
  calificable: z.boolean(),
  /** End of the window (exclusive), or null when the order was never ready. */
  calificableHasta: z.string().nullable(),
  calificacion: calificacionSchema.nullable(),
});
export type CalificacionPedido = z.infer<typeof calificacionPedidoSchema>;

/** GET pedidos/calificar/{carpeta}: the caller's orders at the business that wait for a rating, newest first. */
export const pedidosPorCalificarSchema = z.array(
  z.object({
    pedidoId: z.number().int(),
    fechaHora: z.string(),
    delivery: z.boolean(),
    calificableHasta: z.string(),
  }),
);
export type PedidosPorCalificar = z.infer<typeof pedidosPorCalificarSchema>;

export const CALIFICACIONES_DEFAULT_LIMIT = 20;
export const CALIFICACIONES_MAX_LIMIT = 100;

/** GET merchant/calificaciones/{configRestoId}: newest first, paged by id (antesDe = the previous `siguiente`). */
export const calificacionesQuerySchema = z.object({
  antesDe: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: 'El punto de partida de la lista debe ser un número' })
      .int('El punto de partida de la lista debe ser un número entero')
      .positive('El punto de partida de la lista debe ser positivo')
      .max(MAX_ID, 'El punto de partida de la lista es demasiado grande')
      .optional(),
  ),
  limit: limitQueryField(CALIFICACIONES_MAX_LIMIT, CALIFICACIONES_DEFAULT_LIMIT),
});

export const calificacionComercioSchema = calificacionSchema.extend({
  /** Who ordered, as the order names them. */
  nombre: z.string(),
});
export type CalificacionComercio = z.infer<typeof calificacionComercioSchema>;

export const calificacionesComercioSchema = z.object({
  califCalidad: z.number(),
  califEnvios: z.number(),
  califProm: z.number(),
  /** Ratings received in all. */
  cantidad: z.number().int(),
  calificaciones: z.array(calificacionComercioSchema),
  /** antesDe for the next (older) page; null on the last page. */
  siguiente: z.number().int().nullable(),
});
export type CalificacionesComercio = z.infer<typeof calificacionesComercioSchema>;

/** PUT admin/calificaciones/{id}/comentario: a platform admin hides (or shows again) an abusive comment. */
export const ocultarComentarioSchema = z.object({
  oculto: z.boolean({ error: 'Indicá si el comentario queda oculto (true o false)' }),
});

export const pedidoIdParamsSchema = z.object({ id: idParamSchema });
export const calificarCarpetaParamsSchema = z.object({ carpeta: carpetaParamSchema });
export const calificacionesComercioParamsSchema = z.object({ configRestoId: idParamSchema });
