import {
  parseReservaPendiente,
  RESERVA_PENDIENTE_KEY,
  type ReservaPendiente,
  serializeReservaPendiente,
} from '@vidriera/domain/reservas';

// The draft's shape, its 30-minute expiry and its key are domain rules; this file only does the storage I/O.

/** The reservation in progress, or null when there is none, it is unreadable or it expired. */
export function readReservaPendiente(now: Date): ReservaPendiente | null {
  try {
    return parseReservaPendiente(localStorage.getItem(RESERVA_PENDIENTE_KEY), now);
  } catch {
    // Storage unavailable (private mode): there is no draft.
    return null;
  }
}

export function saveReservaPendiente(reserva: ReservaPendiente, now: Date): void {
  try {
    localStorage.setItem(RESERVA_PENDIENTE_KEY, serializeReservaPendiente(reserva, now));
  } catch {
    // Storage unavailable: the detail screen finds no draft and sends the customer back to the form.
  }
}

export function clearReservaPendiente(): void {
  try {
    localStorage.removeItem(RESERVA_PENDIENTE_KEY);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}
