/**
 * Money given back and places never held forever (decision 022): the rules of refunds and of unpaid holds that
 * the API applies and the web shows.
 */

// ---------------------------------------------------------------------------------------------------------------
// Refunds

/** A refund's state: to be sent, refunded by the provider, or refused / unanswered (tried again later). */
export const ESTADOS_REINTEGRO = ['pendiente', 'hecho', 'fallido'] as const;
export type EstadoReintegro = (typeof ESTADOS_REINTEGRO)[number];

/** Why a payment is refunded. */
export const MOTIVOS_REINTEGRO = {
  /** The order or sale was annulled, rejected or cancelled after it was paid. */
  cancelado: 'cancelado',
  /** The payment arrived after the hold expired and the places (or the order) were gone. */
  pagoTardio: 'pago-tardio',
  /** A second payment of something already paid. */
  pagoDuplicado: 'pago-duplicado',
} as const;
export type MotivoReintegro = (typeof MOTIVOS_REINTEGRO)[keyof typeof MOTIVOS_REINTEGRO];

/** Attempts before a refund stops being retried by itself and waits for a person (the merchant sees it failed). */
export const MAX_INTENTOS_REINTEGRO = 8;

/** How long one attempt may hold a refund before another process may take it (a crashed worker's lease). */
export const LEASE_REINTEGRO_SEGUNDOS = 120;

/**
 * When a failed refund is tried again: 1, 2, 4, ... minutes after the failed attempt, at most 6 hours; null once
 * `intentos` attempts were made and no more are due.
 */
export function getProximoIntentoReintegro(intentos: number, now: Date): Date | null {
  if (intentos >= MAX_INTENTOS_REINTEGRO) return null;
  const minutes = Math.min(2 ** Math.max(0, intentos - 1), 360);
  return new Date(now.getTime() + minutes * 60_000);
}

/** What the customer and the merchant read about a refund. */
export function getReintegroLabel(estado: EstadoReintegro): string {
  return estado === 'hecho' ? 'Reintegrado' : 'Reintegro en curso';
}

/** The refund as the order, the sale and the back office show it. */
export interface ReintegroInfo {
  estado: EstadoReintegro;
  /** Pesos. */
  importe: number;
  /** ISO instant the provider refunded it; null until then. */
  fecha: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Unpaid holds

/** How long a business holds an unpaid order or purchase (its default, 15, is the column's: db/schema.ts). */
export const MINUTOS_ESPERA_PAGO_MIN = 5;
export const MINUTOS_ESPERA_PAGO_MAX = 120;

/** How many unpaid ticket places one customer holds at once (its default, 10, is the column's: db/schema.ts). */
export const MAX_LUGARES_IMPAGOS_MIN = 1;
export const MAX_LUGARES_IMPAGOS_MAX = 100;

/** The reason written on an order cancelled because its payment did not arrive in time ('Cancelado: ...]'). */
export const MOTIVO_PAGO_NO_RECIBIDO = 'no se recibió el pago a tiempo';
/** The reason a ticket sale cancelled for the same cause shows its buyer. */
export const MOTIVO_VENTA_PAGO_NO_RECIBIDO = 'No se recibió el pago a tiempo';

/** The end of the hold of something created at `createdAt` and waiting for its payment. */
export function getPagoVenceAt(createdAt: Date, minutosEsperaPago: number): Date {
  return new Date(createdAt.getTime() + minutosEsperaPago * 60_000);
}

/** Whether the hold ended (its end is past or now). */
export function isPagoVencido(pagoVenceAt: Date | null | undefined, now: Date): boolean {
  return pagoVenceAt != null && pagoVenceAt.getTime() <= now.getTime();
}

/** Why an online purchase would hold too many unpaid places (what the buyer reads). */
export function formatLugaresImpagosError(impagos: number, max: number): string {
  const hasta =
    max === 1
      ? 'Se puede tener hasta 1 entrada esperando el pago a la vez'
      : `Se pueden tener hasta ${max} entradas esperando el pago a la vez`;
  if (impagos === 0) return `${hasta}.`;
  const tenes = `ya tenés ${impagos} ${impagos === 1 ? 'entrada' : 'entradas'} sin pagar`;
  return `${hasta} y ${tenes}: pagalas o esperá a que venzan para comprar más.`;
}

/**
 * The error of an online purchase of `cantidad` places by a customer who already holds `impagos` unpaid places
 * at the business, or null when it fits under `max`.
 */
export function findLugaresImpagosError(impagos: number, cantidad: number, max: number): string | null {
  return impagos + cantidad > max ? formatLugaresImpagosError(impagos, max) : null;
}
