import { describe, expect, it } from 'vitest';
import {
  type DeliveryZone,
  findZoneForPoint,
  getDeliveryCostError,
  isPointInPolygon,
  isValidPolygon,
  type LatLng,
  MSG_FUERA_DE_ZONA,
  MSG_SIN_UBICACION,
  resolveDeliveryCost,
} from '../src/zonas/delivery-zones.ts';

/** A square around Tandil's main square, about 1 km a side. */
const square: LatLng[] = [
  [-37.32, -59.14],
  [-37.32, -59.13],
  [-37.33, -59.13],
  [-37.33, -59.14],
];

/** An L shape: the notch (north-east quarter) is outside. */
const lShape: LatLng[] = [
  [0, 0],
  [0, 2],
  [1, 2],
  [1, 1],
  [2, 1],
  [2, 0],
];

/** A triangle with a vertex exactly at the test ray's height. */
const triangle: LatLng[] = [
  [0, 0],
  [2, 1],
  [0, 2],
];

describe('isPointInPolygon', () => {
  it.each<[string, LatLng, readonly LatLng[], boolean]>([
    ['centre of the square', [-37.325, -59.135], square, true],
    ['north of the square', [-37.31, -59.135], square, false],
    ['east of the square', [-37.325, -59.12], square, false],
    ['on an edge (border street is delivered to)', [-37.32, -59.135], square, true],
    ['on a vertex', [-37.33, -59.14], square, true],
    ['just outside an edge', [-37.3199, -59.135], square, false],
    ['in the long arm of the L', [0.5, 1.5], lShape, true],
    ['in the short arm of the L', [1.5, 0.5], lShape, true],
    ['in the notch of the L', [1.5, 1.5], lShape, false],
    ['on the inner corner of the L', [1, 1], lShape, true],
    ['inside a triangle at a vertex height', [1, 1], triangle, true],
    ['outside a triangle level with its apex', [2, 1.5], triangle, false],
    ['level with the apex, left of the triangle', [2, -1], triangle, false],
    [
      'a degenerate polygon holds nothing',
      [0, 0],
      [
        [0, 0],
        [1, 1],
      ],
      false,
    ],
  ])('%s', (_name, point, poligono, expected) => {
    expect(isPointInPolygon(point, poligono)).toBe(expected);
  });

  it('accepts a polygon closed by repeating its first vertex', () => {
    const closed = [...square, square[0] as LatLng];
    expect(isPointInPolygon([-37.325, -59.135], closed)).toBe(true);
    expect(isPointInPolygon([-37.34, -59.135], closed)).toBe(false);
  });

  it('does not depend on the winding direction', () => {
    const reversed = [...lShape].reverse();
    expect(isPointInPolygon([1.5, 1.5], reversed)).toBe(false);
    expect(isPointInPolygon([0.5, 1.5], reversed)).toBe(true);
  });
});

describe('isValidPolygon', () => {
  it('needs three distinct valid vertices', () => {
    expect(isValidPolygon(square)).toBe(true);
    expect(
      isValidPolygon([
        [0, 0],
        [0, 1],
      ]),
    ).toBe(false);
    expect(
      isValidPolygon([
        [0, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(false);
    expect(
      isValidPolygon([
        [0, 0],
        [0, 1],
        [91, 0],
      ]),
    ).toBe(false);
    expect(
      isValidPolygon([
        [0, 0],
        [0, 181],
        [1, 0],
      ]),
    ).toBe(false);
    expect(
      isValidPolygon([
        [0, 0],
        [0, Number.NaN],
        [1, 0],
      ]),
    ).toBe(false);
    expect(
      isValidPolygon([
        [0, 0, 1],
        [0, 1],
        [1, 0],
      ]),
    ).toBe(false);
  });
});

const centro: DeliveryZone = {
  id: 1,
  nombre: 'Centro',
  poligono: [
    [-37.322, -59.138],
    [-37.322, -59.132],
    [-37.328, -59.132],
    [-37.328, -59.138],
  ],
  precio: 80_000,
};
const ampliada: DeliveryZone = { id: 2, nombre: 'Zona ampliada', poligono: square, precio: 150_000 };

describe('findZoneForPoint', () => {
  it('prices overlapping rings by the cheapest zone holding the point', () => {
    expect(findZoneForPoint([ampliada, centro], [-37.325, -59.135])?.nombre).toBe('Centro');
    expect(findZoneForPoint([centro, ampliada], [-37.325, -59.135])?.nombre).toBe('Centro');
  });

  it('uses the outer ring outside the centre', () => {
    expect(findZoneForPoint([centro, ampliada], [-37.3295, -59.1395])?.nombre).toBe('Zona ampliada');
  });

  it('keeps the first zone given when prices are equal', () => {
    const twin = { ...ampliada, id: 3, nombre: 'Gemela', precio: centro.precio };
    expect(findZoneForPoint([centro, twin], [-37.325, -59.135])?.nombre).toBe('Centro');
    expect(findZoneForPoint([twin, centro], [-37.325, -59.135])?.nombre).toBe('Gemela');
  });

  it('finds nothing outside every zone', () => {
    expect(findZoneForPoint([centro, ampliada], [-37.4, -59.2])).toBeUndefined();
  });
});

describe('resolveDeliveryCost', () => {
  it("uses the business's note when it draws no zones", () => {
    expect(resolveDeliveryCost([], [-37.325, -59.135], '  Envío gratis en el centro ')).toEqual({
      kind: 'nota',
      nota: 'Envío gratis en el centro',
    });
    expect(resolveDeliveryCost([], null, '')).toEqual({ kind: 'nota', nota: null });
    expect(resolveDeliveryCost([], undefined, null)).toEqual({ kind: 'nota', nota: null });
  });

  it('charges the price of the zone holding the point', () => {
    expect(resolveDeliveryCost([centro, ampliada], [-37.3295, -59.1395], 'ignored')).toEqual({
      kind: 'zona',
      zona: ampliada,
      precio: 150_000,
    });
  });

  it('refuses a point outside every zone, with a message', () => {
    const cost = resolveDeliveryCost([centro, ampliada], [-37.4, -59.2], null);
    expect(cost).toEqual({ kind: 'fuera-de-zona' });
    expect(getDeliveryCostError(cost)).toBe(MSG_FUERA_DE_ZONA);
  });

  it('cannot price a delivery with no point when the business has zones: its note applies', () => {
    const cost = resolveDeliveryCost([centro], null, ' Consultar ');
    expect(cost).toEqual({ kind: 'sin-ubicacion', nota: 'Consultar' });
    expect(getDeliveryCostError(cost)).toBeNull();
    expect(MSG_SIN_UBICACION).toContain('Marcá en el mapa');
  });

  it('lets zone and note deliveries go ahead', () => {
    expect(getDeliveryCostError({ kind: 'nota', nota: null })).toBeNull();
    expect(getDeliveryCostError({ kind: 'zona', zona: centro, precio: centro.precio })).toBeNull();
  });
});
