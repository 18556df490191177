import { describe, expect, it } from 'vitest';
import { CIRCLE_SEGMENTS, circleToPolygon, distanceMetres } from '../src/zonas/delivery-zone-shapes.ts';
import { findZoneForPoint, isPointInPolygon, isValidPolygon, type LatLng } from '../src/zonas/delivery-zones.ts';

const plaza: LatLng = [-37.3288, -59.1367];

describe('circleToPolygon', () => {
  const poligono = circleToPolygon({ centro: plaza, radioMetros: 1000 });

  it('gives a valid polygon whose vertices lie on the circle', () => {
    expect(poligono).toHaveLength(CIRCLE_SEGMENTS);
    expect(isValidPolygon(poligono)).toBe(true);
    for (const vertex of poligono) expect(Math.abs(distanceMetres(plaza, vertex) - 1000)).toBeLessThan(5);
  });

  it('holds the points inside the radius and not those beyond it', () => {
    const north900: LatLng = [plaza[0] + 900 / 111_320, plaza[1]];
    const north1100: LatLng = [plaza[0] + 1100 / 111_320, plaza[1]];
    expect(isPointInPolygon(plaza, poligono)).toBe(true);
    expect(isPointInPolygon(north900, poligono)).toBe(true);
    expect(isPointInPolygon(north1100, poligono)).toBe(false);
    const east = (m: number): LatLng => [plaza[0], plaza[1] + m / (111_320 * Math.cos((plaza[0] * Math.PI) / 180))];
    expect(isPointInPolygon(east(950), poligono)).toBe(true);
    expect(isPointInPolygon(east(1050), poligono)).toBe(false);
  });

  it('prices a delivery like any zone: the cheaper of two rings wins inside both', () => {
    const zonas = [
      { id: 1, nombre: 'Lejos', precio: 2000, poligono: circleToPolygon({ centro: plaza, radioMetros: 3000 }) },
      { id: 2, nombre: 'Cerca', precio: 800, poligono: circleToPolygon({ centro: plaza, radioMetros: 1000 }) },
    ];
    expect(findZoneForPoint(zonas, plaza)?.nombre).toBe('Cerca');
    expect(findZoneForPoint(zonas, [plaza[0] + 2000 / 111_320, plaza[1]])?.nombre).toBe('Lejos');
  });
});

describe('distanceMetres', () => {
  it('measures a degree of latitude as about 111 km and is symmetric', () => {
    expect(distanceMetres([0, 0], [1, 0])).toBeCloseTo(111_195, -2);
    expect(distanceMetres(plaza, [-37.33, -59.14])).toBeCloseTo(distanceMetres([-37.33, -59.14], plaza), 6);
    expect(distanceMetres(plaza, plaza)).toBe(0);
  });
});
