/**
 * Ratings from customers (issue #15, decision 033): who may rate an order and when, what a rating holds, and the
 * smoothed averages that become a business's califCalidad, califEnvios and califProm.
 */
import { ESTADO_ENTREGADO } from '../pedidos/pedidos.ts';

/** Days after the order reached estado 2 (its horaEntregado) during which its customer may rate it. */
export const VENTANA_CALIFICACION_DIAS = 7;
const VENTANA_MS = VENTANA_CALIFICACION_DIAS * 24 * 60 * 60 * 1000;
export const PUNTAJE_MIN = 1;
export const PUNTAJE_MAX = 5;
/** Characters of the optional comment. */
export const COMENTARIO_MAX = 280;

/** The prior of the smoothed average: a new business starts as an average one of the platform (decision 033). */
export const PRIOR_PUNTAJE = 4;
/** How many ratings the prior weighs: one rating moves a new business at most a sixth of the way to 1 or 5. */
export const PRIOR_PESO = 5;

export const MSG_CALIFICACION_YA_EXISTE = 'Este pedido ya fue calificado.';
export const MSG_CALIFICACION_NO_LISTO = 'Solo podés calificar un pedido que ya está listo o entregado.';
export const MSG_CALIFICACION_VENCIDA = `El plazo para calificar este pedido venció (${VENTANA_CALIFICACION_DIAS} días).`;
export const MSG_CALIFICACION_SIN_ENVIO = 'Calificá el envío de tu pedido (de 1 a 5 estrellas).';
export const MSG_CALIFICACION_ENVIO_EN_RETIRO = 'Un pedido para retirar no tiene envío para calificar.';
export const MSG_CALIFICACION_CARGADA_POR_COMERCIO = 'Este pedido lo cargó el comercio: no se puede calificar.';
export const MSG_PUNTAJE_INVALIDO = 'La calificación va de 1 a 5 estrellas.';
export const MSG_COMENTARIO_LARGO = `El comentario puede tener hasta ${COMENTARIO_MAX} caracteres.`;
export const MSG_CALIFICACION_NO_ENCONTRADA = 'No se encontró la calificación.';

/** What the rules read of an order. */
export interface PedidoCalificable {
  estadoId: number;
  delivery: boolean;
  /** When it reached estado 2 (ready or on its way). */
  horaEntregado: Date | string | null;
  /** Entered by the business for a phone or walk-in customer: nobody to rate it. */
  cargadoPorComercio?: boolean;
}

const timeOf = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** When the window to rate the order ends (exclusive), or null when it was never ready. */
export function calificableHasta(pedido: PedidoCalificable): Date | null {
  if (pedido.estadoId !== ESTADO_ENTREGADO || pedido.horaEntregado === null) return null;
  return new Date(timeOf(pedido.horaEntregado) + VENTANA_MS);
}

/**
 * Why the order cannot be rated now (its Spanish message), or null when it can. Only estado 2 (ready or
 * delivered) counts: cancelled, rejected and orders still in progress never can; the window is exactly 7 days
 * from horaEntregado, its last instant excluded.
 */
export function findCalificarError(pedido: PedidoCalificable, now: Date): string | null {
  if (pedido.cargadoPorComercio) return MSG_CALIFICACION_CARGADA_POR_COMERCIO;
  const hasta = calificableHasta(pedido);
  if (!hasta) return MSG_CALIFICACION_NO_LISTO;
  if (now.getTime() >= hasta.getTime()) return MSG_CALIFICACION_VENCIDA;
  return null;
}

export function isCalificable(pedido: PedidoCalificable, now: Date): boolean {
  return findCalificarError(pedido, now) === null;
}

/** A delivery score is required for a delivery and refused for a pickup (or table) order. */
export function findPuntajeEnvioError(delivery: boolean, puntajeEnvio: number | null | undefined): string | null {
  const has = puntajeEnvio !== null && puntajeEnvio !== undefined;
  if (delivery && !has) return MSG_CALIFICACION_SIN_ENVIO;
  if (!delivery && has) return MSG_CALIFICACION_ENVIO_EN_RETIRO;
  return null;
}

/**
 * The smoothed (Bayesian) average of some scores: (C·m + Σx) / (C + n), with m = PRIOR_PUNTAJE and C =
 * PRIOR_PESO, rounded to one decimal as the screens show it. 0 when there is no score yet: the screens show no
 * stars for 0.
 */
export function promedioSuavizado(suma: number, cantidad: number): number {
  if (cantidad <= 0) return 0;
  const value = (PRIOR_PESO * PRIOR_PUNTAJE + suma) / (PRIOR_PESO + cantidad);
  return Math.round(value * 10) / 10;
}

/** Sums and counts of a business's visible and hidden ratings alike (hiding hides a comment, not a score). */
export interface TotalesCalificaciones {
  sumaCalidad: number;
  cantidadCalidad: number;
  sumaEnvios: number;
  cantidadEnvios: number;
}

export interface CalificacionesComercio {
  califCalidad: number;
  califEnvios: number;
  califProm: number;
}

/**
 * The business's three figures: quality and deliveries each smoothed on their own, and the overall one smoothed
 * over every score together (a delivery counts its quality and its delivery score), so a business that only
 * does pickup has califProm = califCalidad.
 */
export function calcularCalificaciones(t: TotalesCalificaciones): CalificacionesComercio {
  return {
    califCalidad: promedioSuavizado(t.sumaCalidad, t.cantidadCalidad),
    califEnvios: promedioSuavizado(t.sumaEnvios, t.cantidadEnvios),
    califProm: promedioSuavizado(t.sumaCalidad + t.sumaEnvios, t.cantidadCalidad + t.cantidadEnvios),
  };
}
