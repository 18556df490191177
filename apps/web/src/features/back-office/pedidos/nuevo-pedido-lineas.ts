import {
  type PlatoOpcionElegida,
  describeOpciones,
  resolveOpciones,
  computePrecioUnitario,
} from '@vidriera/domain/pedidos';
import type { Plato } from '@vidriera/domain/carta';

/** A dish in the order being entered: what is sent, plus what the screen shows (the server prices it again). */
export interface LineaNueva {
  platoId: number;
  cantidad: number;
  opciones: PlatoOpcionElegida[];
  titulo: string;
  /** Unit price with options, pesos (the same domain pricing as the server's). */
  precio: number;
  opcionesTexto: string;
}

/** The line for a dish and its chosen options. */
export function toLineaNueva(plato: Plato, opciones: PlatoOpcionElegida[]): LineaNueva {
  const resolved = resolveOpciones(plato.platoProductoOpcs, opciones);
  return {
    platoId: plato.platoId,
    cantidad: 1,
    opciones,
    titulo: plato.titulo,
    precio: computePrecioUnitario(plato, resolved.ok ? resolved.opciones : []),
    opcionesTexto: describeOpciones(opciones, plato.platoProductoOpcs),
  };
}

/** Adds a line, or one more of the same dish with the same options. */
export function addLinea(lineas: readonly LineaNueva[], linea: LineaNueva): LineaNueva[] {
  const key = JSON.stringify(linea.opciones);
  const index = lineas.findIndex((l) => l.platoId === linea.platoId && JSON.stringify(l.opciones) === key);
  if (index === -1) return [...lineas, linea];
  return lineas.map((l, i) => (i === index ? { ...l, cantidad: Math.min(99, l.cantidad + linea.cantidad) } : l));
}
