import { isValidLatLng, type LatLng } from '@vidriera/domain/zonas';

/**
 * Where the customer's deliveries go, as marked on the delivery-price map: businesses that price delivery by
 * zone need the point (the server prices the zone that holds it). Kept apart from the order being built because
 * it belongs to the customer's address, not to one order: the next order reuses it.
 */
const UBICACION_ENTREGA_KEY = 'ubicacionentrega';

export function readUbicacionEntrega(): LatLng | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(UBICACION_ENTREGA_KEY) ?? 'null');
    return Array.isArray(value) && isValidLatLng(value) ? [value[0], value[1]] : null;
  } catch {
    return null;
  }
}

export function saveUbicacionEntrega(point: LatLng): void {
  try {
    localStorage.setItem(UBICACION_ENTREGA_KEY, JSON.stringify(point));
  } catch {
    // Storage unavailable: the order screen asks for the point again.
  }
}
