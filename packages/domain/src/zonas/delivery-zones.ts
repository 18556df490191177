/**
 * Delivery zones (spec 02, delivery-price map): a business may draw polygons on the map, each with a delivery
 * price. When it has zones, an order's delivery cost is the price of the zone holding the delivery point, and a
 * point outside every zone cannot be delivered to; without zones the business's costoEnvioText note applies.
 */

/** A point as [lat, lng] in degrees (the order Leaflet uses). */
export type LatLng = readonly [lat: number, lng: number];

export interface DeliveryZone {
  id: number;
  nombre: string;
  /** The polygon's vertices in order; the last one joins the first (repeating the first is allowed). */
  poligono: readonly LatLng[];
  /** Delivery price in the currency unit the caller uses (centavos on the server, pesos on the web). */
  precio: number;
}

export type DeliveryCost =
  /** The business draws no zones: the cost is its free-text note (costoEnvioText), if any. */
  | { kind: 'nota'; nota: string | null }
  | { kind: 'zona'; zona: DeliveryZone; precio: number }
  /** The business has zones and the point lies outside all of them: no delivery there. */
  | { kind: 'fuera-de-zona' }
  /**
   * The business has zones but no delivery point was given (the customer did not mark it on the map): the
   * price cannot be known, so it is agreed with the business as its note says.
   */
  | { kind: 'sin-ubicacion'; nota: string | null };

export const MSG_FUERA_DE_ZONA = 'El domicilio de entrega está fuera de las zonas de envío del comercio';
/** A hint for the order screen when the business has zones and no point was marked yet. */
export const MSG_SIN_UBICACION = 'Marcá en el mapa la ubicación del domicilio de entrega para calcular el envío';

/** Polygons are a few city blocks wide: a tolerance of ~1 cm keeps a point on a border from flickering. */
const EPSILON = 1e-7;

export function isValidLatLng(point: readonly number[]): point is LatLng {
  const [lat, lng] = point;
  return (
    point.length === 2 &&
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** A polygon needs three distinct valid vertices to enclose anything. */
export function isValidPolygon(poligono: readonly (readonly number[])[]): poligono is readonly LatLng[] {
  if (!poligono.every(isValidLatLng)) return false;
  const distinct = new Set(poligono.map(([lat, lng]) => `${lat},${lng}`));
  return distinct.size >= 3;
}

function isOnSegment(point: LatLng, a: LatLng, b: LatLng): boolean {
  const [py, px] = point;
  const [ay, ax] = a;
  const [by, bx] = b;
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  const length = Math.hypot(bx - ax, by - ay);
  if (Math.abs(cross) > EPSILON * Math.max(length, EPSILON)) return false;
  return (
    px >= Math.min(ax, bx) - EPSILON &&
    px <= Math.max(ax, bx) + EPSILON &&
    py >= Math.min(ay, by) - EPSILON &&
    py <= Math.max(ay, by) + EPSILON
  );
}

/**
 * Whether the point lies inside the polygon or on its border (a house on the border street is delivered to).
 * Even-odd ray casting on the plane: at city scale the curvature of the Earth changes nothing.
 */
export function isPointInPolygon(point: LatLng, poligono: readonly LatLng[]): boolean {
  const n = poligono.length;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poligono[i] as LatLng;
    const b = poligono[j] as LatLng;
    if (isOnSegment(point, a, b)) return true;
    const [ay, ax] = a;
    const [by, bx] = b;
    const [py, px] = point;
    // Half-open rule (ay > py) !== (by > py): a ray through a vertex is counted once.
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/**
 * The zone that prices a delivery to the point. Zones are usually drawn as rings around the business (a
 * cheaper centre inside a wider, dearer area), so where zones overlap the cheapest one wins; equal prices keep
 * the first zone given.
 */
export function findZoneForPoint<Z extends DeliveryZone>(zonas: readonly Z[], point: LatLng): Z | undefined {
  let best: Z | undefined;
  for (const zona of zonas) {
    if (!isPointInPolygon(point, zona.poligono)) continue;
    if (!best || zona.precio < best.precio) best = zona;
  }
  return best;
}

/** The delivery cost of an order to the point (or with no point yet), by the business's zones or its note. */
export function resolveDeliveryCost(
  zonas: readonly DeliveryZone[],
  point: LatLng | null | undefined,
  costoEnvioText: string | null | undefined,
): DeliveryCost {
  const nota = costoEnvioText?.trim() || null;
  if (zonas.length === 0) return { kind: 'nota', nota };
  if (!point) return { kind: 'sin-ubicacion', nota };
  const zona = findZoneForPoint(zonas, point);
  return zona ? { kind: 'zona', zona, precio: zona.precio } : { kind: 'fuera-de-zona' };
}

/** The message that stops a delivery order (a point outside every zone), or null when it can go ahead. */
export function getDeliveryCostError(cost: DeliveryCost): string | null {
  return cost.kind === 'fuera-de-zona' ? MSG_FUERA_DE_ZONA : null;
}
