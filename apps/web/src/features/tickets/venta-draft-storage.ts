import {
  parseVentaPendiente,
  serializeVentaPendiente,
  VENTA_PENDIENTE_KEY,
  type VentaPendiente,
} from '@vidriera/domain/eventos';
import { serverNow } from '../../api/server-clock.ts';

// The draft's shape, its 30-minute expiry and its key are domain rules (tickets.ts); this file only does the I/O.

/** The purchase in progress, or null when there is none, it is unreadable or it expired. */
export function readVentaPendiente(now: Date = serverNow()): VentaPendiente | null {
  try {
    return parseVentaPendiente(localStorage.getItem(VENTA_PENDIENTE_KEY), now);
  } catch {
    // Storage unavailable (private mode): there is no draft.
    return null;
  }
}

export function saveVentaPendiente(venta: VentaPendiente, now: Date = serverNow()): void {
  try {
    localStorage.setItem(VENTA_PENDIENTE_KEY, serializeVentaPendiente(venta, now));
  } catch {
    // Storage unavailable: the review screen says 'No se encontraron datos de la venta'.
  }
}

export function clearVentaPendiente(): void {
  try {
    localStorage.removeItem(VENTA_PENDIENTE_KEY);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}
