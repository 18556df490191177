import type { CartaGrupo } from './schemas.ts';

/** Dish pictures a menu loads at once (the first ones on screen when it opens); the rest load as it scrolls. */
export const EAGER_PLATO_IMAGES = 3;

/**
 * The dishes whose pictures a menu shows first, in its order: those that show one, up to EAGER_PLATO_IMAGES. The
 * page's inline script asks for the same pictures as soon as the menu arrives (apps/api/src/plugins/web-app.ts).
 */
export function firstPlatoImages<P extends Pick<CartaGrupo['platos'][number], 'mostrarImagen' | 'imagenUrl'>>(
  grupos: ReadonlyArray<{ platos: readonly P[] }>,
): P[] {
  return grupos
    .flatMap((grupo) => grupo.platos)
    .filter((plato) => plato.mostrarImagen && plato.imagenUrl)
    .slice(0, EAGER_PLATO_IMAGES);
}
