import { parseReservaPendiente, RESERVA_PENDIENTE_KEY } from '@vidriera/domain/reservas';
import { readPedidoPendiente } from '../../api/pedido-pendiente.ts';
import { serverNow } from '../../api/server-clock.ts';

/** What the account screen needs to know about a reservation or order in progress. */
export interface PendingState {
  reservaCantidad: number;
  pedidoHasItems: boolean;
  /** The order in progress is to be delivered (the order's `delivery` flag). */
  pedidoConEnvio: boolean;
}

function readReserva(now: Date) {
  try {
    return parseReservaPendiente(localStorage.getItem(RESERVA_PENDIENTE_KEY), now);
  } catch {
    return null;
  }
}

/**
 * Read with the domain's parsers, as the reservation and order screens read them: a draft older than 30 minutes,
 * unreadable or of another shape counts as nothing in progress, so a stale or foreign value never shows here.
 */
export function readPendingState(now: Date = serverNow()): PendingState {
  const reserva = readReserva(now);
  const pedido = readPedidoPendiente(now);
  return {
    reservaCantidad: reserva && reserva.cantidad > 0 ? reserva.cantidad : 0,
    pedidoHasItems: (pedido?.pedidosIts.length ?? 0) > 0,
    pedidoConEnvio: pedido?.delivery === true,
  };
}
