import {
  canMovePedido,
  describeForbiddenPedidoMove,
  ESTADO_EN_PREPARACION,
  ESTADO_ENTREGADO,
  ESTADO_REALIZADO,
  ESTADOS_PEDIDO,
  FORMAS_PAGO_PEDIDO,
  getEstadoPedidoLabel,
} from './pedidos.ts';
import { addDaysToIsoDate, toZonedInstant } from '../common/zoned-time.ts';

/**
 * The back office's order rules: the queue's groups, the two steps of estado 2 (ready, then handed over), the
 * staff-entered order's delivery types and the day's totals. The spec has one estado for "delivered or ready"
 * (2); the back office splits it with the time the order reached the customer (horaCompletado), so the
 * customer-facing states stay the spec's.
 */

/** The quick choices of estimated minutes when accepting an order. */
export const DEMORA_CHIPS_MINUTOS = [15, 30, 45, 60] as const;

/** A ready order not handed over leaves the queue after this many hours (it was surely delivered). */
export const LISTOS_VENTANA_HORAS = 24;

export const MSG_PEDIDO_YA_LISTO = 'El pedido ya está listo';
export const MSG_PEDIDO_YA_ENTREGADO = 'El pedido ya fue entregado';

// ---------------------------------------------------------------------------------------------------------------
// Ready and delivered

/** What the two last steps read of an order. */
export interface PedidoPaso {
  estadoId: number;
  /** When it reached the customer (ISO 8601 or Date); null while it has not. */
  horaCompletado: string | Date | null;
}

/** 'Listo' moves an order in preparation to 2 (ready for pickup, or on its way). */
export function findListoError(pedido: PedidoPaso): string | null {
  if (pedido.estadoId === ESTADO_ENTREGADO)
    return pedido.horaCompletado ? MSG_PEDIDO_YA_ENTREGADO : MSG_PEDIDO_YA_LISTO;
  return canMovePedido(pedido.estadoId, ESTADO_ENTREGADO)
    ? null
    : describeForbiddenPedidoMove(pedido.estadoId, ESTADO_ENTREGADO);
}

/**
 * 'Entregado' closes an order that reached the customer: from preparation straight away (ready and handed over
 * at once), or a ready one (estado 2 not yet handed over).
 */
export function findEntregadoError(pedido: PedidoPaso): string | null {
  if (pedido.estadoId === ESTADO_ENTREGADO) return pedido.horaCompletado ? MSG_PEDIDO_YA_ENTREGADO : null;
  return canMovePedido(pedido.estadoId, ESTADO_ENTREGADO)
    ? null
    : describeForbiddenPedidoMove(pedido.estadoId, ESTADO_ENTREGADO);
}

// ---------------------------------------------------------------------------------------------------------------
// The queue

export const GRUPOS_COLA = ['nuevos', 'enPreparacion', 'listos', 'entregadosHoy'] as const;
export type GrupoCola = (typeof GRUPOS_COLA)[number];

/**
 * Where an order goes in the live queue: placed → Nuevos, accepted → En preparación, ready and not handed over
 * (within 24 h) → Listos / En camino, handed over since `inicioDelDia` → Entregados hoy. Null for the rest
 * (pending payment, cancelled, rejected, older ones).
 */
