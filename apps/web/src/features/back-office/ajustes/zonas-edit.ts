import { type LatLng, circleToPolygon } from '@vidriera/domain/zonas';
import type { ZonaEnvioAjuste, ZonaEnvioInput } from '@vidriera/domain/ajustes';

/** A zone as the editor holds it: the saved zone (or a new one) with a stable key and editable name and price. */
export interface ZonaEdit {
  key: number;
  id?: number;
  nombre: string;
  /** Pesos, or '' while the field is empty. */
  precio: number | '';
  tipo: 'poligono' | 'circulo';
  poligono: LatLng[];
  centro: LatLng | null;
  radioMetros: number | null;
}

/** The zone being drawn. */
export type Borrador =
  | { tipo: 'poligono'; puntos: LatLng[] }
  | { tipo: 'circulo'; centro: LatLng | null; radioMetros: number };

/** Outline colours, one per zone in order, each 4.5:1 on white (as the customers' delivery map). */
export const ZONA_COLORS = ['#c2410c', '#1d4ed8', '#15803d', '#7e22ce', '#b91c1c', '#0e7490'] as const;

let nextKey = 1;
export const newKey = () => nextKey++;

export function fromAjuste(zona: ZonaEnvioAjuste): ZonaEdit {
  return {
    key: newKey(),
    id: zona.id,
    nombre: zona.nombre,
    precio: zona.precio,
    tipo: zona.tipo,
    poligono: zona.poligono,
    centro: zona.centro,
    radioMetros: zona.radioMetros,
  };
}

/** The finished draft as a zone (null while it is not complete). */
export function fromBorrador(borrador: Borrador, nombre: string): ZonaEdit | null {
  if (borrador.tipo === 'poligono') {
    if (borrador.puntos.length < 3) return null;
    return {
      key: newKey(),
      nombre,
      precio: 0,
      tipo: 'poligono',
      poligono: borrador.puntos,
      centro: null,
      radioMetros: null,
    };
  }
  if (!borrador.centro) return null;
  const circulo = { centro: borrador.centro, radioMetros: borrador.radioMetros };
  return {
    key: newKey(),
    nombre,
    precio: 0,
    tipo: 'circulo',
    // Drawn on the map as a circle; the polygon is what the API will store too.
    poligono: circleToPolygon(circulo).map(([lat, lng]): LatLng => [lat, lng]),
    centro: borrador.centro,
    radioMetros: borrador.radioMetros,
  };
}

/** What PUT .../envios takes for a zone. */
export function toInput(zona: ZonaEdit): ZonaEnvioInput {
  const base = {
    ...(zona.id ? { id: zona.id } : {}),
    nombre: zona.nombre,
    precio: zona.precio === '' ? Number.NaN : zona.precio,
  };
  if (zona.tipo === 'circulo' && zona.centro && zona.radioMetros !== null) {
    return { ...base, tipo: 'circulo', centro: [zona.centro[0], zona.centro[1]], radioMetros: zona.radioMetros };
  }
  return { ...base, tipo: 'poligono', poligono: zona.poligono.map(([lat, lng]) => [lat, lng] as [number, number]) };
}
