import type { LatLng } from './delivery-zones.ts';

/**
 * A delivery zone may be drawn as a circle (centre and radius) instead of a polygon. Orders, the price map and
 * the zone lookup all work on polygons (delivery-zones.ts), so a circle is stored as the polygon that follows its
 * edge, beside the circle itself (to edit it again as a circle).
 */

export interface CirculoZona {
  centro: LatLng;
  /** Metres. */
  radioMetros: number;
}

/** The smallest and largest radius a delivery circle may have, in metres. */
export const RADIO_MINIMO_METROS = 50;
export const RADIO_MAXIMO_METROS = 50_000;
/** Vertices of the polygon that stands for a circle: at 5 km the chord strays under 11 m from the arc. */
export const CIRCLE_SEGMENTS = 48;

const METRES_PER_DEGREE_LAT = 111_320;

/**
 * The polygon inscribed in the circle, vertices in order. At city scale the Earth is flat enough: a degree of
 * longitude is cos(lat) times a degree of latitude, as on the map the merchant drew it on.
 */
export function circleToPolygon(circulo: CirculoZona, segments = CIRCLE_SEGMENTS): LatLng[] {
  const [lat, lng] = circulo.centro;
  const dLat = circulo.radioMetros / METRES_PER_DEGREE_LAT;
  const dLng = circulo.radioMetros / (METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return Array.from({ length: segments }, (_, i) => {
    const angle = (2 * Math.PI * i) / segments;
    return [round(lat + dLat * Math.sin(angle)), round(lng + dLng * Math.cos(angle))] as const;
  });
}

/** Metres between two points (haversine), e.g. how far a tapped point lies from a circle's centre. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b[0] - a[0]);
  const dLng = toRad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[0])) * Math.cos(toRad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
