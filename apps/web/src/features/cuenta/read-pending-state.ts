import { PENDING_ORDER_KEY, PENDING_RESERVATION_KEY } from '../../api/session.ts';

/** What the account screen needs to know about a reservation or order in progress. */
export interface PendingState {
  reservaCantidad: number;
  pedidoHasItems: boolean;
  /** The order in progress is to be delivered (the order's `delivery` flag). */
  pedidoConEnvio: boolean;
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The reservation and order screens (later issues) write these keys; anything unreadable or of another shape
 * counts as nothing in progress, so a stale or foreign value never breaks the account screen. Either record may
 * be stored bare or wrapped with its creation time ({reserva: {...}} / {pedido: {...}}).
 */
export function readPendingState(): PendingState {
  const reservaStored = asRecord(readJson(PENDING_RESERVATION_KEY));
  const reserva = asRecord(reservaStored?.reserva) ?? reservaStored;
  const cantidad = Number(reserva?.cantidad);

  const pedidoStored = asRecord(readJson(PENDING_ORDER_KEY));
  const pedido = asRecord(pedidoStored?.pedido) ?? pedidoStored;
  const items = pedido?.pedidosIts ?? pedido?.items;

  return {
    reservaCantidad: Number.isFinite(cantidad) && cantidad > 0 ? cantidad : 0,
    pedidoHasItems: Array.isArray(items) && items.length > 0,
    pedidoConEnvio: pedido?.delivery === true,
  };
}
