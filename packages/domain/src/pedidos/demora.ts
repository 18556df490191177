import type { Comercio } from '../comercios/schemas.ts';

/**
 * Spec (listing and home): the estimated delay in minutes shows while a published business is open, unless the
 * business hides it.
 */
export function isDemoraShown(c: Pick<Comercio, 'publicado' | 'abierto' | 'ocultaDemora' | 'demora'>): boolean {
  return c.publicado && c.abierto && !c.ocultaDemora && c.demora > 0;
}

/** The shortest time an accepted order can be promised in: an estimate must lie after the moment of accepting. */
export const DEMORA_MINIMA_ACEPTAR_MINUTOS = 1;

/**
 * The minutes an order accepted with the business's own delay is promised in. A delay of 0 ("no waiting", a valid
 * setting) must not stop staff from accepting: it promises the shortest time instead.
 */
export function getDemoraAlAceptar(demoraDelComercio: number): number {
  return Math.max(demoraDelComercio, DEMORA_MINIMA_ACEPTAR_MINUTOS);
}
