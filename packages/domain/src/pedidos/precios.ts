import type { OpcionResuelta } from './opciones.ts';

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

/** Thousands separated with dots: '1234567' as '1.234.567'. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * '$ 12.500' (es-AR, a no-break space after the sign): thousands with dots; '$ 1.500,50' when there are centavos;
 * '-$ 1.500' below zero. What Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }) writes, done by
 * hand: a page's first Intl object costs 30-60 ms of main thread (its locale data loads), on every menu's first
 * screen, and the server and every browser then write prices alike whatever locale data each one ships.
 */
export function formatPesos(pesos: number): string {
  const centavos = toCentavos(pesos);
  const abs = Math.abs(centavos);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const cents = abs % 100;
  const sign = centavos < 0 ? '-' : '';
  return `${sign}$\u00a0${whole}${cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`}`;
}
