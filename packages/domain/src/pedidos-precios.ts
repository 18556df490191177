import type { OpcionResuelta } from './pedidos-opciones.ts';

/**
 * Prices of an order, in pesos as the API shows them, computed in whole centavos so that sums are exact (0.1 +
 * 0.2 never appears). A dish's unit price is its price plus, for each option set, the surcharge of every chosen
 * option and, for the choices beyond the set's `maxFree`, the set's `precioExtra` each. The API prices every
 * order with these functions from its own menu (never from the client's numbers); the web shows the same sums.
 */

export function toCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

export function toPesos(centavos: number): number {
  return centavos / 100;
}

/** Surcharge of the options chosen in one set, in centavos. */
function getRecargoCentavos({ set, dets }: OpcionResuelta): number {
  const porOpcion = dets.reduce((sum, det) => sum + toCentavos(det.precio), 0);
  const extras = Math.max(0, dets.length - set.maxFree);
  return porOpcion + extras * toCentavos(set.precioExtra);
}

/** Unit price of a dish with its resolved options, in pesos. */
export function computePrecioUnitario(plato: { precio: number }, opciones: readonly OpcionResuelta[]): number {
  const centavos = opciones.reduce((sum, opcion) => sum + getRecargoCentavos(opcion), toCentavos(plato.precio));
  return toPesos(centavos);
}

/** Sum of the items (unit price times quantity), in pesos. */
export function computeSubtotal(items: ReadonlyArray<{ precio: number; cantidad: number }>): number {
  return toPesos(items.reduce((sum, item) => sum + toCentavos(item.precio) * item.cantidad, 0));
}

/** Total of an order: the items plus the delivery cost, in pesos. */
export function computeTotal(items: ReadonlyArray<{ precio: number; cantidad: number }>, costoEnvio = 0): number {
  return toPesos(toCentavos(computeSubtotal(items)) + toCentavos(costoEnvio));
}

/** The menu shows a dish's price only when it is over 1 (a price of 0 or 1 means "ask" or "with options"). */
export function isPrecioVisible(precio: number): boolean {
  return precio > 1;
}

const wholePesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
const withCentavos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 });

/** '$ 12.500' (es-AR): thousands with dots; '$ 1.500,50' when there are centavos. */
export function formatPesos(pesos: number): string {
  return toCentavos(pesos) % 100 === 0 ? wholePesos.format(pesos) : withCentavos.format(pesos);
}
