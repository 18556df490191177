import type { Comercio } from '@vidriera/domain/comercios';

/**
 * Where a business of a listing leads: a published group to its branch list, any other published business to
 * its home. An unpublished business leads nowhere (null): it is announced as coming soon.
 */
export function getBusinessTarget(c: Pick<Comercio, 'publicado' | 'esGrupoDeComercios' | 'carpeta'>): string | null {
  if (!c.publicado) return null;
  const carpeta = encodeURIComponent(c.carpeta);
  return c.esGrupoDeComercios ? `/listado/${carpeta}` : `/home/${carpeta}`;
}

/** Spec: a listing of exactly one business goes straight to it (when it leads anywhere). */
export function getSingleTarget(comercios: ReadonlyArray<Parameters<typeof getBusinessTarget>[0]>): string | null {
  const [only] = comercios;
  return comercios.length === 1 && only ? getBusinessTarget(only) : null;
}
