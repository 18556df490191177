import type { Comercio } from './schemas/comercio.ts';

/**
 * Spec (listing and home): the estimated delay in minutes shows while a published business is open, unless the
 * business hides it.
 */
export function isDemoraShown(c: Pick<Comercio, 'publicado' | 'abierto' | 'ocultaDemora' | 'demora'>): boolean {
  return c.publicado && c.abierto && !c.ocultaDemora && c.demora > 0;
}