export function getGrupoCola(
  pedido: { estadoId: number; horaEntregado: Date | null; horaCompletado: Date | null },
  now: Date,
  inicioDelDia: Date,
): GrupoCola | null {
  if (pedido.estadoId === ESTADO_REALIZADO) return 'nuevos';
  if (pedido.estadoId === ESTADO_EN_PREPARACION) return 'enPreparacion';
  if (pedido.estadoId !== ESTADO_ENTREGADO) return null;
  if (pedido.horaCompletado) return pedido.horaCompletado >= inicioDelDia ? 'entregadosHoy' : null;
  const desde = now.getTime() - LISTOS_VENTANA_HORAS * 3_600_000;
  return pedido.horaEntregado && pedido.horaEntregado.getTime() > desde ? 'listos' : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff-entered orders

/** How a staff-entered order reaches its customer: pickup at the counter, delivery, or served at a table. */
export const TIPOS_ENTREGA = ['retiro', 'delivery', 'mesa'] as const;
export type TipoEntrega = (typeof TIPOS_ENTREGA)[number];

export function getTipoEntrega(pedido: { delivery: boolean; enLocal: boolean; mesa: number | null }): TipoEntrega {
  if (pedido.delivery) return 'delivery';
  return pedido.mesa != null || pedido.enLocal ? 'mesa' : 'retiro';
}

/** The change to take when the customer pays cash with `pagaCon`; null for an exact payment. */
export function computeVuelto(pagaCon: number | null, total: number): number | null {
  if (pagaCon === null || pagaCon <= total) return null;
  return Math.round((pagaCon - total) * 100) / 100;
}

/** Whole minutes since an instant (ISO 8601), never negative: the kitchen's "how long has it been". */
export function getMinutosTranscurridos(desde: string, now: Date): number {
  const start = Date.parse(desde);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now.getTime() - start) / 60_000));
}

// ---------------------------------------------------------------------------------------------------------------
// The day's totals

/** The instants a calendar day of the merchant's zone starts and ends (the end excluded). */
export function getDayBounds(fecha: string, timeZone: string): { desde: Date; hasta: Date } {
  return {
    desde: new Date(toZonedInstant(fecha, 0, timeZone)),
    hasta: new Date(toZonedInstant(addDaysToIsoDate(fecha, 1), 0, timeZone)),
  };
}

/** Orders that are a sale: placed, in preparation or delivered (not pending payment, cancelled nor rejected). */
export const ESTADOS_VENTA: readonly number[] = [ESTADO_REALIZADO, ESTADO_EN_PREPARACION, ESTADO_ENTREGADO];

/** One group of the day's orders, counted in SQL: amounts in centavos. */
export interface ResumenFila {
  estadoId: number;
  formaPagoId: number;
  cantidad: number;
  importe: number;
}

export interface CantidadImporte {
  cantidad: number;
  /** Pesos. */
  importe: number;
}

export interface ResumenTotales {
  /** Every order placed that day, whatever its estado. */
  pedidos: number;
  porEstado: Array<CantidadImporte & { estadoId: number; estado: string }>;
  /** The sales only (ESTADOS_VENTA), by payment method. */
  porFormaPago: Array<CantidadImporte & { formaPagoId: number }>;
  ventas: CantidadImporte;
  /** Estado 2: delivered or ready. */
  entregados: CantidadImporte;
  /** The sales' average, pesos (0 without sales). */
  ticketPromedio: number;
}

const centavosToPesos = (centavos: number) => centavos / 100;

/** The day's totals from its counted groups; every estado and payment method is listed, zeros included. */
export function summarizePedidosDelDia(filas: readonly ResumenFila[]): ResumenTotales {
  const sum = (keep: (f: ResumenFila) => boolean) => {
    let cantidad = 0;
    let importe = 0;
    for (const fila of filas) {
      if (!keep(fila)) continue;
      cantidad += fila.cantidad;
      importe += fila.importe;
    }
    return { cantidad, importe };
  };
  const pesos = (total: { cantidad: number; importe: number }) => ({
    cantidad: total.cantidad,
    importe: centavosToPesos(total.importe),
  });
  const isVenta = (f: ResumenFila) => ESTADOS_VENTA.includes(f.estadoId);
  const ventas = sum(isVenta);
  return {
    pedidos: sum(() => true).cantidad,
    porEstado: ESTADOS_PEDIDO.map((estadoId) => ({
      estadoId,
      estado: getEstadoPedidoLabel(estadoId),
      ...pesos(sum((f) => f.estadoId === estadoId)),
    })),
    porFormaPago: FORMAS_PAGO_PEDIDO.map((formaPagoId) => ({
      formaPagoId,
      ...pesos(sum((f) => isVenta(f) && f.formaPagoId === formaPagoId)),
    })),
    ventas: pesos(ventas),
    entregados: pesos(sum((f) => f.estadoId === ESTADO_ENTREGADO)),
    ticketPromedio: ventas.cantidad === 0 ? 0 : Math.round(ventas.importe / ventas.cantidad) / 100,
  };
}
